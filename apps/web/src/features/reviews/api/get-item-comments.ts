import { queryOptions, useQuery } from '@tanstack/react-query';
import { commentListResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/items/{id}/comments: the item's reviews, newest first. */
export function getItemComments(itemId: number, signal?: AbortSignal) {
  return apiClient.get(`/api/items/${itemId}/comments`, commentListResponseSchema, { signal });
}

export function itemCommentsQueryOptions(itemId: number) {
  return queryOptions({
    queryKey: queryKeys.comments.item(itemId),
    queryFn: async ({ signal }) => {
      try {
        return await getItemComments(itemId, signal);
      } catch (error) {
        // Review errors are only logged.
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
