import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { cartLines, items, itemVariants } from '../../db/schema';
import { engagementEventsFrom } from '../history/engagement-event.sql';
import { variantImageKey } from '../items/variant-picture.sql';
import { rateLimitHit } from '../rate-limit/rate-limit-hit.sql';

export type CartLineRow = {
  variant_id: number;
  item_id: number;
  name: string;
  brand: string;
  price: string;
  /** The item's old price, only while it is above the line's price (else null). */
  compare_at_price: string | null;
  quantity: number;
  image_key: string | null;
  size: string | null;
  color: string | null;
  stock: number;
};

export type ItemVariantsRow = {
  item_id: number;
  name: string;
  brand: string;
  category: Category;
  color: string | null;
  image_key: string | null;
  /** Whether the shop still sells the item (an archived one stays in outfits). */
  sold: boolean;
  /** json: prices come as numbers or decimal strings. */
  variants: {
    id: number;
    size: string | null;
    color: string | null;
    stock: number;
    price: number | string;
  }[];
};

/**
 * A cart's lines as the shopper sees them, from `lines` (a query of variant_id, quantity and
 * created_at: the table's rows, or those a statement is writing), oldest first.
 */
const cartLinesOf = (lines: SQL) => sql`
  select c.variant_id, v.item_id, i.name, i.brand, coalesce(v.price, i.price, 0) as price,
    -- A size without a price of its own costs the item's price; the old price is shown only
    -- above what the line costs.
    case when i.compare_at_price > coalesce(v.price, i.price, 0) then i.compare_at_price end
      as compare_at_price,
    c.quantity, ${variantImageKey('v', 'i')} as image_key, v.size, v.color, v.stock
  from (${lines}) c
  join item_variants v on v.id = c.variant_id
  join items i on i.id = v.item_id
  order by c.created_at, c.variant_id`;

/** The `cart_lines` table; quantities never exceed the variant's stock. */
export function createCartRepository() {
  return {
    async lines(userId: number, ex: DbOrTx): Promise<CartLineRow[]> {
      const result = await ex.execute<CartLineRow>(
        cartLinesOf(
          sql`select variant_id, quantity, created_at from cart_lines where user_id = ${userId}`,
        ),
      );
      return result.rows;
    },

    async variantStock(
      variantId: number,
      ex: DbOrTx,
    ): Promise<{ stock: number; itemId: number; sold: boolean } | undefined> {
      const [row] = await ex
        .select({
          stock: itemVariants.stock,
          itemId: itemVariants.itemId,
          sold: sql<boolean>`${items.status} = 'active'`,
        })
        .from(itemVariants)
        .innerJoin(items, eq(items.id, itemVariants.itemId))
        .where(eq(itemVariants.id, variantId));
      return row;
    },

    /**
     * Adds `quantity` of a variant in one statement (one round trip, one transaction): the line
     * upserted, capped at stock, with its `cart_add` event; a `repeat` key used before within its
     * window adds nothing. Nothing is written for a variant that cannot be added. Answers the
     * variant as the statement found it (undefined when there is none), for the caller to say why,
     * and the cart's lines with the add (a statement does not see its own writes: the line comes
     * from the upsert, the others from the table).
     */
    async addOnce(
      userId: number,
      variantId: number,
      quantity: number,
      repeat: { key: string; windowSeconds: number } | null,
      ex: DbOrTx,
    ): Promise<{ stock: number; sold: boolean; lines: CartLineRow[] } | undefined> {
      type Row = { found_stock: number; found_sold: boolean } & (
        CartLineRow | { variant_id: null }
      );
      const result = await ex.execute<Row>(sql`
        with found as (
          select v.id, v.item_id, v.stock, i.status = 'active' as sold
          from item_variants v join items i on i.id = v.item_id where v.id = ${variantId}
        ),
        open as (select * from found where sold and stock > 0),
        used as (${repeat ? rateLimitHit(repeat.key, repeat.windowSeconds, sql`from open`) : sql`select 1 as count where false`}),
        line as (
          insert into cart_lines (user_id, variant_id, quantity)
          select ${userId}, id, least(${quantity}, stock) from open
          where not exists (select 1 from used where count > 1)
          on conflict (user_id, variant_id) do update set
            quantity = least(cart_lines.quantity + excluded.quantity, (select stock from open)),
            updated_at = now()
          returning variant_id, quantity, created_at
        ),
        event as (${engagementEventsFrom('cart_add', { userId, address: null }, sql`from line join open on true`)}),
        lines as (${cartLinesOf(sql`
          select variant_id, quantity, created_at from cart_lines
          where user_id = ${userId} and variant_id not in (select variant_id from line)
          union all select variant_id, quantity, created_at from line`)})
        select found.stock as found_stock, found.sold as found_sold, lines.*
        from found left join lines on true`);
      const [first] = result.rows;
      if (!first) return undefined;
      // An empty cart is the one row of what was found, with no line.
      const lines = result.rows.filter((row): row is Row & CartLineRow => row.variant_id !== null);
      return { stock: first.found_stock, sold: first.found_sold, lines };
    },

    /**
     * Upserts a line, adding to what is there; the total never exceeds the variant's stock.
     * Answers false when nothing was added (the variant is sold out or gone, or its item is no
     * longer sold).
     */
    async addCapped(
      userId: number,
      variantId: number,
      quantity: number,
      ex: DbOrTx,
    ): Promise<boolean> {
      const result = await ex.execute(sql`
        insert into cart_lines (user_id, variant_id, quantity)
        select ${userId}, v.id, least(${quantity}, v.stock) from item_variants v
        join items i on i.id = v.item_id and i.status = 'active'
        where v.id = ${variantId} and v.stock > 0
        on conflict (user_id, variant_id) do update set
          quantity = least(cart_lines.quantity + excluded.quantity, (select stock from item_variants where id = ${variantId})),
          updated_at = now()`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Sets the quantity, capped at stock; nothing left (0 or no stock) removes the line. */
    async set(userId: number, variantId: number, quantity: number, ex: DbOrTx) {
      const capped = await ex.execute<{ quantity: number }>(sql`
        select least(${quantity}, v.stock) as quantity from item_variants v where v.id = ${variantId}`);
      const next = capped.rows[0]?.quantity ?? 0;
      if (next <= 0) {
        await ex
          .delete(cartLines)
          .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
        return;
      }
      await ex
        .insert(cartLines)
        .values({ userId, variantId, quantity: next })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.variantId],
          set: { quantity: next, updatedAt: sql`now()` },
        });
    },

    /**
     * For each item: its first variant with stock (lowest id), or why there is none — no variant
     * at all, or every variant sold out (an item no longer sold has none for sale).
     */
    async firstAvailableVariants(itemIds: number[], ex: DbOrTx) {
      if (!itemIds.length) return [];
      const result = await ex.execute<{
        item_id: number;
        name: string;
        variant_id: number | null;
        size: string | null;
        has_variants: boolean;
        sold: boolean;
      }>(sql`
        select i.id as item_id, i.name, first.id as variant_id, first.size,
          exists (select 1 from item_variants v where v.item_id = i.id) as has_variants,
          i.status = 'active' as sold
        from items i
        left join lateral (
          select v.id, v.size from item_variants v
          where v.item_id = i.id and v.stock > 0 and i.status = 'active'
          order by v.id limit 1) first on true
        where i.id = any(${sql.param(itemIds)}::int[])`);
      return result.rows;
    },

    /**
     * These items with every variant (sold-out ones too): the item's main colour first, then in
     * the order they were added (sizes ascending in the catalogue).
     */
    async itemVariants(itemIds: number[], ex: DbOrTx): Promise<ItemVariantsRow[]> {
      if (!itemIds.length) return [];
      const result = await ex.execute<ItemVariantsRow>(sql`
        select i.id as item_id, i.name, i.brand, i.category, i.color, i.image_key,
          i.status = 'active' as sold,
          coalesce((
            select json_agg(json_build_object(
              'id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock,
              'price', coalesce(v.price, i.price, 0)
            ) order by (v.color is not distinct from i.color) desc, v.id)
            from item_variants v where v.item_id = i.id
          ), '[]'::json) as variants
        from items i where i.id = any(${sql.param(itemIds)}::int[])`);
      return result.rows;
    },

    async remove(userId: number, variantId: number, ex: DbOrTx) {
      await ex
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
    },

    async removeMany(userId: number, variantIds: number[], ex: DbOrTx) {
      if (!variantIds.length) return;
      await ex
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.variantId, variantIds)));
    },

    async clear(userId: number, ex: DbOrTx) {
      await ex.delete(cartLines).where(eq(cartLines.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
