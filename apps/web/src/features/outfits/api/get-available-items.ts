import { queryOptions, useQuery } from '@tanstack/react-query';
import { outfitAvailableItemsResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/outfits/available-items?ids=…: which of these item ids still name an item. */
export function getAvailableItems(ids: readonly number[], signal?: AbortSignal) {
  return apiClient.get('/api/outfits/available-items', outfitAvailableItemsResponseSchema, {
    query: { ids: ids.join(',') },
    signal,
  });
}

export function availableItemsQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: queryKeys.outfits.availableItems(ids),
    queryFn: ({ signal }) => getAvailableItems(ids, signal),
    // A failed check keeps the draft as it is: the server refuses a missing item on save anyway.
    meta: { silent: true },
    staleTime: Infinity,
  });
}

/** The ids among `ids` that exist; undefined until known (or when `ids` is empty: all of them). */
export function useAvailableItems(ids: readonly number[]) {
  return useQuery({ ...availableItemsQueryOptions(ids), enabled: ids.length > 0 });
}
