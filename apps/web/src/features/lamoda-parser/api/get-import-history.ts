import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importHistoryPageSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { UI_REFRESH_MS } from '../constants';

/** GET /api/catalog/tasks/history?page=N: every import task, newest first, finished ones kept. */
export function getImportHistory(page: number, signal?: AbortSignal) {
  return apiClient.get(`/api/catalog/tasks/history?page=${page}`, importHistoryPageSchema, {
    signal,
  });
}

/** While a task on the page is queued or running, the page follows it. */
export function importHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.historyPage(page),
    queryFn: ({ signal }) => getImportHistory(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((task) => task.state === 'PENDING' || task.state === 'PROGRESS')
        ? UI_REFRESH_MS
        : false,
  });
}

export function useImportHistory(page: number, enabled: boolean) {
  return useQuery({ ...importHistoryQueryOptions(page), enabled });
}
