import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteItems, favoriteOutfits } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';
import {
  outfitColumns,
  outfitFrom,
  visibleTo,
  type OutfitRow,
} from '../outfits/outfit-summary.sql';

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

    async toggleOutfit(userId: number, outfitId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(favoriteOutfits)
          .where(and(eq(favoriteOutfits.userId, userId), eq(favoriteOutfits.outfitId, outfitId)))
          .returning({ outfitId: favoriteOutfits.outfitId });
        if (removed.length > 0) return false;
        await tx.insert(favoriteOutfits).values({ userId, outfitId }).onConflictDoNothing();
        return true;
      });
    },

    /** Favourite outfits the user may still see, newest favourite first. */
    async outfitPage(
      viewer: { id: number; isAdmin: boolean },
      offset: number,
      limit: number,
    ): Promise<OutfitRow[]> {
      const result = await db.execute<OutfitRow>(sql`
        select ${outfitColumns(viewer.id)}
        from favorite_outfits fav join ${outfitFrom} on o.id = fav.outfit_id
        where fav.user_id = ${viewer.id} and ${visibleTo({ ...viewer, isModerator: false })}
        order by fav.created_at desc, o.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
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
