import { queryOptions, useQuery } from '@tanstack/react-query';
import { commentListResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';

/** GET /api/items/{id}/comments or /api/outfits/{id}/comments: the reviews, newest first. */
export function getComments(target: ReviewTarget, signal?: AbortSignal) {
  return apiClient.get(commentsPath(target), commentListResponseSchema, { signal });
}

export function commentsQueryOptions(target: ReviewTarget) {
  return queryOptions({
    queryKey: commentsKey(target),
    queryFn: async ({ signal }) => {
      try {
        return await getComments(target, signal);
      } catch (error) {
        // Review errors are only logged.
        if (!signal.aborted) console.warn('[reviews] the reviews could not be loaded', error);
        throw error;
      }
    },
    meta: { silent: true },
  });
}

export function useComments(target: ReviewTarget) {
  return useQuery(commentsQueryOptions(target));
}
