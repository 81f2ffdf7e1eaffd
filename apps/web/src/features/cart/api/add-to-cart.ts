import { cartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/cart/{variantId}?qty=n: adds a variant; answers the whole cart (decision 008). */
export function addToCart(variantId: number, quantity: number) {
  return apiClient.post(`/api/cart/${variantId}`, cartResponseSchema, {
    query: { qty: quantity },
  });
}
