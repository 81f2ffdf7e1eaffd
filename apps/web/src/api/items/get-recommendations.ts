import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemListResponseSchema, RECOMMENDATIONS_LIMIT } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { queryKeys } from '../query-keys';

/**
 * GET /api/items/recommendations: items like the shopper's favourites and viewed ones, filled
 * with trending ones (a guest gets those alone).
 */
export function getRecommendations(limit: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/recommendations', itemListResponseSchema, {
    query: { limit },
    signal,
  });
}

export function recommendationsQueryOptions(userId: number | null, limit = RECOMMENDATIONS_LIMIT) {
  return queryOptions({
    queryKey: queryKeys.items.recommendations(userId, limit),
    queryFn: ({ signal }) => getRecommendations(limit, signal),
    // Suggestions are a bonus: a failure hides the row, no toast.
    meta: { silent: true },
  });
}

export function useRecommendations(limit = RECOMMENDATIONS_LIMIT) {
  const user = useCurrentUser();
  return useQuery(recommendationsQueryOptions(user?.id ?? null, limit));
}
