import type { QueryClient } from '@tanstack/react-query';
import type { ItemSummary } from '@shop/contract';
import { isItemBearingKey } from './query-keys';

/**
 * Changes one item wherever the cache holds it — catalogue pages, the item page, trending,
 * similar, favourites, history, and any family declared with `holdsItems` in query-keys.ts — so
 * every screen shows the same state at once (the favourite heart flips everywhere together).
 */

type ItemPatch = Partial<Pick<ItemSummary, 'is_favorite'>>;

/** Lists inside lists, infinite pages: deep enough for every shape we cache, and no deeper. */
const MAX_DEPTH = 5;

function needsPatch(record: Record<string, unknown>, patch: ItemPatch): boolean {
  return Object.entries(patch).some(([field, value]) => field in record && record[field] !== value);
}

/**
 * `value` with the item's fields replaced; the same reference when nothing changed, so React
 * Query leaves untouched queries alone. Only fields the cached item already has are set.
 */
export function patchItem(value: unknown, itemId: number, patch: ItemPatch, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchItem(entry, itemId, patch, depth + 1);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const record = value as Record<string, unknown>;
  if (record.id === itemId) {
    if (!needsPatch(record, patch)) return value;
    const known = Object.fromEntries(Object.entries(patch).filter(([field]) => field in record));
    return { ...record, ...known };
  }
  // Infinite queries: { pages: [...], pageParams: [...] }.
  if (Array.isArray(record.pages)) {
    const pages = patchItem(record.pages, itemId, patch, depth + 1);
    return pages === record.pages ? value : { ...record, pages };
  }
  return value;
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
