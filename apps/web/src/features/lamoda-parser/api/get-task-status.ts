import { queryOptions } from '@tanstack/react-query';
import { taskStatusSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { LONG_TASK_POLL_INTERVAL_MS, TASK_POLL_INTERVAL_MS } from '../constants';

/** GET /api/catalog/tasks/{id}/status: state, progress, status text, result and why it failed. */
export function getTaskStatus(id: string, signal?: AbortSignal) {
  return apiClient.get(`/api/catalog/tasks/${encodeURIComponent(id)}/status`, taskStatusSchema, {
    signal,
  });
}

/**
 * A running task's status, asked for every TASK_POLL_INTERVAL_MS while `polling` (the screen
 * stops when the task has ended), every LONG_TASK_POLL_INTERVAL_MS once it runs `long`. A failed
 * poll is silent: the next one may answer.
 */
export function taskStatusQueryOptions(id: string, polling: boolean, long = false) {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.taskStatus(id),
    queryFn: ({ signal }) => getTaskStatus(id, signal),
    enabled: polling,
    refetchInterval: polling ? (long ? LONG_TASK_POLL_INTERVAL_MS : TASK_POLL_INTERVAL_MS) : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    meta: { silent: true },
  });
}
