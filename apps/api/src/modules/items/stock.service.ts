import type { DbOrTx } from '../../db/client';
import type {
  SaleVariantRow,
  StockChangeRow,
  StockMovementMeta,
  StockRepository,
} from './stock.repository';

export type SaleVariant = SaleVariantRow;
export type StockLine = { variantId: number; quantity: number };
/** One stock change and why: by `delta` or to `setTo`, by whom, with a note, for an order. */
export type StockAdjustment = StockMovementMeta &
  (
    | { variantId: number; delta: number; setTo?: never }
    | { variantId: number; setTo: number; delta?: never }
  );
/** Who and which order a sale or a cancel is for. */
export type OrderStockMeta = { orderId: number; actorId: number | null };

/** Sums the changes of each variant, so a variant named twice moves once by the whole amount. */
function merged(lines: { variantId: number; delta: number }[]): StockChangeRow[] {
  const byId = new Map<number, number>();
  for (const l of lines) byId.set(l.variantId, (byId.get(l.variantId) ?? 0) + l.delta);
  return [...byId].sort(([a], [b]) => a - b).map(([variantId, delta]) => ({ variantId, delta }));
}

/**
 * The items module's stock side: the one way `item_variants.stock` changes. Every change writes
 * its `stock_movements` row in the caller's transaction, so the history cannot miss a change or
 * show one that was rolled back. `lockForSale` holds the variants until that transaction ends, so a
 * check of the stock and the taking of it cannot be split by another checkout.
 */
export function createStockService({ repo }: { repo: StockRepository }) {
  /** Changes stock and records why; the caller holds the items' locks. */
  function adjustMany(changes: StockChangeRow[], meta: StockMovementMeta, tx: DbOrTx) {
    return repo.apply(changes, meta, tx);
  }

  return {
    /** The variants, locked (items first, then variants, each in id order); unknown ids are left out. */
    lockForSale: (variantIds: number[], tx: DbOrTx) =>
      repo.lockForSale(
        [...new Set(variantIds)].sort((a, b) => a - b),
        tx,
      ),

    /** One variant's stock by a delta or to a number, with its movement; the caller locked the item. */
    adjustStock: (tx: DbOrTx, { variantId, delta, setTo, ...meta }: StockAdjustment) =>
      adjustMany([{ variantId, delta, setTo }], meta, tx),

    adjustMany,

    /** Takes what was sold; call after `lockForSale` checked that it is there. */
    take: (lines: StockLine[], order: OrderStockMeta, tx: DbOrTx) =>
      adjustMany(
        merged(lines.map((l) => ({ variantId: l.variantId, delta: -l.quantity }))),
        { reason: 'sale', ...order },
        tx,
      ),

    /** Puts back what a cancelled order held; variants deleted since are skipped. */
    async giveBack(lines: StockLine[], order: OrderStockMeta, tx: DbOrTx) {
      await repo.lockForSale(
        [...new Set(lines.map((l) => l.variantId))].sort((a, b) => a - b),
        tx,
      );
      await adjustMany(
        merged(lines.map((l) => ({ variantId: l.variantId, delta: l.quantity }))),
        { reason: 'cancel', ...order },
        tx,
      );
    },

    history: (itemId: number, tx: DbOrTx, limit = 200) => repo.history(itemId, limit, tx),
    lowStockThreshold: (tx: DbOrTx) => repo.lowStockThreshold(tx),
    saveLowStockThreshold: (value: number, userId: number, tx: DbOrTx) =>
      repo.saveLowStockThreshold(value, userId, tx),
  };
}

export type StockService = ReturnType<typeof createStockService>;
