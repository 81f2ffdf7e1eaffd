import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeTaskListSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { UI_REFRESH_MS } from '../constants';

/** GET /api/catalog/tasks: the import tasks queued or running on the server. */
export function getActiveTasks(signal?: AbortSignal) {
  return apiClient.get('/api/catalog/tasks', activeTaskListSchema, { signal });
}

export function activeTasksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.activeTasks,
    queryFn: ({ signal }) => getActiveTasks(signal),
    refetchInterval: UI_REFRESH_MS,
    staleTime: 0,
    // The system badge reports an unreachable backend once (from the stats call).
    meta: { silent: true },
  });
}

export function useActiveTasks() {
  return useQuery(activeTasksQueryOptions());
}
