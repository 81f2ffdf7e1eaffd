import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteIdsResponseSchema } from '@shop/contract';
import { useMemo } from 'react';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/items/favorites/ids: every favourite item id (the header badge, the hearts). */
export function getFavoriteIds(signal?: AbortSignal) {
  return apiClient.get('/api/items/favorites/ids', favoriteIdsResponseSchema, { signal });
}

export function favoriteIdsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.favorites.ids(userId),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    staleTime: 60_000,
    // The badge and the hearts cope without it; a toast on every page would be noise.
    meta: { silent: true },
  });
}

const NO_IDS: ReadonlySet<number> = new Set();

/** The signed-in user's favourite ids; empty for a guest, whose hearts are all off. */
export function useFavoriteIds(): {
  ids: ReadonlySet<number>;
  count: number;
  isLoaded: boolean;
} {
  const user = useCurrentUser();
  const query = useQuery({ ...favoriteIdsQueryOptions(user?.id ?? 0), enabled: user !== null });
  const data = user ? query.data : undefined;
  const ids = useMemo(() => (data ? new Set(data) : NO_IDS), [data]);
  return { ids, count: ids.size, isLoaded: data !== undefined };
}
