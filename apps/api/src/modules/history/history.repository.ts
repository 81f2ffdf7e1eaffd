import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemViews } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';

export function createHistoryRepository(db: Db) {
  return {
    async itemPage(userId: number, offset: number, limit: number) {
      const result = await db.execute(sql`
        select ${itemSummaryColumns(userId)}, h.viewed_at
        from item_views h join items i on i.id = h.item_id
        where h.user_id = ${userId}
        order by h.viewed_at desc, i.id desc
        limit ${limit} offset ${offset}`);
      return result.rows as (ItemSummaryRow & { viewed_at: Date })[];
    },
    async clearItems(userId: number) {
      await db.delete(itemViews).where(eq(itemViews.userId, userId));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
