import { queryOptions, useQuery } from '@tanstack/react-query';
import { wardrobeStatsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/wardrobe/stats: counts and value by slot and colour, most and least worn, idle. */
export function getWardrobeStats(signal?: AbortSignal) {
  return apiClient.get('/api/wardrobe/stats', wardrobeStatsSchema, { signal });
}

export function wardrobeStatsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.wardrobe.stats(userId),
    queryFn: ({ signal }) => getWardrobeStats(signal),
    meta: { silent: true },
  });
}

export function useWardrobeStats() {
  const user = useCurrentUser();
  return useQuery({ ...wardrobeStatsQueryOptions(user?.id ?? 0), enabled: user !== null });
}
