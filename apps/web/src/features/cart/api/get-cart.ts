import { cartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/cart/: the signed-in user's cart. The query lives in hooks/use-cart.ts. */
export function getCart(signal?: AbortSignal) {
  return apiClient.get('/api/cart/', cartResponseSchema, { signal });
}
