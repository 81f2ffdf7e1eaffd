import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemPerformanceSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/system/performance (admins): live figures of the last hour across the API processes. */
export function getSystemPerformance(signal?: AbortSignal) {
  return apiClient.get('/api/system/performance', systemPerformanceSchema, { signal });
}

export function systemPerformanceQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: queryKeys.system.performance,
    queryFn: ({ signal }) => getSystemPerformance(signal),
    refetchInterval,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** `refetchInterval`: how often to refresh while the caller shows the figures (false: once). */
export function useSystemPerformance(refetchInterval: number | false = false) {
  return useQuery(systemPerformanceQueryOptions(refetchInterval));
}
