import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { itemFacetsSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { catalogFiltersToApiQuery, type CatalogFilters } from '../filters';

/** GET /api/items/facets: counts for the filter drawer under the same filters (decision 008). */
export function getItemFacets(filters: CatalogFilters, signal?: AbortSignal) {
  return apiClient.get('/api/items/facets', itemFacetsSchema, {
    query: catalogFiltersToApiQuery(filters, { withSort: false }),
    signal,
  });
}

export function itemFacetsQueryOptions(filters: CatalogFilters) {
  // The sort order does not change the counts.
  const { sort: _sort, ...key } = filters;
  return queryOptions({
    queryKey: ['items', 'facets', key],
    queryFn: ({ signal }) => getItemFacets(filters, signal),
    // The drawer still works without counts.
    meta: { silent: true },
  });
}

export function useItemFacets(filters: CatalogFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...itemFacetsQueryOptions(filters),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
