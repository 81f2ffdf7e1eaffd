import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderPageSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/orders?page: the signed-in shopper's orders, newest first, 20 per page. */
export function getOrders(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/orders', orderPageSchema, { query: { page }, signal });
}

export function ordersQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.orders.mine(userId, page),
    queryFn: ({ signal }) => getOrders(page, signal),
    // The page says 'Не удалось загрузить заказы' itself.
    meta: { silent: true },
  });
}

/** One page of the shopper's orders; while the next page loads, the current one stays. */
export function useOrders(page: number) {
  const user = useCurrentUser();
  return useQuery({
    ...ordersQueryOptions(user?.id ?? 0, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
