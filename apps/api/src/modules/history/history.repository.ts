import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { engagementEvents, itemViews } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';

export type EngagementKind = (typeof engagementEvents.$inferInsert)['kind'];

/** Views and engagement: `item_views` (a signed-in user's history) and `engagement_events`. */
export function createHistoryRepository(db: Db) {
  return {
    async itemPage(userId: number, offset: number, limit: number) {
      const result = await db.execute<ItemSummaryRow & { viewed_at: Date }>(sql`
        select ${itemSummaryColumns(userId)}, h.viewed_at
        from item_views h join items i on i.id = h.item_id
        where h.user_id = ${userId}
        order by h.viewed_at desc, i.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
    },

    /** One row per user and item, moved to the top by every new view. */
    async upsertItemView(userId: number, itemId: number, ex: DbOrTx = db) {
      await ex
        .insert(itemViews)
        .values({ userId, itemId })
        .onConflictDoUpdate({
          target: [itemViews.userId, itemViews.itemId],
          set: { viewedAt: sql`now()` },
        });
    },

    async insertEvent(
      kind: EngagementKind,
      itemId: number,
      userId: number | null,
      ex: DbOrTx = db,
    ) {
      await ex.insert(engagementEvents).values({ kind, itemId, userId });
    },

    async clearItems(userId: number) {
      await db.delete(itemViews).where(eq(itemViews.userId, userId));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
