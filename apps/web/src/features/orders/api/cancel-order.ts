import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/orders/{id}/cancel: the shopper cancels their order while `can_cancel`. */
export function cancelOrder(id: number) {
  return apiClient.post(`/api/orders/${id}/cancel`, orderDetailSchema, { json: {} });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // The page says 'Не удалось отменить заказ' (or why) itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
