import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemListResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '../query-keys';

/** GET /api/items/{id}/similar: items like this one, never the item itself. */
export function getSimilarItems(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/items/${id}/similar`, itemListResponseSchema, { signal });
}

export function similarItemsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.items.similar(id),
    queryFn: ({ signal }) => getSimilarItems(id, signal),
    // Nice to have: when it fails the row is simply not shown.
    meta: { silent: true },
  });
}

export function useSimilarItems(id: number) {
  return useQuery(similarItemsQueryOptions(id));
}
