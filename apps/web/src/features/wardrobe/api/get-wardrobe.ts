import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wardrobeListResponseSchema, type WardrobeListQuery } from '@shop/contract';
import type { WardrobeFilters } from '../hooks/use-wardrobe-filters';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** The page's filters, or one catalogue item's pieces alone (does the shopper own it?). */
export type WardrobeQuery = WardrobeFilters & { itemId?: number };

/** GET /api/wardrobe/items: the pieces that match the filters, the counts per slot, the value. */
export function getWardrobe(filters: WardrobeQuery, signal?: AbortSignal) {
  // The id is coerced from the address on the server, so its input type is unknown there.
  const query: Omit<WardrobeListQuery, 'item_id'> & { item_id?: number } = {};
  if (filters.itemId) query.item_id = filters.itemId;
  if (filters.slot) query.slot = filters.slot;
  if (filters.color) query.color = filters.color;
  if (filters.season) query.season = filters.season;
  if (filters.idle) query.idle = 'true';
  return apiClient.get('/api/wardrobe/items', wardrobeListResponseSchema, { query, signal });
}

export function wardrobeQueryOptions(userId: number, filters: WardrobeQuery) {
  return queryOptions({
    queryKey: queryKeys.wardrobe.list(userId, filters),
    queryFn: ({ signal }) => getWardrobe(filters, signal),
    // The page shows the failure with a retry itself.
    meta: { silent: true },
    // Own pictures are signed for a short while: asked again well before they run out.
    staleTime: 60_000,
  });
}

/** The signed-in shopper's wardrobe under `filters`; the last answer stays while a filter loads. */
export function useWardrobe(filters: WardrobeQuery, { enabled = true } = {}) {
  const user = useCurrentUser();
  return useQuery({
    ...wardrobeQueryOptions(user?.id ?? 0, filters),
    enabled: enabled && user !== null,
    placeholderData: keepPreviousData,
  });
}
