import {
  CSV_IMPORT_STOCK_NOTE,
  type CsvImportCounts,
  type CsvImportPreview,
  type CsvImportResult,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { parseCsvFile, type CsvFileLine } from './item-csv-import.parse';
import { planImport, type CurrentPicture, type ItemPlan } from './item-csv-import.plan';
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

type ItemCsvImportDeps = Pick<ItemsContext, 'db' | 'repo' | 'media' | 'lockEditable' | 'setStocks'>;

/**
 * The product CSV import (decision 073): the admin list's export read back. The preview writes
 * nothing; the apply works the plan out again under the items' locks and writes it whole in one
 * transaction, or refuses it whole while any line has an error.
 */
export function createItemCsvImport({
  db,
  repo,
  media,
  lockEditable,
  setStocks,
}: ItemCsvImportDeps) {
  const reads = createItemCsvImportRepository();

  /** Each item's pictures as the export lists them: its gallery, else its one picture. */
  async function picturesOf(list: ItemRow[], ex: DbOrTx) {
    const gallery = await reads.picturesOfItems(
      list.map((i) => i.id),
      ex,
    );
    const byItem = new Map<number, typeof gallery>();
    for (const picture of gallery)
      byItem.set(picture.itemId, [...(byItem.get(picture.itemId) ?? []), picture]);
    return new Map(
      list.map((item): [number, CurrentPicture[]] => {
        const own = byItem.get(item.id) ?? [];
        const pictures = own.length
          ? own.map((p) => ({ id: p.id, key: p.imageKey }))
          : item.imageKey
            ? [{ id: null, key: item.imageKey }]
            : [];
        return [item.id, pictures.map((p) => ({ id: p.id, address: media.url(p.key) ?? '' }))];
      }),
    );
  }

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
      picturesOf: await picturesOf(items, ex),
      mayEdit: (item: ItemRow) => can(actor, 'edit', { type: 'item', ownerId: item.ownerId }),
    });
  }

  /**
   * The item's gallery as the file orders it, without the pictures it dropped; answers the files
   * no item uses any more, to delete once the transaction committed.
   */
  async function writePictures(
    actor: NonNullable<Actor>,
    itemId: number,
    { keep, remove }: NonNullable<ItemPlan['pictures']>,
    tx: DbOrTx,
  ): Promise<string[]> {
    const before = (await repo.images(itemId, tx)).map((image) => image.id);
    const dropped: string[] = [];
    for (const id of remove) {
      const key = await repo.deleteImage(itemId, id, tx);
      if (key) dropped.push(key);
    }
    if (keep.length) await repo.reorderImages(itemId, keep, tx);
    await repo.syncMainImage(itemId, tx);
    await repo.markEdited(itemId, ['pictures'], tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'item.pictures',
      entity: 'item',
      entityId: itemId,
      changes: { picture_order: [before, keep] },
    });
    return media.forget(await repo.unusedKeys(dropped, tx), 'item_image', tx);
  }

  /** Creates the item or changes its fields; answers its id. */
  async function writeItem(
    actor: NonNullable<Actor>,
    { item, fields, variants }: ItemPlan,
    tx: DbOrTx,
  ): Promise<number> {
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
    return itemId;
  }

  /** Saves the variants the plan changes and adds, and their stock (a CSV import's movement). */
  async function writeVariants(
    actor: NonNullable<Actor>,
    { item, variants }: ItemPlan,
    itemId: number,
    tx: DbOrTx,
  ) {
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
      { reason: 'import', actorId: actor.id, note: CSV_IMPORT_STOCK_NOTE },
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

  /**
   * Writes one item's part of the plan; the caller holds the transaction. Answers the picture
   * files to delete once it committed.
   */
  async function write(actor: NonNullable<Actor>, plan: ItemPlan, tx: DbOrTx): Promise<string[]> {
    const itemId = await writeItem(actor, plan, tx);
    const dropped = plan.pictures ? await writePictures(actor, itemId, plan.pictures, tx) : [];
    await writeVariants(actor, plan, itemId, tx);
    return dropped;
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
      const dropped: string[] = [];
      const result = await db.transaction(async (tx) => {
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
          dropped.push(...(await write(actor, p, tx)));
          if (p.item) updated += 1;
          else created += 1;
        }
        return { counts, items_created: created, items_updated: updated };
      });
      await media.deleteFiles(dropped);
      return result;
    },
  };
}
