import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  managedItemListSchema,
  PAGE_SIZE,
  type Category,
  type ItemSourceFilter,
} from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient, apiDownload } from '@/lib/api-client';

export interface ManagedItemsQuery {
  page: number;
  /** Name, brand or article; empty for all. */
  q: string;
  category: Category | null;
  /** Imported items, items made by hand, or both. */
  source: ItemSourceFilter;
  /** Only the viewer's own items. */
  mine: boolean;
}

function filtersOf(query: Omit<ManagedItemsQuery, 'page'>) {
  return {
    q: query.q || undefined,
    category: query.category ?? undefined,
    source: query.source === 'all' ? undefined : query.source,
    mine: query.mine ? 'true' : undefined,
  };
}

/** GET /api/items/manage: the admin list, 20 a page, each item with its owner and rights. */
export function getManagedItems(query: ManagedItemsQuery, signal?: AbortSignal) {
  return apiClient.get('/api/items/manage', managedItemListSchema, {
    query: { page: query.page, limit: PAGE_SIZE, ...filtersOf(query) },
    signal,
  });
}

/** GET /api/items/manage/export: the list's items, one line per variant, as a CSV file. */
export function exportManagedItems(query: Omit<ManagedItemsQuery, 'page'>) {
  return apiDownload('/api/items/manage/export', { query: filtersOf(query) });
}

export function managedItemsQueryOptions(query: ManagedItemsQuery) {
  return queryOptions({
    queryKey: queryKeys.items.manage(query),
    queryFn: ({ signal }) => getManagedItems(query, signal),
    // The list shows 'Не удалось загрузить список вещей' itself.
    meta: { silent: true },
  });
}

export function useManagedItems(query: ManagedItemsQuery) {
  return useQuery({ ...managedItemsQueryOptions(query), placeholderData: keepPreviousData });
}
