import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { itemListResponseSchema, PAGE_SIZE } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/items/favorites?page=n: the favourite items, 20 per page (000 §7). */
export function getFavorites(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/favorites', itemListResponseSchema, {
    query: { page },
    signal,
  });
}

/** A page of exactly 20 means more pages exist (000 §4). */
export function nextFavoritesPage(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}

export function favoritesInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: ['favorites', 'list', userId],
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextFavoritesPage(lastPage, lastPageParam),
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
