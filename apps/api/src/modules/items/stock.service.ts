import type { DbOrTx } from '../../db/client';
import type { SaleVariantRow, StockRepository } from './stock.repository';

export type SaleVariant = SaleVariantRow;
export type StockLine = { variantId: number; quantity: number };

/**
 * The items module's stock side, for the orders module: it always runs inside the caller's
 * transaction. `lockForSale` holds the variants until that transaction ends, so a check of the
 * stock and the taking of it cannot be split by another checkout.
 */
export function createStockService({ repo }: { repo: StockRepository }) {
  return {
    /** The variants, locked (items first, then variants, each in id order); unknown ids are left out. */
    lockForSale: (variantIds: number[], tx: DbOrTx) =>
      repo.lockForSale(
        [...new Set(variantIds)].sort((a, b) => a - b),
        tx,
      ),

    /** Takes what was sold; call after `lockForSale` checked that it is there. */
    take: (lines: StockLine[], tx: DbOrTx) =>
      repo.adjust(
        lines.map((l) => ({ variantId: l.variantId, delta: -l.quantity })),
        tx,
      ),

    /** Puts back what a cancelled order held; variants deleted since are skipped. */
    async giveBack(lines: StockLine[], tx: DbOrTx) {
      await repo.lockForSale(
        [...new Set(lines.map((l) => l.variantId))].sort((a, b) => a - b),
        tx,
      );
      await repo.adjust(
        lines.map((l) => ({ variantId: l.variantId, delta: l.quantity })),
        tx,
      );
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
