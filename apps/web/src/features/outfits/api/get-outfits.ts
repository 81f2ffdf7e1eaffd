import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '@/api/paging';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { outfitListReadSchema } from '../outfit-read';

/** GET /api/outfits/?page&q: public outfits and the viewer's own, newest first, 20 a page. */
export function getOutfits(q: string | null, page: number, signal?: AbortSignal) {
  return apiClient.get('/api/outfits/', outfitListReadSchema, {
    query: { page, q: q ?? undefined },
    signal,
  });
}

/** A new search is a new key, so it starts again from page 1. */
export function outfitsInfiniteQueryOptions(q: string | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.outfits.list(q),
    queryFn: ({ pageParam, signal }) => getOutfits(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    // The list shows its failure itself, with a retry.
    meta: { silent: true },
  });
}

/** Outfits page by page; while a new search loads, the previous results stay on screen. */
export function useOutfitsInfinite(q: string | null) {
  return useInfiniteQuery({
    ...outfitsInfiniteQueryOptions(q),
    placeholderData: keepPreviousData,
  });
}
