import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDeliveryUpdate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/orders/{id}/delivery (admins): the recipient and address, before shipping. */
export function updateOrderDelivery({ id, body }: { id: number; body: OrderDeliveryUpdate }) {
  return apiClient.put(`/api/orders/${id}/delivery`, orderDetailSchema, { json: body });
}

export function useUpdateOrderDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderDelivery,
    // The form says why it failed itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
