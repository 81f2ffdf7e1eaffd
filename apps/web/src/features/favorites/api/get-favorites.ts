import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { itemListResponseSchema } from '@shop/contract';
import { nextPageParam } from '@/api/paging';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/items/favorites?page=n: the favourite items, a page at a time. */
export function getFavorites(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/favorites', itemListResponseSchema, {
    query: { page },
    signal,
  });
}

export function favoritesInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.favorites.list(userId),
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    // The page shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

export function useFavoritesInfinite() {
  const user = useCurrentUser();
  return useInfiniteQuery({
    ...favoritesInfiniteQueryOptions(user?.id ?? 0),
    enabled: user !== null,
  });
}
