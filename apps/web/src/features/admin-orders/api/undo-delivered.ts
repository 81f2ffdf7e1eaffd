import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/orders/{id}/undo-delivered (admins): «delivered» back to «shipped», shortly after. */
export function undoDelivered(id: number) {
  return apiClient.post(`/api/orders/${id}/undo-delivered`, orderDetailSchema);
}

export function useUndoDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoDelivered,
    // The page says why it failed itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.emails.all });
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
