import type { QueryClient } from '@tanstack/react-query';
import { favoriteIdsQueryKey } from './api/get-favorite-ids';

/**
 * Optimistic favourites (000 §4 "flips at once and reverts if the call fails"): the ids list and
 * every cached item that carries `is_favorite` (catalogue pages, item detail, trending, similar,
 * favourites, history) change together.
 */

/** Query roots whose data are items (ItemSummary-like, with `id` and `is_favorite`). */
const ITEM_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['items', 'favorites', 'history']);
const MAX_DEPTH = 5;

/** `value` with the item's `is_favorite` set; the same reference when nothing changed. */
export function patchIsFavorite(
  value: unknown,
  itemId: number,
  isFavorite: boolean,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchIsFavorite(entry, itemId, isFavorite, depth + 1);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const record = value as Record<string, unknown>;
  if (record.id === itemId && typeof record.is_favorite === 'boolean') {
    return record.is_favorite === isFavorite ? value : { ...record, is_favorite: isFavorite };
  }
  // Infinite queries: { pages: [...], pageParams: [...] }.
  if (Array.isArray(record.pages)) {
    const pages = patchIsFavorite(record.pages, itemId, isFavorite, depth + 1);
    return pages === record.pages ? value : { ...record, pages };
  }
  return value;
}

export function setFavoriteInCaches(
  client: QueryClient,
  userId: number,
  itemId: number,
  isFavorite: boolean,
): void {
  client.setQueryData<number[]>(favoriteIdsQueryKey(userId), (ids) => {
    if (!ids) return ids;
    const has = ids.includes(itemId);
    if (isFavorite) return has ? ids : [...ids, itemId];
    return has ? ids.filter((id) => id !== itemId) : ids;
  });
  for (const query of client.getQueryCache().getAll()) {
    const [root, kind] = query.queryKey;
    if (!ITEM_QUERY_ROOTS.has(root) || (root === 'favorites' && kind === 'ids')) continue;
    const data = query.state.data;
    if (data === undefined) continue;
    const patched = patchIsFavorite(data, itemId, isFavorite);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
  }
}
