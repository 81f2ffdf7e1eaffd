import { z } from 'zod';

/** The most items a preview draws from (one of each slot, two layered tops and one of each accessory kind are drawn; the rest are ignored). */
export const OUTFIT_PREVIEW_MAX_ITEMS = 50;

/**
 * GET /api/outfits/preview?items=3,17,42 — the outfit on the shop's mannequin, drawn by the same
 * code as an outfit's cover: the first item of each category, in the order given.
 */
export const outfitPreviewQuerySchema = z.object({
  items: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'A comma-separated list of item ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= OUTFIT_PREVIEW_MAX_ITEMS, 'Too many items'),
});

/** The preview's address for a set of item ids (the web's <img src>). */
export const outfitPreviewPath = (itemIds: readonly number[]) =>
  `/api/outfits/preview?items=${itemIds.join(',')}`;
