import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemAnalyticsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/**
 * GET /api/items/moderator/analytics: a moderator's figures cover their own items, an admin's the
 * whole catalogue, so the key carries the viewer.
 */
export function getItemAnalytics(signal?: AbortSignal) {
  return apiClient.get('/api/items/moderator/analytics', itemAnalyticsSchema, { signal });
}

export function itemAnalyticsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.analytics.items(userId),
    queryFn: ({ signal }) => getItemAnalytics(signal),
    // The page shows 'Не удалось загрузить аналитику' itself, as a state and a toast.
    meta: { silent: true },
  });
}

export function useItemAnalytics() {
  const user = useCurrentUser();
  return useQuery(itemAnalyticsQueryOptions(user?.id ?? 0));
}
