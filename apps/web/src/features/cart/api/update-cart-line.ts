import { cartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/cart/{variantId} {quantity}: 0 or less removes the line; answers the whole cart. */
export function updateCartLine(variantId: number, quantity: number) {
  return apiClient.put(`/api/cart/${variantId}`, cartResponseSchema, { json: { quantity } });
}
