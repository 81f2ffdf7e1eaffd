import { PAGE_SIZE } from '@shop/contract';
import type { Db } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import { notFound } from '../../lib/app-error';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { CatalogService } from '../catalog/catalog.service';
import type { Actor } from '../../lib/access-policy';
import type { MediaUrl } from '../media/media.service';
import { toOutfit } from '../outfits/outfit.mapper';
import type { UserRow } from '../users/users.service';
import type { FavoriteKind, FavoritesRepository } from './favorites.repository';

/** Favourite items and outfits of signed-in users. */
export function createFavoritesService({
  db,
  repo,
  catalog,
  requireOutfit,
  mediaUrl,
}: {
  db: Db;
  repo: FavoritesRepository;
  catalog: CatalogService;
  /** 404 unless the viewer may see the outfit. */
  requireOutfit: (id: number, viewer: Actor) => Promise<void>;
  mediaUrl: MediaUrl;
}) {
  /**
   * Changes by one user to one item (or outfit) are serialised, so parallel toggles each see the
   * previous result.
   */
  const setFavorite = (
    kind: FavoriteKind,
    userId: number,
    targetId: number,
    wanted: boolean | 'toggle',
  ) =>
    db.transaction(async (tx) => {
      await lockUserTarget(tx, `favorite-${kind}`, userId, targetId);
      const on = wanted === 'toggle' ? !(await repo.has(kind, userId, targetId, tx)) : wanted;
      if (on) await repo.add(kind, userId, targetId, tx);
      else await repo.remove(kind, userId, targetId, tx);
      return on;
    });

  return {
    /** Sets (true), clears (false) or flips ('toggle') an outfit favourite; answers the state. */
    async setOutfit(viewer: UserRow, outfitId: number, wanted: boolean | 'toggle') {
      await requireOutfit(outfitId, viewer);
      return {
        outfit_id: outfitId,
        is_favorite: await setFavorite('outfit', viewer.id, outfitId, wanted),
      };
    },
    async outfitPage(viewer: UserRow, page: number) {
      const rows = await repo.outfitPage(viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE, db);
      return rows.map((row) => toOutfit(row, viewer, mediaUrl));
    },
    /**
     * Sets (true), clears (false) or flips ('toggle') an item favourite; answers the state. A set
     * or a clear is one statement (a heart is the write shoppers make most); only a flip, which
     * must see the previous state, takes the lock.
     */
    async set(userId: number, itemId: number, wanted: boolean | 'toggle') {
      if (wanted !== 'toggle') {
        if (!(await repo.setItem(userId, itemId, wanted, db))) throw notFound('Item');
        return { item_id: itemId, is_favorite: wanted };
      }
      await catalog.requireExists(itemId);
      return { item_id: itemId, is_favorite: await setFavorite('item', userId, itemId, wanted) };
    },
    ids: (userId: number) => repo.ids(userId, db),
    async page(userId: number, page: number) {
      return (await repo.page(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE, db)).map((row) =>
        toItemSummary(row, mediaUrl),
      );
    },
  };
}
