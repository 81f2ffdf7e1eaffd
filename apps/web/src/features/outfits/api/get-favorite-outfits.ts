import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/api/paging';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { outfitListReadSchema } from '../outfit-read';

/** GET /api/outfits/favorites?page=n: the favourite outfits, newest first, 20 a page. */
export function getFavoriteOutfits(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/outfits/favorites', outfitListReadSchema, {
    query: { page },
    signal,
  });
}

export function favoriteOutfitsInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.outfits.favorites(userId),
    queryFn: ({ pageParam, signal }) => getFavoriteOutfits(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

export function useFavoriteOutfits() {
  const user = useCurrentUser();
  return useInfiniteQuery({
    ...favoriteOutfitsInfiniteQueryOptions(user?.id ?? 0),
    enabled: user !== null,
  });
}
