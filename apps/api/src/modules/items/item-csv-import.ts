import type { CsvImportCounts, CsvImportPreview, CsvImportResult } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { parseCsvFile, type CsvFileLine } from './item-csv-import.parse';
import { planImport, type ItemPlan } from './item-csv-import.plan';
import { createItemCsvImportRepository } from './item-csv-import.repository';
import { changesOf, recordAudit } from '../audit/audit.service';
import type { ItemRow, VariantRow } from './items.repository';
import { variantChanges } from './item-variants';
import {
  EDITED_NAME,
  sameValue,
  withSkuCheck,
  type ImportedField,
  type ItemInput,
  type ItemsContext,
} from './items.context';

function countsOf(plans: ItemPlan[]): CsvImportCounts {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) for (const line of plan.lines) counts[line.action] += 1;
  return counts;
}

/**
 * The product CSV import (decision 073): the admin list's export read back. The preview writes
 * nothing; the apply works the plan out again under the items' locks and writes it whole in one
 * transaction, or refuses it whole while any line has an error.
 */
export function createItemCsvImport({ db, repo, lockEditable, setStocks }: ItemsContext) {
  const reads = createItemCsvImportRepository();

  async function plan(actor: NonNullable<Actor>, lines: CsvFileLine[], lock: boolean, ex: DbOrTx) {
    const skus = [...new Set(lines.flatMap((l) => (l.cells.sku ? [l.cells.sku] : [])))];
    const known = await reads.variantsBySkus(skus, ex);
    const ids = new Set(known.map((v) => v.itemId));
    for (const line of lines)
      if (line.cells.id && /^\d{1,9}$/.test(line.cells.id)) ids.add(Number(line.cells.id));
    const items = await reads.itemsByIds([...ids], lock, ex);
    const variantsOf = new Map<number, VariantRow[]>();
    for (const variant of await reads.variantsOfItems(
      items.map((i) => i.id),
      ex,
    ))
      variantsOf.set(variant.itemId, [...(variantsOf.get(variant.itemId) ?? []), variant]);
    return planImport({
      lines,
      items: new Map(items.map((item) => [item.id, item])),
      variantsOf,
      bySku: new Map(known.map((v) => [v.sku, v])),
      mayEdit: (item: ItemRow) => can(actor, 'edit', { type: 'item', ownerId: item.ownerId }),
    });
  }

  /** Writes one item's part of the plan; the caller holds the transaction. */
  async function write(
    actor: NonNullable<Actor>,
    { item, fields, variants }: ItemPlan,
    tx: DbOrTx,
  ) {
    const { size, color, ...rest } = fields;
    let itemId: number;
    if (!item) {
      assertCan(actor, 'create', { type: 'item', ownerId: null }, 'Only staff add items');
      // A file brings no pictures: a new item waits as a draft unless the file says otherwise.
      const values = {
        ...rest,
        name: rest.name!,
        status: rest.status ?? 'draft',
        size: variants.length ? null : (size ?? null),
        color: variants.length ? null : (color ?? null),
      };
      const created = await repo.insert({ ...values, ownerId: actor.id, imageKey: null }, tx);
      itemId = created.id;
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'item.create',
        entity: 'item',
        entityId: itemId,
        changes: changesOf({}, values),
      });
    } else {
      itemId = item.id;
      const locked = await lockEditable(actor, item.id, 'edit', tx);
      const input: Partial<ItemInput> = {
        ...rest,
        ...(size === undefined ? {} : { size }),
        ...(color === undefined ? {} : { color }),
      };
      // A field the file really changes becomes the person's, as an edit in the form makes it.
      const edited = [
        ...new Set([
          ...locked.editedFields,
          ...(Object.keys(input) as (keyof ItemInput)[])
            .filter(
              (key): key is ImportedField =>
                key !== 'status' && !sameValue(locked[key], input[key]),
            )
            .map((key) => EDITED_NAME[key]),
        ]),
      ];
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'item.update',
        entity: 'item',
        entityId: itemId,
        changes: changesOf(locked, input),
      });
      if (Object.keys(input).length)
        await repo.update(
          item.id,
          edited.length === locked.editedFields.length ? input : { ...input, editedFields: edited },
          tx,
        );
    }
    if (!variants.length) return;
    const current = await repo.variants(itemId, tx);
    const changed = new Map(variants.map((v) => [v.sku, v]));
    const next = [
      ...current.map(({ itemId: _item, createdAt: _at, ...v }) => ({
        ...v,
        ...changed.get(v.sku)?.values,
      })),
      ...variants
        .filter((v) => v.id === undefined)
        .map((v) => ({
          sku: v.sku,
          size: v.values.size ?? null,
          brandSize: v.values.brandSize ?? null,
          color: v.values.color ?? null,
          price: v.values.price ?? null,
          stock: 0,
        })),
    ];
    await withSkuCheck(() => repo.saveVariants(itemId, next, tx));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'item.variants',
      entity: 'item',
      entityId: itemId,
      changes: variantChanges(current, next),
    });
    await setStocks(
      itemId,
      variants.flatMap((v) => (v.stock === undefined ? [] : [{ sku: v.sku, stock: v.stock }])),
      { reason: 'import', actorId: actor.id },
      tx,
    );
    // A size priced by hand makes the item's price the person's, as in the variants editor.
    // So does a brand size label: an import from the source keeps the labels then.
    const edited = [
      ...(variants.some((v) => v.values.price !== undefined) ? ['price'] : []),
      ...(variants.some((v) => v.id !== undefined && v.values.brandSize !== undefined)
        ? ['brand_sizes']
        : []),
    ];
    if (item && edited.length) await repo.markEdited(item.id, edited, tx);
  }

  return {
    /** What applying the file would do, line by line; nothing is written. */
    async previewCsv(actor: NonNullable<Actor>, file: Buffer): Promise<CsvImportPreview> {
      const plans = await plan(actor, parseCsvFile(file), false, db);
      const lines = plans.flatMap((p) => p.lines).sort((a, b) => a.line - b.line);
      return { counts: countsOf(plans), lines };
    },

    /** Applies the file whole, or nothing of it when a line has an error. */
    async applyCsv(actor: NonNullable<Actor>, file: Buffer): Promise<CsvImportResult> {
      const lines = parseCsvFile(file);
      return db.transaction(async (tx) => {
        const plans = await plan(actor, lines, true, tx);
        const counts = countsOf(plans);
        if (counts.error)
          throw new AppError('VALIDATION_FAILED', 400, 'Some lines of the file have errors', {
            reason: 'csv_has_errors',
          });
        let created = 0;
        let updated = 0;
        for (const p of plans) {
          if (p.item && !p.lines.some((l) => l.action !== 'unchanged')) continue;
          await write(actor, p, tx);
          if (p.item) updated += 1;
          else created += 1;
        }
        return { counts, items_created: created, items_updated: updated };
      });
    },
  };
}
