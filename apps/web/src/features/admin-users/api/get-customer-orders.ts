import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderPageSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/orders/manage?user_id: one customer's orders, newest first, a page at a time. */
export function getCustomerOrders(userId: number, page: number, signal?: AbortSignal) {
  return apiClient.get('/api/orders/manage', orderPageSchema, {
    query: { user_id: userId, page },
    signal,
  });
}

export function customerOrdersQueryOptions(userId: number, page: number) {
  return queryOptions({
    // Under `orders`, so an order's change elsewhere in the admin refreshes it too.
    queryKey: queryKeys.orders.customer(userId, page),
    queryFn: ({ signal }) => getCustomerOrders(userId, page, signal),
    meta: { silent: true },
  });
}

export function useCustomerOrders(userId: number, page: number) {
  return useQuery({
    ...customerOrdersQueryOptions(userId, page),
    placeholderData: keepPreviousData,
  });
}
