import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyItemSchema } from '@shop/contract';
import { nextPageParam } from '@/api/paging';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

const historyPageSchema = historyItemSchema.array();

/** GET /api/items/history?page=n: viewed items, most recent first, a page at a time. */
export function getItemHistory(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/history', historyPageSchema, { query: { page }, signal });
}

export function itemHistoryInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.history.items(userId),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getItemHistory(pageParam, signal);
      } catch (error) {
        console.warn('[history] a page could not be loaded', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    // History failures are only logged; the page copes with what it has.
    meta: { silent: true },
  });
}

export function useItemHistory() {
  const user = useCurrentUser();
  return useInfiniteQuery({
    ...itemHistoryInfiniteQueryOptions(user?.id ?? 0),
    enabled: user !== null,
  });
}
