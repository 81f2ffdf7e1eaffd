import { PAGE_SIZE, type HistoryItem, type OutfitHistoryEntry } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { MediaUrl } from '../media/media.service';
import { toOutfit } from '../outfits/outfit.mapper';
import type { UserRow } from '../users/users.repository';
import type { HistoryRepository } from './history.repository';

/**
 * The owner of what shoppers looked at and did: item history and the engagement events that rank
 * trending items. Other modules record through it, inside their own transaction when they have one.
 */
export function createHistoryService(repo: HistoryRepository, mediaUrl: MediaUrl) {
  return {
    async itemPage(userId: number, page: number): Promise<HistoryItem[]> {
      const rows = await repo.itemPage(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return rows.map((row) => ({
        ...toItemSummary(row, mediaUrl),
        viewed_at: new Date(row.viewed_at).toISOString(),
      }));
    },
    clearItems: (userId: number) => repo.clearItems(userId),

    async outfitPage(viewer: UserRow, page: number): Promise<OutfitHistoryEntry[]> {
      const rows = await repo.outfitPage(viewer, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return rows.map((row) => ({
        ...toOutfit(row, viewer, mediaUrl),
        viewed_at: new Date(row.viewed_at).toISOString(),
      }));
    },
    clearOutfits: (userId: number) => repo.clearOutfits(userId),

    /** A view of an item's page: it counts for trending, and a signed-in viewer's history. */
    async recordItemView(itemId: number, viewerId: number | null, ex?: DbOrTx) {
      if (viewerId !== null) await repo.upsertItemView(viewerId, itemId, ex);
      await repo.insertEvent('item_view', { itemId }, viewerId, ex);
    },

    async recordOutfitView(outfitId: number, viewerId: number | null, ex?: DbOrTx) {
      if (viewerId !== null) await repo.upsertOutfitView(viewerId, outfitId, ex);
      await repo.insertEvent('outfit_view', { outfitId }, viewerId, ex);
    },

    recordCartAdd: (itemId: number, userId: number, ex?: DbOrTx) =>
      repo.insertEvent('cart_add', { itemId }, userId, ex),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
