import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderPageSchema,
  type AdminOrderSort,
  type OrderStatus,
  type PaymentState,
  type SortOrder,
} from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient, apiDownload } from '@/lib/api-client';

export interface ManagedOrdersQuery {
  page: number;
  /** Order number or id, part of the buyer's email, name or phone; empty for all. */
  q: string;
  status: readonly OrderStatus[];
  /** The payment's states (any when empty). */
  payment: readonly PaymentState[];
  /** YYYY-MM-DD, both ends included; empty for open. */
  dateFrom: string;
  dateTo: string;
  sort: AdminOrderSort;
  order: SortOrder;
}

function filtersOf(query: Omit<ManagedOrdersQuery, 'page'>) {
  return {
    q: query.q || undefined,
    status: query.status.length > 0 ? query.status.join(',') : undefined,
    payment: query.payment.length > 0 ? query.payment.join(',') : undefined,
    date_from: query.dateFrom || undefined,
    date_to: query.dateTo || undefined,
    // The server's defaults (newest first) stay out of the address it is asked at.
    sort: query.sort === 'created' ? undefined : query.sort,
    order: query.order === 'desc' ? undefined : query.order,
  };
}

/**
 * GET /api/orders/manage (admins): every order, 20 per page, with the total; newest first unless
 * sorted by another column.
 */
export function getManagedOrders(query: ManagedOrdersQuery, signal?: AbortSignal) {
  return apiClient.get('/api/orders/manage', orderPageSchema, {
    query: { page: query.page, ...filtersOf(query) },
    signal,
  });
}

/** GET /api/orders/manage/export: the same orders in the same order, every page, as a CSV file. */
export function exportManagedOrders(query: Omit<ManagedOrdersQuery, 'page'>) {
  return apiDownload('/api/orders/manage/export', { query: filtersOf(query) });
}

export function managedOrdersQueryOptions(query: ManagedOrdersQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.manage(query),
    queryFn: ({ signal }) => getManagedOrders(query, signal),
    // The list says 'Не удалось загрузить заказы' itself.
    meta: { silent: true },
  });
}

/** One page of orders; while the next page or filter loads, the current rows stay. */
export function useManagedOrders(query: ManagedOrdersQuery) {
  return useQuery({ ...managedOrdersQueryOptions(query), placeholderData: keepPreviousData });
}
