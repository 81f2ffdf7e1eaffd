import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { managedItemListSchema, PAGE_SIZE, type Category, type ItemStatus } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface ManagedItemsQuery {
  page: number;
  /** Name, brand or article; empty for all. */
  q: string;
  category: Category | null;
  status: ItemStatus | null;
  /** Only the viewer's own items. */
  mine: boolean;
}

/** GET /api/items/manage: the admin list, 20 a page, each item with its owner and rights. */
export function getManagedItems(query: ManagedItemsQuery, signal?: AbortSignal) {
  return apiClient.get('/api/items/manage', managedItemListSchema, {
    query: {
      page: query.page,
      limit: PAGE_SIZE,
      q: query.q || undefined,
      category: query.category ?? undefined,
      status: query.status ?? undefined,
      mine: query.mine ? 'true' : undefined,
    },
    signal,
  });
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
