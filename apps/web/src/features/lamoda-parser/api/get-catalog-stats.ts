import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogStatsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/catalog/stats: catalogue figures for the stat cards and the analytics tab. Whether it
 * answers also decides the «Система готова» / «Система недоступна» badge.
 */
export function getCatalogStats(signal?: AbortSignal) {
  return apiClient.get('/api/catalog/stats', catalogStatsSchema, { signal });
}

export function catalogStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.stats,
    queryFn: ({ signal }) => getCatalogStats(signal),
    staleTime: 0,
    // The screen says 'Система парсинга недоступна' itself.
    meta: { silent: true },
  });
}

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
