import { cartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/cart/{variantId}: removes one line; answers the whole cart. */
export function removeCartLine(variantId: number) {
  return apiClient.delete(`/api/cart/${variantId}`, cartResponseSchema);
}
