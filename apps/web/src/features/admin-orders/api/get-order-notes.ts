import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderNotesSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/orders/{id}/notes (admins): the staff's notes, newest first. */
export function getOrderNotes(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/orders/${id}/notes`, orderNotesSchema, { signal });
}

export function orderNotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.notes(id),
    queryFn: ({ signal }) => getOrderNotes(id, signal),
  });
}

export function useOrderNotes(id: number) {
  return useQuery(orderNotesQueryOptions(id));
}
