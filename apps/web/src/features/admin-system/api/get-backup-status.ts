import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupStatusSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/system/backups (admins): the newest backup archive, its size and age, the schedule. */
export function getBackupStatus(signal?: AbortSignal) {
  return apiClient.get('/api/system/backups', backupStatusSchema, { signal });
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.system.backups,
    queryFn: ({ signal }) => getBackupStatus(signal),
    // A failed check shows as «нет данных» in its card; the dashboard's own state speaks for the rest.
    meta: { silent: true },
  });
}

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
