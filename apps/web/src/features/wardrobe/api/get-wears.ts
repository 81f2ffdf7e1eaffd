import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wardrobeWearsResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** GET /api/wardrobe/wears?from=&to=: what was worn on each day of the span (ISO dates). */
export function getWears(from: string, to: string, signal?: AbortSignal) {
  return apiClient.get('/api/wardrobe/wears', wardrobeWearsResponseSchema, {
    query: { from, to },
    signal,
  });
}

export function wearsQueryOptions(userId: number, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.wardrobe.wears(userId, from, to),
    queryFn: ({ signal }) => getWears(from, to, signal),
    meta: { silent: true },
  });
}

/** The wears of one month of the calendar; the month before stays on screen while it loads. */
export function useWears(from: string, to: string) {
  const user = useCurrentUser();
  return useQuery({
    ...wearsQueryOptions(user?.id ?? 0, from, to),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
