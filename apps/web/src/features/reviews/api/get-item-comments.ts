import { queryOptions, useQuery } from '@tanstack/react-query';
import { commentListResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** The cache key of an item's reviews; every review call updates or invalidates it. */
export function itemCommentsQueryKey(itemId: number) {
  return ['comments', 'items', itemId] as const;
}

/** GET /api/items/{id}/comments: the item's reviews, newest first (000 §7). */
export function getItemComments(itemId: number, signal?: AbortSignal) {
  return apiClient.get(`/api/items/${itemId}/comments`, commentListResponseSchema, { signal });
}

export function itemCommentsQueryOptions(itemId: number) {
  return queryOptions({
    queryKey: itemCommentsQueryKey(itemId),
    queryFn: async ({ signal }) => {
      try {
        return await getItemComments(itemId, signal);
      } catch (error) {
        // 000 §8: review errors are only logged.
        if (!signal.aborted) console.warn('[reviews] the reviews could not be loaded', error);
        throw error;
      }
    },
    meta: { silent: true },
  });
}

export function useItemComments(itemId: number) {
  return useQuery(itemCommentsQueryOptions(itemId));
}
