import type { QueryClient } from '@tanstack/react-query';
import type { Outfit } from '@shop/contract';
import { patchById } from './cache-patch';
import { isOutfitBearingKey } from './query-keys';

/**
 * Changes one outfit wherever the cache holds it — the outfit list under any search, the
 * outfit's page, the favourite and viewed outfits, any family declared with `holdsOutfits` in
 * query-keys.ts — so the heart on a card and on the outfit's page flip together.
 */

type OutfitPatch = Partial<Pick<Outfit, 'is_favorite' | 'favorites_count'>>;

/** Applies `patch` (or a patch made from the cached outfit) in every query that holds outfits. */
export function patchCachedOutfit(
  client: QueryClient,
  outfitId: number,
  patch: OutfitPatch | ((outfit: Record<string, unknown>) => OutfitPatch),
): void {
  const queries = client.getQueryCache().findAll({
    predicate: (query) => isOutfitBearingKey(query.queryKey),
  });
  for (const query of queries) {
    const data = query.state.data;
    if (data === undefined) continue;
    const patched = patchById(data, outfitId, patch);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
  }
}

/**
 * The outfit's favourite state everywhere; its count moves by one with it (only where the state
 * really changes, so flipping to the state a copy already has leaves its count alone).
 */
export function setCachedOutfitFavorite(
  client: QueryClient,
  outfitId: number,
  isFavorite: boolean,
): void {
  patchCachedOutfit(client, outfitId, (outfit) => {
    if (outfit.is_favorite === isFavorite) return {};
    const count = typeof outfit.favorites_count === 'number' ? outfit.favorites_count : 0;
    return { is_favorite: isFavorite, favorites_count: Math.max(0, count + (isFavorite ? 1 : -1)) };
  });
}
