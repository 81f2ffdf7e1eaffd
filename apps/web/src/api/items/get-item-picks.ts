import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CAROUSEL_LIMIT,
  itemListResponseSchema,
  SEARCH_LIMIT,
  type Category,
} from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/items/ for a picker: one category's items (`?category&limit=50`, the outfit builder's
 * carousels) or a search (`?q&limit=30`, the builder's search box). No paging: the first `limit`.
 */
export function getItemPicks(
  filters: { category?: Category; q?: string; limit: number },
  signal?: AbortSignal,
) {
  return apiClient.get('/api/items/', itemListResponseSchema, { query: filters, signal });
}

/** The first CAROUSEL_LIMIT items of a category. */
export function categoryPicksQueryOptions(category: Category) {
  const filters = { category, limit: CAROUSEL_LIMIT };
  return queryOptions({
    queryKey: queryKeys.items.picks(filters),
    queryFn: ({ signal }) => getItemPicks(filters, signal),
    staleTime: 5 * 60_000,
  });
}

/** The first SEARCH_LIMIT items found for `q` (already trimmed, at least SEARCH_MIN_CHARS). */
export function searchPicksQueryOptions(q: string) {
  const filters = { q, limit: SEARCH_LIMIT };
  return queryOptions({
    queryKey: queryKeys.items.picks(filters),
    queryFn: ({ signal }) => getItemPicks(filters, signal),
  });
}

/** A search's results; `q` undefined means no search (nothing is sent). */
export function useSearchPicks(q: string | undefined) {
  return useQuery({
    ...searchPicksQueryOptions(q ?? ''),
    enabled: q !== undefined,
    placeholderData: keepPreviousData,
  });
}
