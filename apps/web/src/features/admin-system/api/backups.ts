import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupStartedSchema, backupStatusSchema, type BackupStatus } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** While a backup is being made the card follows it; otherwise its download links stay fresh. */
export const BACKUP_POLL_MS = 3000;
const LINKS_REFRESH_MS = 5 * 60_000;

/** GET /api/system/backups (admins): the archives kept, whether one is being made, the schedule. */
export function getBackupStatus(signal?: AbortSignal) {
  return apiClient.get('/api/system/backups', backupStatusSchema, { signal });
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.system.backups,
    queryFn: ({ signal }) => getBackupStatus(signal),
    refetchInterval: (query) => (query.state.data?.in_progress ? BACKUP_POLL_MS : LINKS_REFRESH_MS),
    // A failed check shows as «нет данных» in its card; the dashboard's own state speaks for the rest.
    meta: { silent: true },
  });
}

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}

/** POST /api/system/backups (admins): a backup of the whole shop, made by the job queue. */
export function startBackup() {
  return apiClient.post('/api/system/backups', backupStartedSchema);
}

export function useStartBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSuccess: () =>
      client.setQueryData<BackupStatus>(queryKeys.system.backups, (status) =>
        status ? { ...status, in_progress: true } : status,
      ),
  });
}
