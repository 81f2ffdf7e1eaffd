import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemListResponseSchema, TRENDING_LIMIT } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '../query-keys';

/** GET /api/items/trending: the most popular items, at most TRENDING_LIMIT of them shown. */
export async function getTrendingItems(signal?: AbortSignal) {
  const items = await apiClient.get('/api/items/trending', itemListResponseSchema, { signal });
  return items.slice(0, TRENDING_LIMIT);
}

export function trendingItemsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.items.trending,
    queryFn: ({ signal }) => getTrendingItems(signal),
    // /home shows its own empty state; a toast would only add noise.
    meta: { silent: true },
  });
}

export function useTrendingItems() {
  return useQuery(trendingItemsQueryOptions());
}
