import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { itemListResponseSchema, type Category } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** A slot's search returns at most this many items. */
export const SLOT_SEARCH_LIMIT = 30;

/** GET /api/items/?q&category&limit=30: items of one slot's category matching the search. */
export function searchSlotItems(query: { q: string; category: Category }, signal?: AbortSignal) {
  return apiClient.get('/api/items/', itemListResponseSchema, {
    query: { q: query.q, category: query.category, limit: SLOT_SEARCH_LIMIT },
    signal,
  });
}

export function slotItemsQueryOptions(query: { q: string; category: Category }) {
  return queryOptions({
    queryKey: queryKeys.items.adminPicks(query),
    queryFn: ({ signal }) => searchSlotItems(query, signal),
    // The picker says 'Не удалось загрузить список вещей' under its box.
    meta: { silent: true },
  });
}

/** A slot's search results; `q` null means no search yet (nothing is sent). */
export function useSlotItems(q: string | null, category: Category) {
  return useQuery({
    ...slotItemsQueryOptions({ q: q ?? '', category }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
