import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { itemListResponseSchema, PAGE_SIZE } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { catalogFiltersToApiQuery, type CatalogFilters } from '../filters';

/** GET /api/items/: one page of the catalogue under the filters (000 §7, decision 008). */
export function getItems(filters: CatalogFilters, page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/', itemListResponseSchema, {
    query: { ...catalogFiltersToApiQuery(filters), page, limit: PAGE_SIZE },
    signal,
  });
}

/**
 * 000 §4: paging starts at 1; a page of exactly PAGE_SIZE (20) means more pages exist, fewer ends
 * the list. A new search or filter is a new key, so it starts again from page 1.
 */
export function nextItemsPage(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}

export function itemsInfiniteQueryOptions(filters: CatalogFilters) {
  return infiniteQueryOptions({
    queryKey: ['items', 'list', filters],
    queryFn: ({ pageParam, signal }) => getItems(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextItemsPage(lastPage, lastPageParam),
  });
}

/** The catalogue list; while a new filter loads, the previous results stay on screen. */
export function useItemsInfinite(filters: CatalogFilters) {
  return useInfiniteQuery({
    ...itemsInfiniteQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
