import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemDetailSchema } from '@shop/contract';
import { apiClient, isRowId } from '@/lib/api-client';
import { queryKeys } from '../query-keys';

/** GET /api/items/{id}: one item with its variants and pictures. */
export function getItem(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/items/${id}`, itemDetailSchema, { signal });
}

export function itemQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.items.detail(id),
    queryFn: ({ signal }) => getItem(id, signal),
    // The item page shows 'Товар не найден' or a retry itself.
    meta: { silent: true },
  });
}

export function useItem(id: number) {
  return useQuery({ ...itemQueryOptions(id), enabled: isItemId(id) });
}

/** Ids are positive integers; anything else cannot name an item. */
export const isItemId = isRowId;
