import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/orders/{id}/cash-received (staff): a delivered cash order's money reached the shop. */
export function recordCash(id: number) {
  return apiClient.post(`/api/orders/${id}/cash-received`, orderDetailSchema);
}

export function useRecordCash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordCash,
    // The page says why it failed itself.
    meta: { silent: true },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
