import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StockReason } from '@shop/contract';
import { variantImageKey } from './variant-picture.sql';

/** A variant as a checkout needs it, read under lock: what it is, what it costs, what is left. */
export type SaleVariantRow = {
  variant_id: number;
  item_id: number;
  name: string;
  brand: string;
  sku: string;
  size: string | null;
  color: string | null;
  image_key: string | null;
  /** The variant's price, else the item's; null when neither has one (not for sale). */
  price: string | null;
  stock: number;
  /** Whether the shop sells the item (neither a draft nor archived). */
  sold: boolean;
  /** The item's category (a promo code may apply to some categories only). */
  category: string;
};

/** One variant's change: by `delta` (negative to take) or to `setTo`. */
export type StockChangeRow = { variantId: number; delta?: number; setTo?: number };
/** Why, by whom and for which order a batch of changes was made. */
export type StockMovementMeta = {
  reason: StockReason;
  actorId?: number | null;
  note?: string | null;
  orderId?: number | null;
};
export type StockMovementRow = {
  id: number;
  variant_id: number;
  sku: string;
  size: string | null;
  color: string | null;
  delta: number;
  stock_after: number;
  reason: StockReason;
  actor_id: number | null;
  actor_name: string | null;
  note: string | null;
  order_id: number | null;
  created_at: Date | string;
};

/** Used when the settings row is missing (it is written by the migration). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/**
 * Stock of `item_variants` and its history `stock_movements` (items module). Every writer locks the items first and then their
 * variants, each in id order — the order the item editors use too — so that checkouts, cancels
 * and edits queue behind each other instead of deadlocking (the variant triggers update the
 * item rows, so those must be held first).
 */
export function createStockRepository() {
  return {
    async lockForSale(variantIds: number[], ex: DbOrTx): Promise<SaleVariantRow[]> {
      if (!variantIds.length) return [];
      const ids = sql.param(variantIds);
      await ex.execute(sql`
        select i.id from items i
        where i.id in (select v.item_id from item_variants v where v.id = any(${ids}::int[]))
        order by i.id
        for update of i`);
      const result = await ex.execute<SaleVariantRow>(sql`
        select v.id as variant_id, v.item_id, i.name, i.brand, v.sku, v.size, v.color,
          ${variantImageKey('v', 'i')} as image_key,
          coalesce(v.price, i.price) as price, v.stock, i.status = 'active' as sold,
          i.category
        from item_variants v
        join items i on i.id = v.item_id
        where v.id = any(${ids}::int[])
        order by v.id
        for update of v`);
      return result.rows;
    },

    /**
     * Changes each variant's stock by `delta` or to `setTo`, and writes a movement for each one that
     * changed, in one statement: the `before` rows are read from the same snapshot as the update,
     * so the movement's delta is exact. The stock check keeps stock ≥ 0. Callers lock the items
     * first (the variant triggers update the item rows).
     */
    async apply(
      changes: StockChangeRow[],
      meta: StockMovementMeta,
      ex: DbOrTx,
    ): Promise<{ variant_id: number; delta: number; stock_after: number }[]> {
      if (!changes.length) return [];
      const ids = changes.map((c) => c.variantId);
      const deltas = changes.map((c) => c.delta ?? null);
      const sets = changes.map((c) => c.setTo ?? null);
      const result = await ex.execute<{ variant_id: number; delta: number; stock_after: number }>(
        sql`
        with c as (
          select * from unnest(${sql.param(ids)}::int[], ${sql.param(deltas)}::int[],
            ${sql.param(sets)}::int[]) as c(id, delta, set_to)
        ), before as (
          select v.id, v.stock from item_variants v where v.id in (select id from c)
        ), changed as (
          update item_variants v set stock = coalesce(c.set_to, v.stock + c.delta)
          from c
          where v.id = c.id and coalesce(c.set_to, v.stock + c.delta) <> v.stock
          returning v.id, v.stock
        )
        insert into stock_movements (variant_id, delta, stock_after, reason, actor_id, note, order_id)
        select changed.id, changed.stock - before.stock, changed.stock, ${meta.reason},
          ${meta.actorId ?? null}::int, ${meta.note ?? null}::text, ${meta.orderId ?? null}::int
        from changed join before on before.id = changed.id
        order by changed.id
        returning variant_id, delta, stock_after`,
      );
      return result.rows;
    },

    /** The item's stock movements, newest first, with the variant and the person who made them. */
    async history(itemId: number, limit: number, ex: DbOrTx): Promise<StockMovementRow[]> {
      const result = await ex.execute<StockMovementRow>(sql`
        select m.id, m.variant_id, v.sku, v.size, v.color, m.delta, m.stock_after, m.reason,
          m.actor_id,
          coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as actor_name,
          m.note, m.order_id, m.created_at
        from stock_movements m
        join item_variants v on v.id = m.variant_id
        left join users u on u.id = m.actor_id
        where v.item_id = ${itemId}
        order by m.id desc
        limit ${limit}`);
      return result.rows;
    },

    async lowStockThreshold(ex: DbOrTx): Promise<number> {
      const result = await ex.execute<{ low_stock_threshold: number }>(
        sql`select low_stock_threshold from stock_settings where id = 1`,
      );
      return result.rows[0]?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
    },

    async saveLowStockThreshold(value: number, userId: number, ex: DbOrTx): Promise<void> {
      await ex.execute(sql`
        insert into stock_settings (id, low_stock_threshold, updated_by, updated_at)
        values (1, ${value}, ${userId}, now())
        on conflict (id) do update set low_stock_threshold = excluded.low_stock_threshold,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
