import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/orders/{id}: any order for an admin, with the statuses it may move to. */
export function getAdminOrder(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/orders/${id}`, orderDetailSchema, { signal });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    // The page shows «Заказ не найден» or 'Не удалось загрузить заказ' itself.
    meta: { silent: true },
  });
}

export function useAdminOrder(id: number, enabled = true) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled });
}
