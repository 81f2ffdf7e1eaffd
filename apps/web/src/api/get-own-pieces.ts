import { queryOptions, useQuery } from '@tanstack/react-query';
import { wardrobeListResponseSchema, type Category } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { queryKeys } from './query-keys';

/**
 * GET /api/wardrobe/items?slot=…: the signed-in shopper's own pieces of one slot. Shared: the
 * wardrobe page lists them, the outfit builder offers them «Из гардероба». The key is the
 * wardrobe page's for the same filter, so a change to the wardrobe refreshes both.
 */
export function getOwnPieces(slot: Category, signal?: AbortSignal) {
  return apiClient.get('/api/wardrobe/items', wardrobeListResponseSchema, {
    query: { slot },
    signal,
  });
}

export function ownPiecesQueryOptions(userId: number, slot: Category) {
  return queryOptions({
    queryKey: queryKeys.wardrobe.list(userId, { slot }),
    queryFn: ({ signal }) => getOwnPieces(slot, signal),
    // The builder shows the failure with a retry itself.
    meta: { silent: true },
    // Own pictures are signed for a short while: asked again well before they run out.
    staleTime: 60_000,
  });
}

/** The signed-in shopper's pieces of the slot; nothing is asked for a guest or while `enabled` is off. */
export function useOwnPieces(slot: Category, enabled = true) {
  const user = useCurrentUser();
  return useQuery({
    ...ownPiecesQueryOptions(user?.id ?? 0, slot),
    enabled: enabled && user !== null,
  });
}
