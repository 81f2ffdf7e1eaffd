import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  managedItemPageSchema,
  PAGE_SIZE,
  type Category,
  type ItemStatus,
  type ItemSourceFilter,
  type ManagedItemSort,
  type SortOrder,
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
  status: ItemStatus | null;
  /** Only the viewer's own items. */
  mine: boolean;
  /** Only the items at or below the shop's low-stock threshold. */
  lowStock: boolean;
  sort: ManagedItemSort;
  order: SortOrder;
}

function filtersOf(query: Omit<ManagedItemsQuery, 'page'>) {
  return {
    q: query.q || undefined,
    category: query.category ?? undefined,
    status: query.status ?? undefined,
    source: query.source === 'all' ? undefined : query.source,
    mine: query.mine ? 'true' : undefined,
    low_stock: query.lowStock ? 'true' : undefined,
    // The server's default order (newest first) goes unsaid.
    sort: query.sort === 'created' ? undefined : query.sort,
    order: query.order === 'desc' ? undefined : query.order,
  };
}

/**
 * GET /api/items/manage: a page of the admin list, 20 items with their owner, rights and stock,
 * the total and the low-stock threshold.
 */
export function getManagedItems(query: ManagedItemsQuery, signal?: AbortSignal) {
  return apiClient.get('/api/items/manage', managedItemPageSchema, {
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
