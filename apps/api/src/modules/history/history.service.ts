import { PAGE_SIZE, type HistoryItem, type OutfitHistoryEntry } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { MediaUrl } from '../media/media.service';
import { toOutfit } from '../outfits/outfit.mapper';
import type { UserRow } from '../users/users.service';
import type { HistoryRepository } from './history.repository';
import { viewerKey, type Viewer } from './engagement-event.sql';

/**
 * The owner of what shoppers looked at and did: item history and the engagement events that rank
 * trending items. Other modules record through it, inside their own transaction when they have one.
 */
/** Raw events are kept this long: trending ranks the last 14 days. */
const RAW_EVENT_DAYS = 14;

export function createHistoryService({
  db,
  repo,
  mediaUrl,
}: {
  db: Db;
  repo: HistoryRepository;
  mediaUrl: MediaUrl;
}) {
  return {
    async itemPage(userId: number, page: number): Promise<HistoryItem[]> {
      const rows = await repo.itemPage(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE, db);
      return rows.map((row) => ({
        ...toItemSummary(row, mediaUrl),
        viewed_at: new Date(row.viewed_at).toISOString(),
      }));
    },
    clearItems: (userId: number) => repo.clearItems(userId, db),

    async outfitPage(viewer: UserRow, page: number): Promise<OutfitHistoryEntry[]> {
      const rows = await repo.outfitPage(viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE, db);
      return rows.map((row) => ({
        ...toOutfit(row, viewer, mediaUrl),
        viewed_at: new Date(row.viewed_at).toISOString(),
      }));
    },
    clearOutfits: (userId: number) => repo.clearOutfits(userId, db),

    /**
     * A view of an item's page: one per viewer (a signed-in user, or a guest's address) and visit
     * (the half hour it falls in), so a reload is not a second view but a later visit is; trending
     * counts a viewer once a day. It goes to a signed-in viewer's history. One statement whose
     * commit does not wait for the disk: the item page, the page shoppers open most, waited for
     * two flushes before.
     */
    recordItemView: (itemId: number, viewer: Viewer) =>
      repo.recordItemView(itemId, viewerKey(viewer), db),

    async recordOutfitView(outfitId: number, viewer: Viewer) {
      if (viewer.userId !== null) await repo.upsertOutfitView(viewer.userId, outfitId, db);
      await repo.insertEvent('outfit_view', { outfitId }, viewerKey(viewer), db);
    },

    /** Inside the caller's transaction: the event is kept only if the line is. */
    recordCartAdd: (itemId: number, userId: number, ex: DbOrTx) =>
      repo.insertEvent('cart_add', { itemId }, viewerKey({ userId, address: null }), ex),

    /**
     * Keeps two weeks of raw events (trending's window) and counts older ones per day; both in one
     * transaction, so no event is counted twice or lost.
     */
    rollUp: () =>
      db.transaction(async (tx) => {
        await repo.addToDailyCounts(RAW_EVENT_DAYS, tx);
        await repo.deleteEventsOlderThan(RAW_EVENT_DAYS, tx);
      }),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
