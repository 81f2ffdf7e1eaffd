import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemAnalyticsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/system/analytics (admins): the whole shop in figures. */
export function getSystemAnalytics(signal?: AbortSignal) {
  return apiClient.get('/api/system/analytics', systemAnalyticsSchema, { signal });
}

export function systemAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.analytics.system,
    queryFn: ({ signal }) => getSystemAnalytics(signal),
    // The dashboard shows its own states (no access, server error, no data) and toast.
    meta: { silent: true },
  });
}

export function useSystemAnalytics() {
  return useQuery(systemAnalyticsQueryOptions());
}
