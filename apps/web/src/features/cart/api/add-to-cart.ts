import { cartResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { newRequestKey } from '@/lib/request-key';

/**
 * POST /api/cart/{variantId}?qty=n: adds a variant; answers the whole cart (decision 008). The add
 * carries its own Idempotency-Key, so a retry of it adds nothing more (decision 094).
 */
export function addToCart(variantId: number, quantity: number, key = newRequestKey()) {
  return apiClient.post(`/api/cart/${variantId}`, cartResponseSchema, {
    query: { qty: quantity },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}
