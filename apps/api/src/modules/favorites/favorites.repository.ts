import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteItems } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';

export function createFavoritesRepository(db: Db) {
  return {
    /** Flips the favourite in one transaction and answers the new state. */
    async toggle(userId: number, itemId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(favoriteItems)
          .where(and(eq(favoriteItems.userId, userId), eq(favoriteItems.itemId, itemId)))
          .returning({ itemId: favoriteItems.itemId });
        if (removed.length > 0) return false;
        await tx.insert(favoriteItems).values({ userId, itemId }).onConflictDoNothing();
        return true;
      });
    },

    async ids(userId: number): Promise<number[]> {
      const rows = await db
        .select({ itemId: favoriteItems.itemId })
        .from(favoriteItems)
        .where(eq(favoriteItems.userId, userId))
        .orderBy(desc(favoriteItems.createdAt));
      return rows.map((r) => r.itemId);
    },

    async page(userId: number, offset: number, limit: number): Promise<ItemSummaryRow[]> {
      const result = await db.execute<ItemSummaryRow>(sql`
        select ${itemSummaryColumns(userId)}
        from favorite_items fav join items i on i.id = fav.item_id
        where fav.user_id = ${userId}
        order by fav.created_at desc, i.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
