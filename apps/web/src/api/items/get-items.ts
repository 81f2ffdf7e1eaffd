import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { itemListResponseSchema, PAGE_SIZE, type ItemFilters } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { nextPageParam } from '../paging';
import { queryKeys } from '../query-keys';

/** GET /api/items/: one page of items under the filters (search, category, brands, sort…). */
export function getItems(filters: ItemFilters, page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/', itemListResponseSchema, {
    query: { ...filters, page, limit: PAGE_SIZE },
    signal,
  });
}

export function itemsInfiniteQueryOptions(filters: ItemFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.items.list(filters),
    queryFn: ({ pageParam, signal }) => getItems(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
  });
}

/** Items page by page; while new filters load, the previous results stay on screen. */
export function useItemsInfinite(filters: ItemFilters) {
  return useInfiniteQuery({
    ...itemsInfiniteQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
