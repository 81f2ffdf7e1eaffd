import { useMutation } from '@tanstack/react-query';
import { outfitCartResponseSchema, type OutfitCartBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

export type AddOutfitToCartInput = {
  outfitId: number;
  /** The chosen lines (item and variant); without them one of each item goes in. */
  lines?: OutfitCartBody['lines'];
};

/**
 * POST /api/outfits/{id}/cart: the chosen lines (or one of each item) into the signed-in user's
 * cart, quantity 1 each. Answers the whole cart, what was added (name and size) and what was
 * skipped with why (`out_of_stock`, `no_variant`).
 */
export function addOutfitToCart({ outfitId, lines }: AddOutfitToCartInput) {
  return apiClient.post(
    `/api/outfits/${outfitId}/cart`,
    outfitCartResponseSchema,
    lines ? { json: { lines } satisfies OutfitCartBody } : {},
  );
}

/** The outfit's page reports the outcome itself. */
export function useAddOutfitToCart() {
  return useMutation({ mutationFn: addOutfitToCart, meta: { silent: true } });
}
