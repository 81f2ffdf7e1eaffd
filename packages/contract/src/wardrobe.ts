import { z } from 'zod';
import { categorySchema } from './catalog';
import { COLOR_NAMES, type ColorName } from './colors';
import { garmentKindSchema, seasonSchema } from './garment-kinds';
import { IDEMPOTENCY_KEY_HEADER, ORDER_LIMITS } from './checkout';
import { rowIdParamSchema, rowIdSchema } from './ids';
import { singleLineText } from './text';

/** At most this many pieces in one account's wardrobe. */
export const WARDROBE_MAX_ITEMS = 1000;
/** At most this many photos in one «Добавить вещь» (each becomes its own piece). */
export const WARDROBE_PHOTOS_PER_ADD = 10;
/** A piece not worn for this many days is «Давно не надевали». */
export const WARDROBE_IDLE_DAYS = 90;
export const WARDROBE_NAME_MAX_LENGTH = 120;
export const WARDROBE_BRAND_MAX_LENGTH = 80;
/** At most this many main colours are named for one piece. */
export const WARDROBE_MAX_COLORS = 3;

/**
 * How a piece came into the wardrobe: bought in this shop (a delivered order's line), marked
 * «Уже есть у меня» on a catalogue item, or added by a photo of the shopper's own garment.
 */
export const WARDROBE_SOURCES = ['order', 'catalog', 'photo'] as const;
export type WardrobeSource = (typeof WARDROBE_SOURCES)[number];

const colorNameSchema = z.enum(COLOR_NAMES as [ColorName, ...ColorName[]]);
const money = z.number().nonnegative().max(100_000_000);

/** A piece of the shopper's wardrobe. Only its owner ever reads it. */
export const wardrobeItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(WARDROBE_SOURCES),
  /** The catalogue item, or null for an own garment added by photo. */
  item_id: z.number().int().nullable(),
  /** The order it was bought in, for a piece bought here. */
  order_id: z.number().int().nullable(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  /**
   * The piece's picture: the catalogue item's, or for an own garment its cut-out behind a
   * short-lived signed address.
   */
  image_url: z.string().nullable(),
  slot: categorySchema,
  kind: garmentKindSchema.nullable(),
  /** Its main colours, by the shop's colour names, most of the piece first. */
  colors: z.array(colorNameSchema),
  /** The seasons it is worn in; empty means all year. */
  seasons: z.array(seasonSchema),
  size: z.string().nullable(),
  /** What was paid for it (the order line's price, or what the shopper entered). */
  price: z.number().nullable(),
  /** When it was bought or got (an ISO date). */
  acquired_on: z.string().nullable(),
  times_worn: z.number().int(),
  /** The last day it was worn (an ISO date), or null. */
  last_worn: z.string().nullable(),
  /** The price divided by the times worn (the price itself before the first wear); null without a price. */
  cost_per_wear: z.number().nullable(),
  created_at: z.string(),
});
export type WardrobeItem = z.infer<typeof wardrobeItemSchema>;

/** GET /api/wardrobe/items: the filters of the wardrobe page. */
export const wardrobeListQuerySchema = z.object({
  slot: categorySchema.optional(),
  color: colorNameSchema.optional(),
  season: seasonSchema.optional(),
  /** Only pieces not worn for WARDROBE_IDLE_DAYS days (a piece never worn: since it came). */
  idle: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /**
   * Only the pieces of this catalogue item (bought or marked «Уже есть у меня»): the item page
   * asks whether the shopper owns it without reading the whole wardrobe.
   */
  item_id: rowIdParamSchema.optional(),
});
export type WardrobeListQuery = z.input<typeof wardrobeListQuerySchema>;

export const wardrobeListResponseSchema = z.object({
  /** Newest first; the whole wardrobe that matches (it is never paged: at most 1000 pieces). */
  items: z.array(wardrobeItemSchema),
  /** Pieces per slot in the whole wardrobe, whatever the filters. */
  counts: z.object({
    top: z.number().int(),
    bottom: z.number().int(),
    footwear: z.number().int(),
    accessory: z.number().int(),
    fragrance: z.number().int(),
  }),
  /** The dresses among the tops: a dress is a top and a bottom at once. */
  dresses: z.number().int(),
  /** The sum of the prices of the whole wardrobe (pieces without a price count 0). */
  value: z.number(),
});
export type WardrobeList = z.infer<typeof wardrobeListResponseSchema>;

/** POST /api/wardrobe/items as JSON: «Уже есть у меня» on a catalogue item (its size optional). */
export const wardrobeAddOwnedSchema = z
  .object({
    item_id: rowIdSchema,
    variant_id: rowIdSchema.optional(),
  })
  .strict();
export type WardrobeAddOwned = z.input<typeof wardrobeAddOwnedSchema>;

/**
 * POST /api/wardrobe/items may carry an Idempotency-Key: a photo sent again with the same key (a
 * retry after a lost answer) answers the piece it made, never a second one.
 */
export const wardrobeAddHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(ORDER_LIMITS.idempotencyKeyMin)
    .max(ORDER_LIMITS.idempotencyKeyMax)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});

/**
 * PATCH /api/wardrobe/items/{id}: what the shopper confirms or changes (every field optional;
 * null clears one). The slot and kind of a catalogue piece are the catalogue's and cannot change.
 */
export const wardrobeItemUpdateSchema = z
  .object({
    name: singleLineText().max(WARDROBE_NAME_MAX_LENGTH).nullable().optional(),
    brand: singleLineText().max(WARDROBE_BRAND_MAX_LENGTH).nullable().optional(),
    slot: categorySchema.optional(),
    kind: garmentKindSchema.nullable().optional(),
    colors: z.array(colorNameSchema).max(WARDROBE_MAX_COLORS).optional(),
    seasons: z.array(seasonSchema).max(4).optional(),
    size: singleLineText().max(20).nullable().optional(),
    price: money.nullable().optional(),
    acquired_on: z.iso.date().nullable().optional(),
  })
  .strict();
export type WardrobeItemUpdate = z.input<typeof wardrobeItemUpdateSchema>;

/** POST /api/wardrobe/items/{id}/worn and POST /api/outfits/{id}/worn: worn on this day (default today). */
export const wardrobeWornSchema = z
  .object({
    date: z.iso.date().optional(),
  })
  .strict();
export type WardrobeWorn = z.input<typeof wardrobeWornSchema>;

export const wardrobeItemParamsSchema = z.object({ id: rowIdParamSchema });
/** DELETE /api/wardrobe/items/{id}/worn/{date}: one day of the wear log taken back. */
export const wardrobeWearParamsSchema = z.object({ id: rowIdParamSchema, date: z.iso.date() });

/** GET /api/wardrobe/wears?from=&to=: the calendar of what was worn (at most 366 days). */
export const wardrobeWearsQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const wardrobeWearSchema = z.object({
  date: z.string(),
  wardrobe_item_id: z.number().int(),
  /** The outfit it was worn in, when «Надето сегодня» was pressed on an outfit. */
  outfit_id: z.number().int().nullable(),
});
export const wardrobeWearsResponseSchema = z.object({ wears: z.array(wardrobeWearSchema) });
export type WardrobeWear = z.infer<typeof wardrobeWearSchema>;

const countAndValue = { count: z.number().int(), value: z.number() };

/** GET /api/wardrobe/stats. */
export const wardrobeStatsSchema = z.object({
  count: z.number().int(),
  value: z.number(),
  by_slot: z.array(z.object({ slot: categorySchema, ...countAndValue })),
  by_color: z.array(z.object({ color: colorNameSchema, count: z.number().int() })),
  /** At most five of each, the most worn first / the least worn first. */
  most_worn: z.array(wardrobeItemSchema),
  least_worn: z.array(wardrobeItemSchema),
  /**
   * Pieces not worn for WARDROBE_IDLE_DAYS days (never worn: counted from the day it came into the
   * wardrobe), the longest unworn first, at most five.
   */
  idle: z.array(wardrobeItemSchema),
  idle_count: z.number().int(),
  wears_last_30_days: z.number().int(),
});
export type WardrobeStats = z.infer<typeof wardrobeStatsSchema>;
