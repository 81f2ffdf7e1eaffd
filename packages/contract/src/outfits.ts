import { z } from 'zod';
import { rowIdSchema } from './ids';
import { cartResponseSchema } from './cart';
import { categorySchema } from './catalog';
import { garmentKindSchema } from './garment-kinds';
import { wardrobeItemSchema } from './wardrobe';
import { CATEGORIES, STORE_STYLES, type Category } from './constants';
import { multiLineText, singleLineText } from './text';
import { TRYON_RENDERINGS } from './tryon';

/** At most this many items in one slot of an outfit. */
export const OUTFIT_SLOT_MAX_ITEMS = 10;
export const OUTFIT_NAME_MAX_LENGTH = 120;
export const OUTFIT_DESCRIPTION_MAX_LENGTH = 2000;

/** The write payload's list key of each slot (plural for accessories and fragrances). */
export const OUTFIT_SLOT_IDS_KEYS = {
  top: 'top_ids',
  bottom: 'bottom_ids',
  footwear: 'footwear_ids',
  accessory: 'accessories_ids',
  fragrance: 'fragrances_ids',
} as const satisfies Record<Category, string>;

/** Every key a write payload may carry a slot's list in (with the singular spellings). */
export const OUTFIT_SLOT_LIST_KEYS = [
  ...Object.values(OUTFIT_SLOT_IDS_KEYS),
  'accessory_ids',
  'fragrance_ids',
] as const;

/** A list of item ids, or the comma-separated text an admin form may send. */
const idList = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((s) => (typeof s === 'string' ? s.trim() : s))
      .filter((s) => s !== '')
      .map(Number),
  )
  .pipe(
    z
      .array(rowIdSchema)
      .max(OUTFIT_SLOT_MAX_ITEMS, `At most ${OUTFIT_SLOT_MAX_ITEMS} items per category`),
  );

const outfitFields = {
  name: singleLineText().min(1, 'The name must not be blank').max(OUTFIT_NAME_MAX_LENGTH),
  style: z.enum(STORE_STYLES, { message: 'Choose one of the store styles' }),
  description: multiLineText()
    .max(OUTFIT_DESCRIPTION_MAX_LENGTH)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Public outfits are listed for everyone; a private one is seen only by its owner (and admins). */
  is_public: z.boolean().optional(),
  top_ids: idList.optional(),
  bottom_ids: idList.optional(),
  footwear_ids: idList.optional(),
  accessories_ids: idList.optional(),
  fragrances_ids: idList.optional(),
  /** Singular spellings some clients send. */
  accessory_ids: idList.optional(),
  fragrance_ids: idList.optional(),
  /**
   * The caller's own wardrobe pieces (ids of GET /api/wardrobe/items), each in its own slot; at
   * most 10 per slot. An outfit holding any is private unless `is_public: true` is sent.
   */
  wardrobe_ids: z
    .array(rowIdSchema)
    .max(OUTFIT_SLOT_MAX_ITEMS * CATEGORIES.length)
    .optional(),
  /** A try-on result of the caller's own (the address the try-on answered). */
  tryon_image_url: singleLineText().max(2048).nullish(),
};

/**
 * POST /api/outfits/ and PUT /api/outfits/{id}. The slot lists are checked by the server (each
 * item exists and belongs to its slot's category, at most 10 per slot, at least one item or own
 * piece in all).
 */
export const outfitWriteSchema = z.object(outfitFields).strict();
export type OutfitWrite = z.input<typeof outfitWriteSchema>;
export type OutfitWriteParsed = z.output<typeof outfitWriteSchema>;

/** The item ids of each slot of a parsed payload; the singular and plural keys are merged. */
export function outfitSlotIds(body: OutfitWriteParsed): Record<Category, number[]> {
  const unique = (...lists: (number[] | undefined)[]) => [
    ...new Set(lists.flatMap((l) => l ?? [])),
  ];
  return {
    top: unique(body.top_ids),
    bottom: unique(body.bottom_ids),
    footwear: unique(body.footwear_ids),
    accessory: unique(body.accessories_ids, body.accessory_ids),
    fragrance: unique(body.fragrances_ids, body.fragrance_ids),
  };
}

export const outfitItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: categorySchema,
  image_url: z.string().nullable(),
  /** The current price in the store currency (the lowest variant price, else the item's). */
  price: z.number().nullable(),
  in_stock: z.boolean(),
  /** False once the item is archived: the outfit keeps it, shown as no longer sold. */
  sold: z.boolean(),
});
export type OutfitItem = z.infer<typeof outfitItemSchema>;

/**
 * One of the owner's own wardrobe pieces in an outfit. Its owner reads its name; anyone else
 * (a published outfit) sees only its picture and kind: no name, brand, price or link.
 */
export const outfitOwnPieceSchema = z.object({
  id: z.number().int(),
  slot: categorySchema,
  name: z.string().nullable(),
  kind: garmentKindSchema.nullable(),
  /** A short-lived signed address of the piece's picture. */
  image_url: z.string().nullable(),
});
export type OutfitOwnPiece = z.infer<typeof outfitOwnPieceSchema>;

const slotLists = Object.fromEntries(CATEGORIES.map((c) => [c, z.array(outfitItemSchema)])) as {
  [C in Category]: z.ZodArray<typeof outfitItemSchema>;
};

/** An outfit as read back: singular slot keys, each item with its current price. */
export const outfitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  style: z.string(),
  description: z.string().nullable(),
  /** The sum of the current prices of the items still sold (an archived item is left out). */
  total_price: z.number(),
  /** The server-rendered cover (mannequin with the items), null until it is drawn. */
  image_url: z.string().nullable(),
  /** The owner's try-on picture: a short-lived address, only for the owner and admins. */
  tryon_image_url: z.string().nullable(),
  /**
   * The try-on picture was made for another set of items than the outfit holds now (its items
   * changed since); false when there is no picture to show.
   */
  tryon_is_stale: z.boolean(),
  /**
   * How the try-on picture was made — «Фотопримерка», «Эскиз на фото» or «Ваша фигура» — so the
   * outfit can label it; null without a picture, or for one made before try-ons said so.
   */
  tryon_rendering: z.enum(TRYON_RENDERINGS).nullable(),
  owner_id: z.number().int(),
  /** The owner's name; null when they set none (the app says «Покупатель» in its language). */
  owner_name: z.string().nullable(),
  is_public: z.boolean(),
  is_favorite: z.boolean(),
  favorites_count: z.number().int(),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  ...slotLists,
  /** The owner's own wardrobe pieces, in slot order (never priced, never linked). */
  own_pieces: z.array(outfitOwnPieceSchema),
});
export type Outfit = z.infer<typeof outfitSchema>;

export const outfitListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: singleLineText().max(200).optional(),
  /** For an admin: every outfit, private ones of others too (the admin list). Ignored otherwise. */
  all: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export const outfitListResponseSchema = z.array(outfitSchema);

/**
 * GET /api/outfits/available-items?ids=…: which of these items an outfit can still hold (they
 * exist); a restored builder draft drops the others.
 */
export const outfitAvailableItemsQuerySchema = z.object({
  ids: z
    .string()
    .transform((v) =>
      [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].map(Number),
    )
    .pipe(z.array(rowIdSchema).max(CATEGORIES.length * OUTFIT_SLOT_MAX_ITEMS)),
});
export const outfitAvailableItemsResponseSchema = z.object({ ids: z.array(z.number().int()) });
export type OutfitAvailableItems = z.infer<typeof outfitAvailableItemsResponseSchema>;

export const outfitFavoriteResponseSchema = z.object({
  outfit_id: z.number().int(),
  is_favorite: z.boolean(),
});
export type OutfitFavoriteResponse = z.infer<typeof outfitFavoriteResponseSchema>;

export const outfitHistoryEntrySchema = outfitSchema.extend({ viewed_at: z.string() });
export type OutfitHistoryEntry = z.infer<typeof outfitHistoryEntrySchema>;

/**
 * Why an item of an outfit could not go into the cart: sold out, no variant to buy, or no longer
 * sold at all (archived: the outfit keeps showing it).
 */
export const OUTFIT_CART_SKIP_REASONS = ['out_of_stock', 'no_variant', 'not_sold'] as const;
export type OutfitCartSkipReason = (typeof OUTFIT_CART_SKIP_REASONS)[number];
/** At most this many lines in one «В корзину» of an outfit (five slots of ten items). */
export const OUTFIT_CART_MAX_LINES = OUTFIT_SLOT_MAX_ITEMS * CATEGORIES.length;

/**
 * POST /api/outfits/{id}/cart with a body: the lines the shopper chose, each an item of the outfit
 * with one of that item's variants (the size). The server checks both and refuses the whole
 * request otherwise (400). Without a body, one of each item goes in (its first variant in stock).
 */
export const outfitCartBodySchema = z
  .object({
    lines: z
      .array(z.object({ item_id: rowIdSchema, variant_id: rowIdSchema }).strict())
      .min(1, 'Choose at least one item')
      .max(OUTFIT_CART_MAX_LINES),
  })
  .strict();
export type OutfitCartBody = z.infer<typeof outfitCartBodySchema>;

export const outfitCartResponseSchema = z.object({
  cart: cartResponseSchema,
  added: z.array(
    z.object({
      item_id: z.number().int(),
      variant_id: z.number().int(),
      /** The item's name and the variant's size, for the toast that says what was added. */
      name: z.string(),
      size: z.string().nullable(),
    }),
  ),
  skipped: z.array(
    z.object({
      item_id: z.number().int(),
      name: z.string(),
      reason: z.enum(OUTFIT_CART_SKIP_REASONS),
    }),
  ),
});
export type OutfitCartResponse = z.infer<typeof outfitCartResponseSchema>;

/** A variant the shopper may choose for an outfit's line (in stock only). */
export const outfitCartVariantSchema = z.object({
  id: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  stock: z.number().int().positive(),
  price: z.number().nonnegative(),
});
export type OutfitCartVariant = z.infer<typeof outfitCartVariantSchema>;

/**
 * One item of the outfit as the «В корзину» dialog offers it: its variants in stock (the item's
 * main colour first), why it cannot be bought when none is (`unavailable`), and the variant in
 * the size the caller usually takes, when their past orders tell (null otherwise).
 */
export const outfitCartOptionSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: categorySchema,
  image_url: z.string().nullable(),
  variants: z.array(outfitCartVariantSchema),
  unavailable: z.enum(OUTFIT_CART_SKIP_REASONS).nullable(),
  preferred_variant_id: z.number().int().nullable(),
});
export type OutfitCartOption = z.infer<typeof outfitCartOptionSchema>;

/** GET /api/outfits/{id}/cart-options: the outfit's items in slot order. */
export const outfitCartOptionsResponseSchema = z.object({
  items: z.array(outfitCartOptionSchema),
});
export type OutfitCartOptionsResponse = z.infer<typeof outfitCartOptionsResponseSchema>;

/**
 * POST /api/outfits/{id}/worn (body `wardrobeWornSchema`): the owner wore the outfit that day. Its
 * own pieces, and the pieces of the wardrobe that are its catalogue items, are logged as worn.
 */
export const outfitWornResponseSchema = z.object({
  date: z.string(),
  /** The pieces of the wardrobe logged as worn (a day logged before is not logged again). */
  pieces: z.array(wardrobeItemSchema),
});
export type OutfitWornResponse = z.infer<typeof outfitWornResponseSchema>;
