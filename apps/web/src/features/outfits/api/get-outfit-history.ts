import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/api/paging';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { outfitHistoryReadSchema } from '../outfit-read';

/** GET /api/outfits/history?page=n: viewed outfits, most recent first, 20 a page. */
export function getOutfitHistory(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/outfits/history', outfitHistoryReadSchema, {
    query: { page },
    signal,
  });
}

export function outfitHistoryInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.outfits.history(userId),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getOutfitHistory(pageParam, signal);
      } catch (error) {
        if (!signal.aborted) console.warn('[outfits] a history page could not be loaded', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    // History failures are only logged; the page copes with what it has.
    meta: { silent: true },
  });
}

export function useOutfitHistory() {
  const user = useCurrentUser();
  return useInfiniteQuery({
    ...outfitHistoryInfiniteQueryOptions(user?.id ?? 0),
    enabled: user !== null,
  });
}
