import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemHealthSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/system/health (admins): users, items and whether the database answers. */
export function getSystemHealth(signal?: AbortSignal) {
  return apiClient.get('/api/system/health', systemHealthSchema, { signal });
}

export function systemHealthQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.system.health,
    queryFn: ({ signal }) => getSystemHealth(signal),
    refetchInterval,
    staleTime: 0,
    // A failed check shows as «нет данных» in its card; the dashboard's own state speaks for the rest.
    meta: { silent: true },
  });
}

/** `refetchInterval`: how often to refresh while the caller shows the figures (false: once). */
export function useSystemHealth(refetchInterval: number | false = false) {
  return useQuery(systemHealthQueryOptions(refetchInterval));
}
