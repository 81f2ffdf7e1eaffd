import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderReturnCreate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/orders/{id}/returns (admins): the pieces that came back, the delivery and the sum to
 * give back; the API refunds it (to the card through the payment provider, or records cash) and
 * answers the order.
 */
export function createOrderReturn({ id, body }: { id: number; body: OrderReturnCreate }) {
  return apiClient.post(`/api/orders/${id}/returns`, orderDetailSchema, { json: body });
}

export function useCreateOrderReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrderReturn,
    // The form says why it failed itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      // The refund's email to the shopper joins the order's letters.
      void client.invalidateQueries({ queryKey: queryKeys.emails.all });
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
