import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxPageSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface OutboxQuery {
  page: number;
  /** Only the emails about this order; null for all. */
  orderId: number | null;
}

/** GET /api/emails/outbox (admins): the emails the shop sent or keeps, newest first. */
export function getOutbox(query: OutboxQuery, signal?: AbortSignal) {
  return apiClient.get('/api/emails/outbox', outboxPageSchema, {
    query: { page: query.page, order_id: query.orderId ?? undefined },
    signal,
  });
}

export function outboxQueryOptions(query: OutboxQuery) {
  return queryOptions({
    queryKey: queryKeys.emails.outbox(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    // The list says 'Не удалось загрузить письма' itself.
    meta: { silent: true },
  });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
