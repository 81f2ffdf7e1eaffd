import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderCreate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/orders with the `Idempotency-Key` header: the same key and body answer the same
 * order again (a retry, a double click), never a second one.
 */
export function placeOrder({ body, key }: { body: OrderCreate; key: string }) {
  return apiClient.post('/api/orders', orderDetailSchema, {
    json: body,
    headers: { 'Idempotency-Key': key },
  });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The page shows refusals (which line, why) and failures itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return client.invalidateQueries({ queryKey: queryKeys.orders.all, refetchType: 'none' });
    },
  });
}
