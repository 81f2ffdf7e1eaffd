import type { QueryClient } from '@tanstack/react-query';
import type { ItemSummary } from '@shop/contract';
import { patchById } from './cache-patch';
import { isItemBearingKey } from './query-keys';

/**
 * Changes one item wherever the cache holds it — catalogue pages, the item page, trending,
 * similar, favourites, history, and any family declared with `holdsItems` in query-keys.ts — so
 * every screen shows the same state at once (the favourite heart flips everywhere together).
 */

type ItemPatch = Partial<Pick<ItemSummary, 'is_favorite'>>;

/**
 * `value` with the item's fields replaced; the same reference when nothing changed, so React
 * Query leaves untouched queries alone. Only fields the cached item already has are set.
 */
export function patchItem(value: unknown, itemId: number, patch: ItemPatch): unknown {
  return patchById(value, itemId, patch);
}

/** Applies `patch` to the item in every cached query that holds items. */
export function patchCachedItem(client: QueryClient, itemId: number, patch: ItemPatch): void {
  const queries = client.getQueryCache().findAll({
    predicate: (query) => isItemBearingKey(query.queryKey),
  });
  for (const query of queries) {
    const data = query.state.data;
    if (data === undefined) continue;
    const patched = patchItem(data, itemId, patch);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
  }
}

/** The item's heart, everywhere it is cached. */
export function setCachedItemFavorite(client: QueryClient, itemId: number, isFavorite: boolean) {
  patchCachedItem(client, itemId, { is_favorite: isFavorite });
}
