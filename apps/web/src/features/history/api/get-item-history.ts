import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyItemSchema, PAGE_SIZE } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

const historyPageSchema = historyItemSchema.array();

/** GET /api/items/history?page=n: viewed items, most recent first, 20 per page (000 §7). */
export function getItemHistory(page: number, signal?: AbortSignal) {
  return apiClient.get('/api/items/history', historyPageSchema, { query: { page }, signal });
}

/** 000 §4: a page of fewer than 20 entries ends the list. */
export function nextHistoryPage(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}

export function itemHistoryQueryKey(userId: number) {
  return ['history', 'items', userId] as const;
}

export function itemHistoryInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: itemHistoryQueryKey(userId),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getItemHistory(pageParam, signal);
      } catch (error) {
        console.warn('[history] a page could not be loaded', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextHistoryPage(lastPage, lastPageParam),
    // 000 §8: history failures are only logged.
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
