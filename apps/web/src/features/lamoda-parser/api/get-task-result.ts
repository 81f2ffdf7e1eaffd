import { queryOptions } from '@tanstack/react-query';
import { taskResultSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/catalog/tasks/{id}/result: the result of a finished task. */
export function getTaskResult(id: string, signal?: AbortSignal) {
  return apiClient.get(`/api/catalog/tasks/${encodeURIComponent(id)}/result`, taskResultSchema, {
    signal,
  });
}

export function taskResultQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.taskResult(id),
    queryFn: ({ signal }) => getTaskResult(id, signal),
    // A finished task's result never changes.
    staleTime: Infinity,
    meta: { silent: true },
  });
}
