import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, engagementEvents, itemVariants } from '../../db/schema';

export type CartLineRow = {
  variant_id: number;
  item_id: number;
  name: string;
  brand: string;
  price: string;
  quantity: number;
  image_url: string | null;
  size: string | null;
  color: string | null;
  stock: number;
};

type Executor = Pick<Db, 'execute' | 'insert' | 'delete' | 'select'>;

/** Upserts a line, adding to what is there; the total never exceeds the variant's stock. */
async function addCapped(db: Executor, userId: number, variantId: number, quantity: number) {
  await db.execute(sql`
    insert into cart_lines (user_id, variant_id, quantity)
    select ${userId}, v.id, least(${quantity}, v.stock) from item_variants v where v.id = ${variantId} and v.stock > 0
    on conflict (user_id, variant_id) do update set
      quantity = least(cart_lines.quantity + excluded.quantity, (select stock from item_variants where id = ${variantId})),
      updated_at = now()`);
}

export function createCartRepository(db: Db) {
  return {
    async lines(userId: number): Promise<CartLineRow[]> {
      const result = await db.execute(sql`
        select c.variant_id, v.item_id, i.name, i.brand, coalesce(v.price, i.price, 0) as price, c.quantity,
          i.image_url, v.size, v.color, v.stock
        from cart_lines c
        join item_variants v on v.id = c.variant_id
        join items i on i.id = v.item_id
        where c.user_id = ${userId}
        order by c.created_at, c.variant_id`);
      return result.rows as CartLineRow[];
    },

    async variantStock(variantId: number): Promise<{ stock: number; itemId: number } | undefined> {
      const [row] = await db
        .select({ stock: itemVariants.stock, itemId: itemVariants.itemId })
        .from(itemVariants)
        .where(eq(itemVariants.id, variantId));
      return row;
    },

    async add(userId: number, variantId: number, itemId: number, quantity: number) {
      await db.transaction(async (tx) => {
        await addCapped(tx, userId, variantId, quantity);
        await tx.insert(engagementEvents).values({ kind: 'cart_add', itemId, userId });
      });
    },

    /** Sets the quantity, capped at stock; nothing left (0 or no stock) removes the line. */
    async set(userId: number, variantId: number, quantity: number) {
      await db.transaction(async (tx) => {
        const capped = await tx.execute<{ quantity: number }>(sql`
          select least(${quantity}, v.stock) as quantity from item_variants v where v.id = ${variantId}`);
        const next = capped.rows[0]?.quantity ?? 0;
        if (next <= 0) {
          await tx
            .delete(cartLines)
            .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
          return;
        }
        await tx
          .insert(cartLines)
          .values({ userId, variantId, quantity: next })
          .onConflictDoUpdate({
            target: [cartLines.userId, cartLines.variantId],
            set: { quantity: next, updatedAt: sql`now()` },
          });
      });
    },

    async remove(userId: number, variantId: number) {
      await db
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
    },

    async clear(userId: number) {
      await db.delete(cartLines).where(eq(cartLines.userId, userId));
    },

    /** The guest cart joins the server cart: quantities added, capped at stock, unknown variants skipped. */
    async merge(userId: number, lines: { variantId: number; quantity: number }[]) {
      await db.transaction(async (tx) => {
        for (const line of lines) await addCapped(tx, userId, line.variantId, line.quantity);
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
