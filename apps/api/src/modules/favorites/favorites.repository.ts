import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
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
    /**
     * Sets the favourite on or off, or flips it ('toggle'), and answers the new state. Changes by
     * one user to one item are serialised, so parallel toggles each see the previous result.
     */
    async setItem(userId: number, itemId: number, wanted: boolean | 'toggle'): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockUserTarget(tx, 'favorite-item', userId, itemId);
        const where = and(eq(favoriteItems.userId, userId), eq(favoriteItems.itemId, itemId));
        const on =
          wanted === 'toggle'
            ? (await tx.select({ id: favoriteItems.itemId }).from(favoriteItems).where(where))
                .length === 0
            : wanted;
        if (on) await tx.insert(favoriteItems).values({ userId, itemId }).onConflictDoNothing();
        else await tx.delete(favoriteItems).where(where);
        return on;
      });
    },

    async setOutfit(
      userId: number,
      outfitId: number,
      wanted: boolean | 'toggle',
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockUserTarget(tx, 'favorite-outfit', userId, outfitId);
        const where = and(
          eq(favoriteOutfits.userId, userId),
          eq(favoriteOutfits.outfitId, outfitId),
        );
        const on =
          wanted === 'toggle'
            ? (await tx.select({ id: favoriteOutfits.outfitId }).from(favoriteOutfits).where(where))
                .length === 0
            : wanted;
        if (on) await tx.insert(favoriteOutfits).values({ userId, outfitId }).onConflictDoNothing();
        else await tx.delete(favoriteOutfits).where(where);
        return on;
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
