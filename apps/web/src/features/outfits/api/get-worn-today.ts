import { queryOptions, useQuery } from '@tanstack/react-query';
import { wardrobeWearsResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** Today as YYYY-MM-DD on the shopper's clock. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** GET /api/wardrobe/wears for one day: what the shopper logged as worn on it. */
export function getWornOn(day: string, signal?: AbortSignal) {
  return apiClient.get('/api/wardrobe/wears', wardrobeWearsResponseSchema, {
    query: { from: day, to: day },
    signal,
  });
}

export function wornOnQueryOptions(userId: number, day: string) {
  return queryOptions({
    queryKey: queryKeys.wardrobe.wears(userId, day, day),
    queryFn: ({ signal }) => getWornOn(day, signal),
    // Without it the button simply offers the mark.
    meta: { silent: true },
  });
}

/** Whether the outfit was already marked worn today (only its owner asks). */
export function useOutfitWornToday(outfitId: number, enabled: boolean): boolean {
  const user = useCurrentUser();
  const query = useQuery({
    ...wornOnQueryOptions(user?.id ?? 0, localToday()),
    enabled: enabled && user !== null,
  });
  return query.data?.wears.some((wear) => wear.outfit_id === outfitId) ?? false;
}
