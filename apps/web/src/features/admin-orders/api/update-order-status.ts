import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderStatusUpdate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * PATCH /api/orders/{id} { status, note? } (admins): one step along the transitions the API
 * allows; the answer is the order with its new timeline. The customer gets an email.
 */
export function updateOrderStatus({ id, body }: { id: number; body: OrderStatusUpdate }) {
  return apiClient.patch(`/api/orders/${id}`, orderDetailSchema, { json: body });
}

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // The page says 'Не удалось изменить статус заказа' (or why) itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.emails.all });
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
