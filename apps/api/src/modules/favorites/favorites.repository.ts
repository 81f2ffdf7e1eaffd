import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favoriteItems } from '../../db/schema';
import { itemSummaryColumns, SHOWN, type ItemSummaryRow } from '../catalog/item-summary.sql';
import { whereCan, type Actor } from '../../lib/access-policy';
import { outfitColumns, outfitFrom, type OutfitRow } from '../outfits/outfit-summary.sql';

/** What a user can keep as a favourite, and where each kind is kept. */
const FAVORITE_TABLES = {
  item: { table: 'favorite_items', target: 'item_id' },
  outfit: { table: 'favorite_outfits', target: 'outfit_id' },
} as const;
export type FavoriteKind = keyof typeof FAVORITE_TABLES;

const tableOf = (kind: FavoriteKind) => ({
  table: sql.identifier(FAVORITE_TABLES[kind].table),
  target: sql.identifier(FAVORITE_TABLES[kind].target),
});

export function createFavoritesRepository() {
  return {
    async has(kind: FavoriteKind, userId: number, targetId: number, ex: DbOrTx) {
      const { table, target } = tableOf(kind);
      const found = await ex.execute(
        sql`select 1 from ${table} where user_id = ${userId} and ${target} = ${targetId}`,
      );
      return found.rows.length > 0;
    },

    async add(kind: FavoriteKind, userId: number, targetId: number, ex: DbOrTx) {
      const { table, target } = tableOf(kind);
      await ex.execute(
        sql`insert into ${table} (user_id, ${target}) values (${userId}, ${targetId}) on conflict do nothing`,
      );
    },

    async remove(kind: FavoriteKind, userId: number, targetId: number, ex: DbOrTx) {
      const { table, target } = tableOf(kind);
      await ex.execute(
        sql`delete from ${table} where user_id = ${userId} and ${target} = ${targetId}`,
      );
    },

    /**
     * Sets (true) or clears (false) an item favourite in one statement, for an item a shopper may
     * open; answers false when there is no such item (nothing changed).
     */
    async setItem(userId: number, itemId: number, on: boolean, ex: DbOrTx): Promise<boolean> {
      const change = on
        ? sql`insert into favorite_items (user_id, item_id) select ${userId}, id from target
            on conflict do nothing`
        : sql`delete from favorite_items where user_id = ${userId}
            and item_id = (select id from target)`;
      const found = await ex.execute(sql`
        with target as (select i.id from items i where i.id = ${itemId} and ${SHOWN}),
        change as (${change})
        select 1 from target`);
      return found.rows.length > 0;
    },

    /** Favourite outfits the user may still see, newest favourite first. */
    async outfitPage(
      viewer: NonNullable<Actor>,
      offset: number,
      limit: number,
      ex: DbOrTx,
    ): Promise<OutfitRow[]> {
      const result = await ex.execute<OutfitRow>(sql`
        select ${outfitColumns(viewer.id)}
        from favorite_outfits fav join ${outfitFrom} on o.id = fav.outfit_id
        where fav.user_id = ${viewer.id} and ${whereCan(viewer, 'view', 'outfit', 'o')}
        order by fav.created_at desc, o.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
    },

    async ids(userId: number, ex: DbOrTx): Promise<number[]> {
      const rows = await ex
        .select({ itemId: favoriteItems.itemId })
        .from(favoriteItems)
        .where(eq(favoriteItems.userId, userId))
        .orderBy(desc(favoriteItems.createdAt));
      return rows.map((r) => r.itemId);
    },

    async page(
      userId: number,
      offset: number,
      limit: number,
      ex: DbOrTx,
    ): Promise<ItemSummaryRow[]> {
      const result = await ex.execute<ItemSummaryRow>(sql`
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
