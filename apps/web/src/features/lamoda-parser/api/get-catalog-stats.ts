import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogStatsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { UI_REFRESH_MS } from '../constants';

/**
 * GET /api/catalog/stats: catalogue figures for the stat cards and the analytics tab. Whether it
 * answers also decides the «Система готова» / «Система недоступна» badge.
 */
export function getCatalogStats(signal?: AbortSignal) {
  return apiClient.get('/api/catalog/stats', catalogStatsSchema, { signal });
}

/** `live`: a task is running, so the figures move; they are asked for every UI_REFRESH_MS. */
export function catalogStatsQueryOptions(live = false) {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.stats,
    queryFn: ({ signal }) => getCatalogStats(signal),
    staleTime: 0,
    refetchInterval: live ? UI_REFRESH_MS : false,
    // The screen says 'Система парсинга недоступна' itself.
    meta: { silent: true },
  });
}

export function useCatalogStats(live = false) {
  return useQuery(catalogStatsQueryOptions(live));
}
