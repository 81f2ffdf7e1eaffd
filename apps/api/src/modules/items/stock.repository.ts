import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
};

/**
 * Stock of `item_variants` (items module). Every writer locks the items first and then their
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
          coalesce(v.price, i.price) as price, v.stock, i.status = 'active' as sold
        from item_variants v
        join items i on i.id = v.item_id
        where v.id = any(${ids}::int[])
        order by v.id
        for update of v`);
      return result.rows;
    },

    /** Adds `delta` (negative to take) to each variant's stock; the stock check keeps it ≥ 0. */
    async adjust(changes: { variantId: number; delta: number }[], ex: DbOrTx): Promise<void> {
      if (!changes.length) return;
      const ids = changes.map((c) => c.variantId);
      const deltas = changes.map((c) => c.delta);
      await ex.execute(sql`
        update item_variants v set stock = v.stock + c.delta
        from unnest(${sql.param(ids)}::int[], ${sql.param(deltas)}::int[]) as c(id, delta)
        where v.id = c.id`);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
