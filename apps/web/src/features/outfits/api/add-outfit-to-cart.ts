import { useMutation } from '@tanstack/react-query';
import { outfitCartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/outfits/{id}/cart: one of each item into the signed-in user's cart (its first variant
 * in stock, quantity 1). Answers the whole cart, what was added and what was skipped with why
 * (`out_of_stock`, `no_variant`).
 */
export function addOutfitToCart(outfitId: number) {
  return apiClient.post(`/api/outfits/${outfitId}/cart`, outfitCartResponseSchema);
}

/** The outfit's page reports the outcome itself. */
export function useAddOutfitToCart() {
  return useMutation({ mutationFn: addOutfitToCart, meta: { silent: true } });
}
