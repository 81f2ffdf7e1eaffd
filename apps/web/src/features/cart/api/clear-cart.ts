import { cartResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/cart/: empties the cart; answers the (empty) cart. */
export function clearCart() {
  return apiClient.delete('/api/cart/', cartResponseSchema);
}
