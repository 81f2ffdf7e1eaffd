import { z } from 'zod';
import { categorySchema, itemSummarySchema, variantSchema } from './catalog';
import { COLOR_NAMES, type ColorName } from './colors';
import { CATEGORIES } from './constants';
import { OUTFIT_SLOT_MAX_ITEMS } from './outfits';
import { rowIdParamSchema, rowIdSchema } from './ids';
import { wardrobeItemSchema } from './wardrobe';

/** How many looks the stylist proposes at most. */
export const STYLIST_LOOKS = 3;

/** The builder's picks before the outfit is saved: comma-separated catalogue item ids. */
const itemIdList = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  ])
  .pipe(
    z
      .array(rowIdSchema)
      .min(1)
      .max(CATEGORIES.length * OUTFIT_SLOT_MAX_ITEMS),
  );

/**
 * GET /api/stylist/looks: looks around one catalogue item (`item_id`, «С чем носить»), one
 * wardrobe piece (`wardrobe_item_id`), an outfit's empty slots (`outfit_id`, «Дополнить образ»),
 * the builder's current picks before saving (`item_ids` and/or the own pieces `wardrobe_ids`,
 * «Дополнить образ» too), or from the wardrobe alone (`from=wardrobe`, «Что надеть»). Exactly
 * one of them (the builder's two lists count as one).
 */
export const stylistLooksQuerySchema = z
  .object({
    item_id: rowIdParamSchema.optional(),
    wardrobe_item_id: rowIdParamSchema.optional(),
    outfit_id: rowIdParamSchema.optional(),
    item_ids: itemIdList.optional(),
    wardrobe_ids: itemIdList.optional(),
    from: z.enum(['wardrobe']).optional(),
  })
  .strict()
  .refine(
    (q) =>
      [q.item_id, q.wardrobe_item_id, q.outfit_id, q.item_ids ?? q.wardrobe_ids, q.from].filter(
        (v) => v !== undefined,
      ).length === 1,
    {
      message:
        'Give exactly one of item_id, wardrobe_item_id, outfit_id, item_ids/wardrobe_ids or from=wardrobe',
    },
  );
export type StylistLooksQuery = z.input<typeof stylistLooksQuerySchema>;

/** A piece of a look: a catalogue item (to buy) or a piece the shopper owns. */
export const stylistLookPieceSchema = z.discriminatedUnion('source', [
  z.object({
    slot: categorySchema,
    source: z.literal('catalog'),
    item: itemSummarySchema,
    /**
     * The variant «Добавить недостающее в корзину» takes: in the shopper's usual size where their
     * orders tell, else the first in stock; null when none is in stock (the asked item may be).
     */
    variant: variantSchema.nullable().optional(),
  }),
  z.object({ slot: categorySchema, source: z.literal('wardrobe'), item: wardrobeItemSchema }),
]);
export type StylistLookPiece = z.infer<typeof stylistLookPieceSchema>;

const lookColorSchema = z.enum(COLOR_NAMES as [ColorName, ...ColorName[]]);

/**
 * Why a look's pieces go together, as a kind and its values: the web says it in the shopper's
 * language («Бежевый и тёмно-синий: спокойное сочетание», «Beige and navy: a calm pairing»).
 * `one_colour` is a look in one colour; `neutrals` only calm colours (two named when two);
 * `accent` one colour on a calm base (`loud` a bright one); `analogous` and `complementary` two
 * colours that neighbour or face each other; `worn_together` pieces the shop's public outfits wear
 * together; `one_style` one style; `matched` colours, style and season matched otherwise.
 */
export const lookReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one_colour') }),
  z.object({ kind: z.literal('neutrals'), colors: z.array(lookColorSchema) }),
  z.object({ kind: z.literal('accent'), color: lookColorSchema, loud: z.boolean() }),
  z.object({
    kind: z.enum(['analogous', 'complementary']),
    colors: z.tuple([lookColorSchema, lookColorSchema]),
  }),
  z.object({ kind: z.literal('worn_together') }),
  z.object({ kind: z.literal('one_style'), style: z.string() }),
  z.object({ kind: z.literal('matched') }),
]);
export type LookReason = z.infer<typeof lookReasonSchema>;

export const stylistLookSchema = z.object({
  /** Why the pieces go together: worded by the web. */
  reason: lookReasonSchema,
  /** The look's pieces in slot order, the asked-about piece included. */
  items: z.array(stylistLookPieceSchema),
});
export type StylistLook = z.infer<typeof stylistLookSchema>;

export const stylistLooksResponseSchema = z.object({ looks: z.array(stylistLookSchema) });
export type StylistLooks = z.infer<typeof stylistLooksResponseSchema>;
