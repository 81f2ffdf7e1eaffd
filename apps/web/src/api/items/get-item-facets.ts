import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { itemFacetsSchema, type ItemFilters } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '../query-keys';

/** GET /api/items/facets: counts per category, brand, size and colour under the same filters. */
export function getItemFacets(filters: ItemFilters, signal?: AbortSignal) {
  const { sort: _sort, ...query } = filters;
  return apiClient.get('/api/items/facets', itemFacetsSchema, { query, signal });
}

export function itemFacetsQueryOptions(filters: ItemFilters) {
  const { sort: _sort, ...key } = filters;
  return queryOptions({
    queryKey: queryKeys.items.facets(key),
    queryFn: ({ signal }) => getItemFacets(filters, signal),
    // The filter drawer still works without counts.
    meta: { silent: true },
  });
}

export function useItemFacets(filters: ItemFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...itemFacetsQueryOptions(filters),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
