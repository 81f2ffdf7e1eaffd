import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { favoriteItems, favoriteOutfits } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';
import { whereCan, type Actor } from '../../lib/access-policy';
import { outfitColumns, outfitFrom, type OutfitRow } from '../outfits/outfit-summary.sql';

export function createFavoritesRepository(db: Db) {
  return {
    async hasItem(userId: number, itemId: number, ex: DbOrTx): Promise<boolean> {
      const rows = await ex
        .select({ id: favoriteItems.itemId })
        .from(favoriteItems)
        .where(and(eq(favoriteItems.userId, userId), eq(favoriteItems.itemId, itemId)));
      return rows.length > 0;
    },

    async addItem(userId: number, itemId: number, ex: DbOrTx) {
      await ex.insert(favoriteItems).values({ userId, itemId }).onConflictDoNothing();
    },

    async removeItem(userId: number, itemId: number, ex: DbOrTx) {
      await ex
        .delete(favoriteItems)
        .where(and(eq(favoriteItems.userId, userId), eq(favoriteItems.itemId, itemId)));
    },

    async hasOutfit(userId: number, outfitId: number, ex: DbOrTx): Promise<boolean> {
      const rows = await ex
        .select({ id: favoriteOutfits.outfitId })
        .from(favoriteOutfits)
        .where(and(eq(favoriteOutfits.userId, userId), eq(favoriteOutfits.outfitId, outfitId)));
      return rows.length > 0;
    },

    async addOutfit(userId: number, outfitId: number, ex: DbOrTx) {
      await ex.insert(favoriteOutfits).values({ userId, outfitId }).onConflictDoNothing();
    },

    async removeOutfit(userId: number, outfitId: number, ex: DbOrTx) {
      await ex
        .delete(favoriteOutfits)
        .where(and(eq(favoriteOutfits.userId, userId), eq(favoriteOutfits.outfitId, outfitId)));
    },

    /** Favourite outfits the user may still see, newest favourite first. */
    async outfitPage(
      viewer: NonNullable<Actor>,
      offset: number,
      limit: number,
    ): Promise<OutfitRow[]> {
      const result = await db.execute<OutfitRow>(sql`
        select ${outfitColumns(viewer.id)}
        from favorite_outfits fav join ${outfitFrom} on o.id = fav.outfit_id
        where fav.user_id = ${viewer.id} and ${whereCan(viewer, 'view', 'outfit', 'o')}
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
