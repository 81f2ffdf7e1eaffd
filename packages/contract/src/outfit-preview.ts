import { z } from 'zod';

/** The most items a preview draws from (one of each slot, two layered tops and one of each accessory kind are drawn; the rest are ignored). */
export const OUTFIT_PREVIEW_MAX_ITEMS = 50;

/**
 * GET /api/outfits/preview?items=3,17,42 — the outfit on the shop's mannequin, drawn by the same
 * code as an outfit's cover: the first item of each category, in the order given.
 */
const idListParam = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'A comma-separated list of ids')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= OUTFIT_PREVIEW_MAX_ITEMS, 'Too many items');

export const outfitPreviewQuerySchema = z
  .object({
    items: idListParam.optional(),
    /**
     * The caller's own wardrobe pieces to draw as well (signed in only; another's piece is
     * refused like an unknown one). Such a drawing is the caller's alone: never cached publicly.
     */
    wardrobe: idListParam.optional(),
  })
  .refine((q) => (q.items?.length ?? 0) + (q.wardrobe?.length ?? 0) > 0, {
    message: 'Choose at least one item',
    path: ['items'],
  });

/** The preview's address for a set of item ids and own pieces (the web's <img src> or fetch). */
export const outfitPreviewPath = (
  itemIds: readonly number[],
  wardrobeIds: readonly number[] = [],
) => {
  const query = [
    itemIds.length ? `items=${itemIds.join(',')}` : null,
    wardrobeIds.length ? `wardrobe=${wardrobeIds.join(',')}` : null,
  ].filter(Boolean);
  return `/api/outfits/preview?${query.join('&')}`;
};
