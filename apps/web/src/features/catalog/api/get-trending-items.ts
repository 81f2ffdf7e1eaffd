import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemListResponseSchema, TRENDING_LIMIT } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/items/trending: the most popular items (000 §2 /home, at most 8 shown). */
export async function getTrendingItems(signal?: AbortSignal) {
  const items = await apiClient.get('/api/items/trending', itemListResponseSchema, { signal });
  return items.slice(0, TRENDING_LIMIT);
}

export function trendingItemsQueryOptions() {
  return queryOptions({
    queryKey: ['items', 'trending'],
    queryFn: ({ signal }) => getTrendingItems(signal),
    // /home shows its own empty state; a toast would only add noise.
    meta: { silent: true },
  });
}

export function useTrendingItems() {
  return useQuery(trendingItemsQueryOptions());
}
