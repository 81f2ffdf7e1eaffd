import { MAX_STOCK } from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { type ItemsContext, sameValue, withSkuCheck, type VariantInput } from './items.context';

type PricedSku = { sku: string; price?: string | null; brandSize?: string | null };
/**
 * What a change of the variants shows in the audit log: the SKUs, each kept SKU's price, and a
 * kept SKU's brand size label when it changed.
 */
export function variantChanges(
  before: PricedSku[],
  after: PricedSku[],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {
    skus: [before.map((v) => v.sku), after.map((v) => v.sku)],
  };
  const old = new Map(before.map((v) => [v.sku, v]));
  for (const v of after) {
    const was = old.get(v.sku);
    if (!was) continue;
    changes[`price.${v.sku}`] = [was.price ?? null, v.price ?? null];
    if (!sameValue(was.brandSize, v.brandSize))
      changes[`brand_size.${v.sku}`] = [was.brandSize ?? null, v.brandSize ?? null];
  }
  return changes;
}

type ItemVariantsDeps = Pick<
  ItemsContext,
  'db' | 'repo' | 'stock' | 'lockEditable' | 'saveVariants'
>;

/** An item's variants and their stock: the editor, one variant at a time, stock by hand and its history. */
export function createItemVariants({
  db,
  repo,
  stock,
  lockEditable,
  saveVariants,
}: ItemVariantsDeps) {
  return {
    /** Saves the whole list of variants in one transaction (see the repository). */
    async saveVariants(actor: Actor, id: number, variants: VariantInput[]) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const rows = await repo.variants(id, tx);
        // A size priced by hand makes the item's price the person's: an import keeps it.
        const before = new Map(rows.map((v) => [v.id, v]));
        const priced = variants.some((v) =>
          v.id === undefined ? v.price != null : !sameValue(before.get(v.id)?.price, v.price),
        );
        // So does a brand size label changed by hand: an import keeps the labels then.
        const labelled = variants.some(
          (v) => v.id !== undefined && !sameValue(before.get(v.id)?.brandSize, v.brandSize),
        );
        await saveVariants(id, variants, actor!.id, tx);
        const edited = [...(priced ? ['price'] : []), ...(labelled ? ['brand_sizes'] : [])];
        if (edited.length) await repo.markEdited(id, edited, tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.variants',
          entity: 'item',
          entityId: id,
          changes: variantChanges(rows, variants),
        });
      });
      return repo.variants(id, db);
    },

    async addVariant(actor: Actor, id: number, variant: Omit<VariantInput, 'id'>) {
      return db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const rows = await repo.variants(id, tx);
        const row = await withSkuCheck(() => repo.insertVariant(id, { ...variant, stock: 0 }, tx));
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.variants',
          entity: 'item',
          entityId: id,
          changes: variantChanges(rows, [...rows, row]),
        });
        if (!variant.stock) return row;
        await stock.adjustStock(tx, {
          variantId: row.id,
          setTo: variant.stock,
          reason: 'manual',
          actorId: actor!.id,
        });
        return { ...row, stock: variant.stock };
      });
    },

    async deleteVariant(actor: Actor, id: number, variantId: number) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const rows = await repo.variants(id, tx);
        if (!(await repo.deleteVariant(id, variantId, tx))) throw notFound('Variant');
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.variants',
          entity: 'item',
          entityId: id,
          changes: variantChanges(
            rows,
            rows.filter((v) => v.id !== variantId),
          ),
        });
      });
    },

    /**
     * One variant's stock changed by hand (by a delta or to a number), with the person and the
     * note in its history; whoever may edit the item may. Answers the item's variants.
     */
    async adjustStock(
      actor: NonNullable<Actor>,
      id: number,
      input: { variant_id: number; delta?: number; set_to?: number; note?: string },
    ) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const variant = await repo.variant(id, input.variant_id, tx);
        if (!variant) throw notFound('Variant');
        const next = input.set_to ?? variant.stock + (input.delta ?? 0);
        if (next < 0 || next > MAX_STOCK) {
          const message = 'The stock would leave its range';
          throw new AppError('VALIDATION_FAILED', 400, message, {
            fields: [{ path: 'delta', message }],
          });
        }
        await stock.adjustStock(tx, {
          variantId: variant.id,
          setTo: next,
          reason: 'manual',
          actorId: actor.id,
          note: input.note || null,
        });
      });
      return repo.variants(id, db);
    },

    /** The item's stock history, newest first. */
    async stockHistory(id: number) {
      if (!(await repo.exists(id, db))) throw notFound('Item');
      return stock.history(id, db);
    },

    lowStockThreshold: () => stock.lowStockThreshold(db),
    async saveLowStockThreshold(actor: NonNullable<Actor>, value: number) {
      await db.transaction(async (tx) => {
        const before = await stock.lowStockThreshold(tx);
        await stock.saveLowStockThreshold(value, actor.id, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'settings.stock',
          entity: 'settings',
          changes: { low_stock_threshold: [before, value] },
        });
      });
      return stock.lowStockThreshold(db);
    },

    variants: (id: number) => repo.variants(id, db),
  };
}
