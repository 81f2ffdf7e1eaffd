import { assertCan, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import type { BulkResult, ItemStatus, LinkFailure } from '@shop/contract';
import { changesOf, recordAudit } from '../audit/audit.service';
import type { CleanupWarning } from '../media/media.service';
import type { ItemRow } from './items.repository';
import {
  type ItemsContext,
  EDITED_NAME,
  sameValue,
  type ImportedField,
  type ItemInput,
  type VariantInput,
} from './items.context';

/** A compare-at price counts only above the price it is shown beside. */
function assertCompareAt(compareAt: string | null | undefined, price: string | null) {
  if (compareAt === null || compareAt === undefined || price === null) return;
  if (Number(compareAt) > Number(price)) return;
  const message = 'The compare-at price must be above the price';
  throw new AppError('VALIDATION_FAILED', 400, message, {
    fields: [{ path: 'compare_at_price', message }],
  });
}

/** `sku` with the first suffix («-copy», «-copy-2» …) that no variant has yet; taken as it goes. */
function freeSku(sku: string, taken: Set<string>): string {
  const base = `${sku}-copy`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}
type ItemWritesDeps = Pick<
  ItemsContext,
  'db' | 'repo' | 'media' | 'lockEditable' | 'withImages' | 'saveVariants' | 'prepareAll'
>;

/** Making, changing, removing and copying items. */
export function createItemWrites({
  db,
  repo,
  media,
  lockEditable,
  withImages,
  saveVariants,
  prepareAll,
}: ItemWritesDeps) {
  return {
    /**
     * A new item owned by its creator, with its pictures (in order) and variants; a link that could
     * not be stored is left out and named in `linkFailures`.
     */
    async create(
      actor: Actor,
      input: ItemInput,
      options: { pictures?: Buffer[]; links?: string[]; variants?: VariantInput[] } = {},
    ): Promise<ItemRow & { linkFailures: LinkFailure[] }> {
      assertCan(
        actor,
        'create',
        { type: 'item', ownerId: null },
        'Only moderators and admins add items',
      );
      assertCompareAt(input.compareAtPrice, input.price ?? null);
      const { images, linkFailures } = await prepareAll(options.pictures ?? [], options.links);
      const item = await withImages(images, actor!.id, async (tx) => {
        const item = await repo.insert(
          { ...input, ownerId: actor!.id, imageKey: images[0]?.key ?? null },
          tx,
        );
        await repo.replaceImages(
          item.id,
          images.map((image) => ({ key: image.key })),
          tx,
        );
        if (options.variants) await saveVariants(item.id, options.variants, actor!.id, tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.create',
          entity: 'item',
          entityId: item.id,
          changes: changesOf({}, input),
        });
        return item;
      });
      return { ...item, linkFailures };
    },

    /**
     * Changes the fields sent; a field whose value really changes becomes the person's, and an
     * import leaves it alone from then on.
     */
    async update(actor: Actor, id: number, input: Partial<ItemInput>): Promise<ItemRow> {
      return db.transaction(async (tx) => {
        const item = await lockEditable(actor, id, 'edit', tx);
        if (input.compareAtPrice !== undefined)
          assertCompareAt(
            input.compareAtPrice,
            input.price !== undefined ? input.price : (item.price ?? item.minPrice),
          );
        const changed = (Object.keys(input) as (keyof ItemInput)[]).filter(
          (key): key is ImportedField =>
            key !== 'status' && input[key] !== undefined && !sameValue(item[key], input[key]),
        );
        const edited = [...new Set([...item.editedFields, ...changed.map((k) => EDITED_NAME[k])])];
        const changes = changesOf(item, input);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: Object.keys(changes).join() === 'status' ? 'item.status' : 'item.update',
          entity: 'item',
          entityId: id,
          changes,
        });
        return repo.update(
          id,
          edited.length === item.editedFields.length ? input : { ...input, editedFields: edited },
          tx,
        );
      });
    },

    /**
     * POST /api/items/bulk-status: each item in turn by the rules of one edit (a moderator only
     * their own), audited as `item.status`; an item refused or gone is reported with the code it
     * would have answered alone, and the others still change.
     */
    async setStatuses(actor: Actor, ids: number[], status: ItemStatus): Promise<BulkResult> {
      assertCan(actor, 'create', { type: 'item', ownerId: null }, 'Only moderators and admins');
      const result: BulkResult = { changed: [], skipped: [] };
      for (const id of new Set(ids)) {
        try {
          await this.update(actor, id, { status });
          result.changed.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.skipped.push({ id, code: error.code, reason: error.details?.reason });
        }
      }
      return result;
    },

    /**
     * Deletes the item, or archives it when past orders, outfits or reviews name it (they keep
     * showing it, as no longer sold); a deleted item's pictures' files go after the transaction
     * commits.
     */
    async delete(actor: Actor, id: number, warn?: CleanupWarning): Promise<{ archived: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const item = await lockEditable(actor, id, 'delete', tx);
        if (await repo.isReferenced(id, tx)) {
          await repo.update(id, { status: 'archived' }, tx);
          await recordAudit(tx, {
            actorId: actor!.id,
            action: 'item.archive',
            entity: 'item',
            entityId: id,
            changes: { status: [item.status, 'archived'] },
          });
          return { archived: true, keys: [] };
        }
        const images = await repo.images(id, tx);
        await repo.delete(id, tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.delete',
          entity: 'item',
          entityId: id,
          changes: { name: [item.name, null] },
        });
        const keys = await media.forget(
          await repo.unusedKeys(
            images.map((image) => image.imageKey),
            tx,
          ),
          'item_image',
          tx,
        );
        return { archived: false, keys };
      });
      await media.deleteFiles(outcome.keys, warn);
      return { archived: outcome.archived };
    },

    /**
     * A copy of the item to work on: a draft named «… (копия)» owned by whoever copies it, with
     * the same fields, the same pictures (the same stored files: a key is kept while any item's
     * gallery names it) and its variants with no stock and SKUs of their own.
     */
    async duplicate(actor: Actor, id: number, copySuffix: string): Promise<ItemRow> {
      assertCan(
        actor,
        'create',
        { type: 'item', ownerId: null },
        'Only moderators and admins add items',
      );
      return db.transaction(async (tx) => {
        const source = await repo.lock(id, tx);
        if (!source) throw notFound('Item');
        const item = await repo.insert(
          {
            name: `${source.name}${copySuffix}`.slice(0, 200),
            brand: source.brand,
            category: source.category,
            gender: source.gender,
            description: source.description,
            composition: source.composition,
            attributes: source.attributes,
            color: source.color,
            size: source.size,
            style: source.style,
            collection: source.collection,
            price: source.price,
            article: source.article,
            imageKey: source.imageKey,
            status: 'draft',
            ownerId: actor!.id,
          },
          tx,
        );
        const images = await repo.images(id, tx);
        await repo.replaceImages(
          item.id,
          images.map((image) => ({ key: image.imageKey, color: image.color })),
          tx,
        );
        const variants = await repo.variants(id, tx);
        if (variants.length) {
          const taken = await repo.copySkus(
            variants.map((v) => v.sku),
            tx,
          );
          await repo.saveVariants(
            item.id,
            variants.map((v) => ({
              sku: freeSku(v.sku, taken),
              size: v.size,
              brandSize: v.brandSize,
              color: v.color,
              price: v.price,
              stock: 0,
            })),
            tx,
          );
        }
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.duplicate',
          entity: 'item',
          entityId: item.id,
          changes: { copied_from: [null, id] },
        });
        return item;
      });
    },
  };
}
