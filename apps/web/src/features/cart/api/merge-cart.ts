import { cartResponseSchema, type MergeCartBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/cart/merge {lines}: the guest cart joins the server cart at sign-in (quantities
 * added, capped at stock; decision 008). Answers the merged cart.
 */
export function mergeCart(body: MergeCartBody) {
  return apiClient.post('/api/cart/merge', cartResponseSchema, { json: body });
}
