import { z } from 'zod';
import { categorySchema, itemSummarySchema, variantSchema } from './catalog';
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

export const stylistLookSchema = z.object({
  /** One line saying why the pieces go together («Бежевый и тёмно-синий: спокойное сочетание»). */
  reason: z.string(),
  /** The look's pieces in slot order, the asked-about piece included. */
  items: z.array(stylistLookPieceSchema),
});
export type StylistLook = z.infer<typeof stylistLookSchema>;

export const stylistLooksResponseSchema = z.object({ looks: z.array(stylistLookSchema) });
export type StylistLooks = z.infer<typeof stylistLooksResponseSchema>;
