import {
  MAX_STOCK,
  type Category,
  type Gender,
  type ImportChange,
  type ItemStatus,
  type ItemSourceFilter,
  type ManagedItemSort,
  type SortOrder,
} from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { pagesOf } from '../../lib/csv-export';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { CleanupWarning, MediaService, PreparedImage } from '../media/media.service';
import type { StockService } from './stock.service';
import type {
  GalleryImage,
  ItemRow,
  ItemsRepository,
  ItemValues,
  ManagedItemRow,
  VariantRow,
  VariantValues,
} from './items.repository';

/** What a moderator or admin sets on an item; derived columns and the source are not theirs. */
export type ItemInput = Pick<
  ItemValues,
  | 'name'
  | 'brand'
  | 'category'
  | 'gender'
  | 'description'
  | 'color'
  | 'size'
  | 'style'
  | 'collection'
  | 'price'
  | 'compareAtPrice'
  | 'article'
  | 'status'
>;

/** The fields an import fills too; the status is the shop's alone, an import never changes it. */
type ImportedField = Exclude<keyof ItemInput, 'status'>;

/** The stored name of each field a person may change: what `edited_fields` lists. */
const EDITED_NAME = {
  name: 'name',
  brand: 'brand',
  category: 'category',
  gender: 'gender',
  description: 'description',
  color: 'color',
  size: 'size',
  style: 'style',
  collection: 'collection',
  price: 'price',
  compareAtPrice: 'compare_at_price',
  article: 'article',
} as const satisfies Record<ImportedField, string>;

/** Who an item is for after an import: an import may widen it (to unisex), never narrow it. */
export function mergedGender(current: Gender, incoming: Gender): Gender {
  if (current === incoming || current === 'unisex' || current === 'kids') return current;
  if (incoming === 'kids') return current;
  return 'unisex';
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
const priceNumber = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** A compare-at price counts only above the price it is shown beside. */
function assertCompareAt(compareAt: string | null | undefined, price: string | null) {
  if (compareAt === null || compareAt === undefined || price === null) return;
  if (Number(compareAt) > Number(price)) return;
  const message = 'The compare-at price must be above the price';
  throw new AppError('VALIDATION_FAILED', 400, message, {
    fields: [{ path: 'compare_at_price', message }],
  });
}
export type VariantInput = Omit<VariantValues, 'id'> & { id?: number };

/**
 * An item as a source (Lamoda) describes it: matched by the source's SKU on every import. Its
 * status is the shop's: set once when the import creates the item, never changed by a re-import.
 */
export type SourceItem = Omit<ItemInput, 'status'> & {
  source: string;
  /** The site it came from (`lamoda.kz`): an item keeps the one it was first imported from. */
  sourceDomain: string;
  sourceSku: string;
  sourceUrl: string | null;
  sourcePrice: string | null;
  sourceCurrency: string | null;
  gallery: GalleryImage[];
  variants: Omit<VariantValues, 'id'>[];
};

/** The admin list's filters, as the list and its export take them. */
type ManagedQuery = {
  q?: string;
  category?: Category;
  status?: ItemStatus;
  source?: ItemSourceFilter;
  mine?: boolean;
  /** Only the items at or below the shop's low-stock threshold. */
  low_stock?: boolean;
  sort: ManagedItemSort;
  order: SortOrder;
};

/** An item of the export with its variants (none: the item is sold as a whole). */
export type ItemExportRow = { item: ManagedItemRow; variants: VariantRow[] };

function managedFilter(actor: NonNullable<Actor>, input: ManagedQuery, lowStockThreshold: number) {
  return {
    q: input.q || undefined,
    category: input.category,
    status: input.status,
    source: input.source === 'all' ? undefined : input.source,
    ownerId: input.mine ? actor.id : undefined,
    lowStockAt: input.low_stock ? lowStockThreshold : undefined,
    sort: input.sort,
    order: input.order,
  };
}

/** What an import's stock change says in the history: the import, by nobody, from its source. */
const importStock = (input: { source: string }) => ({
  reason: 'import' as const,
  actorId: null,
  note: input.source,
});

type PgError = { code?: string; constraint?: string; cause?: unknown };
/** Whether a write broke this unique constraint (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = ((error as PgError)?.cause ?? error) as PgError;
  return pg?.code === '23505' && pg.constraint === constraint;
}

/** Runs a variant write; a SKU another variant has is a 409 SKU_TAKEN. */
async function withSkuCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'item_variants_sku_unique')) throw error;
    const message = 'A variant with this SKU already exists';
    throw new AppError('SKU_TAKEN', 409, message, { fields: [{ path: 'sku', message }] });
  }
}

/** `sku` with the first suffix («-copy», «-copy-2» …) that no variant has yet; taken as it goes. */
function freeSku(sku: string, taken: Set<string>): string {
  const base = `${sku}-copy`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * The write side of the catalogue, the one owner of items, their pictures and their variants.
 * Moderators create items and change only their own; admins change any; imported and seeded
 * items belong to nobody. Pictures are stored through the media module.
 */
export function createItemsService({
  db,
  repo,
  media,
  stock,
}: {
  db: Db;
  repo: ItemsRepository;
  media: MediaService;
  stock: StockService;
}) {
  async function lockEditable(actor: Actor, id: number, action: 'edit' | 'delete', tx: DbOrTx) {
    const item = await repo.lock(id, tx);
    if (!item) throw notFound('Item');
    assertCan(
      actor,
      action,
      { type: 'item', ownerId: item.ownerId },
      'Moderators change only the items they created',
    );
    return item;
  }

  /** The rights a screen shows as `can_edit` / `can_delete`. */
  function permissionsOf(actor: Actor, ownerId: number | null) {
    const resource = { type: 'item' as const, ownerId };
    return { can_edit: can(actor, 'edit', resource), can_delete: can(actor, 'delete', resource) };
  }

  /** Runs `write` in a transaction that also records `images`; their files go if it fails. */
  async function withImages<T>(
    images: PreparedImage[],
    ownerId: number | null,
    write: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        await media.record(images, ownerId, tx);
        return write(tx);
      });
    } catch (error) {
      await media.discard(images);
      throw error;
    }
  }

  /**
   * Saves the editor's variants; their stock goes through the stock service, so a changed number
   * leaves a movement by `actorId`. The rows keep their stock (new ones start at 0) until then.
   */
  async function saveVariants(
    itemId: number,
    variants: VariantInput[],
    actorId: number,
    tx: DbOrTx,
  ) {
    const foreign = await repo.foreignVariantIds(
      itemId,
      variants.flatMap((v) => (v.id === undefined ? [] : [v.id])),
      tx,
    );
    if (foreign.length) throw notFound(`Variant ${foreign[0]} of this item`);
    const current = new Map((await repo.variants(itemId, tx)).map((v) => [v.id, v.stock]));
    await withSkuCheck(() =>
      repo.saveVariants(
        itemId,
        variants.map((v) => ({ ...v, stock: (v.id !== undefined && current.get(v.id)) || 0 })),
        tx,
      ),
    );
    await setStocks(itemId, variants, { reason: 'manual', actorId }, tx);
  }

  /** Sets each variant (found by SKU) to its wanted stock; the others of the item to `rest`. */
  async function setStocks(
    itemId: number,
    wanted: { sku: string; stock?: number | null }[],
    meta: { reason: 'manual' | 'import'; actorId: number | null; note?: string | null },
    tx: DbOrTx,
    rest?: number,
  ) {
    const bySku = new Map(wanted.map((v) => [v.sku, v.stock ?? 0]));
    const changes = (await repo.variants(itemId, tx)).flatMap((v) => {
      const setTo = bySku.get(v.sku) ?? rest;
      return setTo === undefined ? [] : [{ variantId: v.id, setTo }];
    });
    await stock.adjustMany(changes, meta, tx);
  }

  /** Stores uploaded pictures and pictures given by link, in that order; all or none. */
  const prepareAll = async (files: Buffer[], links: string[] = []) => {
    const settled = await Promise.allSettled([
      ...files.map((file) => media.prepareImage('item_image', file)),
      ...links.map((link) => media.prepareFromLink('item_image', link)),
    ]);
    const prepared = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) {
      await media.discard(prepared);
      throw failed.reason;
    }
    return prepared;
  };

  return {
    /** A new item owned by its creator, with its pictures (in order) and variants. */
    async create(
      actor: Actor,
      input: ItemInput,
      options: { pictures?: Buffer[]; links?: string[]; variants?: VariantInput[] } = {},
    ): Promise<ItemRow> {
      assertCan(
        actor,
        'create',
        { type: 'item', ownerId: null },
        'Only moderators and admins add items',
      );
      assertCompareAt(input.compareAtPrice, input.price ?? null);
      const images = await prepareAll(options.pictures ?? [], options.links);
      return withImages(images, actor!.id, async (tx) => {
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
        return item;
      });
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
        return repo.update(
          id,
          edited.length === item.editedFields.length ? input : { ...input, editedFields: edited },
          tx,
        );
      });
    },

    /**
     * Deletes the item, or archives it when past orders, outfits or reviews name it (they keep
     * showing it, as no longer sold); a deleted item's pictures' files go after the transaction
     * commits.
     */
    async delete(actor: Actor, id: number, warn?: CleanupWarning): Promise<{ archived: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'delete', tx);
        if (await repo.isReferenced(id, tx)) {
          await repo.update(id, { status: 'archived' }, tx);
          return { archived: true, keys: [] };
        }
        const images = await repo.images(id, tx);
        await repo.delete(id, tx);
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
              color: v.color,
              price: v.price,
              stock: 0,
            })),
            tx,
          );
        }
        return item;
      });
    },

    /** Puts the item's pictures in this order; the first becomes the main picture. */
    async reorderImages(actor: Actor, id: number, imageIds: number[]) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        if (!(await repo.reorderImages(id, imageIds, tx))) {
          const message = 'The list must name each of the item’s pictures once';
          throw new AppError('VALIDATION_FAILED', 400, message, {
            fields: [{ path: 'image_ids', message }],
          });
        }
        await repo.syncMainImage(id, tx);
      });
    },

    /** Appends uploaded pictures (and pictures given by link) to the gallery. */
    async addImages(
      actor: Actor,
      id: number,
      pictures: Buffer[],
      links: string[] = [],
    ): Promise<void> {
      await db.transaction((tx) => lockEditable(actor, id, 'edit', tx));
      const images = await prepareAll(pictures, links);
      await withImages(images, actor!.id, async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        await repo.appendImages(
          id,
          images.map((image) => image.key),
          tx,
        );
        await repo.syncMainImage(id, tx);
        await repo.markEdited(id, ['pictures'], tx);
      });
    },

    /**
     * Links a picture to one of the item's variant colours (the gallery and the cart line follow the
     * chosen colour), or to none (a picture of every colour).
     */
    async setImageColor(actor: Actor, id: number, imageId: number, color: string | null) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        if (color !== null) {
          const colors = new Set((await repo.variants(id, tx)).map((v) => v.color));
          if (!colors.has(color)) {
            throw new AppError(
              'VALIDATION_FAILED',
              400,
              'The colour must be one of the item’s variant colours',
              { fields: [{ path: 'color', message: 'Not a colour of this item' }] },
            );
          }
        }
        if (!(await repo.setImageColor(id, imageId, color, tx))) throw notFound('Image');
        await repo.markEdited(id, ['pictures'], tx);
      });
    },

    async removeImage(actor: Actor, id: number, imageId: number, warn?: CleanupWarning) {
      const keys = await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const key = await repo.deleteImage(id, imageId, tx);
        if (!key) throw notFound('Image');
        await repo.syncMainImage(id, tx);
        await repo.markEdited(id, ['pictures'], tx);
        return media.forget(await repo.unusedKeys([key], tx), 'item_image', tx);
      });
      await media.deleteFiles(keys, warn);
    },

    /** Saves the whole list of variants in one transaction (see the repository). */
    async saveVariants(actor: Actor, id: number, variants: VariantInput[]) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        // A size priced by hand makes the item's price the person's: an import keeps it.
        const before = new Map((await repo.variants(id, tx)).map((v) => [v.id, v.price]));
        const priced = variants.some((v) =>
          v.id === undefined ? v.price != null : !sameValue(before.get(v.id), v.price),
        );
        await saveVariants(id, variants, actor!.id, tx);
        if (priced) await repo.markEdited(id, ['price'], tx);
      });
      return repo.variants(id, db);
    },

    async addVariant(actor: Actor, id: number, variant: Omit<VariantInput, 'id'>) {
      return db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const row = await withSkuCheck(() => repo.insertVariant(id, { ...variant, stock: 0 }, tx));
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
        if (!(await repo.deleteVariant(id, variantId, tx))) throw notFound('Variant');
      });
    },

    /**
     * The admin list, a page of it with the total; a moderator may ask for their own items only,
     * anyone for the items running low (the shop's threshold).
     */
    async managed(
      actor: NonNullable<Actor>,
      input: ManagedQuery & { page: number; limit: number },
    ) {
      const threshold = await stock.lowStockThreshold(db);
      const { rows, total } = await repo.managed({
        ...managedFilter(actor, input, threshold),
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
      });
      const items = rows.map((row) => ({
        ...toItemSummary(row, media.url),
        owner_id: row.owner_id,
        owner_name: row.owner_name,
        source: row.source,
        source_domain: row.source_domain,
        variants_count: row.variants_count,
        stock_total: row.stock_total,
        low_stock: row.stock_total <= threshold,
        ...permissionsOf(actor, row.owner_id),
      }));
      return { items, total, low_stock_threshold: threshold };
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
      await db.transaction((tx) => stock.saveLowStockThreshold(value, actor.id, tx));
      return stock.lowStockThreshold(db);
    },

    /** The admin list's items with its filters, every page, each with its variants (the CSV export). */
    async *exportPages(
      actor: NonNullable<Actor>,
      input: ManagedQuery,
    ): AsyncGenerator<ItemExportRow[]> {
      const filter = managedFilter(actor, input, await stock.lowStockThreshold(db));
      for await (const page of pagesOf(
        async (offset, limit) => (await repo.managed({ ...filter, offset, limit })).rows,
      )) {
        const variantsOf = new Map<number, VariantRow[]>();
        for (const variant of await repo.variantsOf(page.map((item) => item.id)))
          variantsOf.set(variant.itemId, [...(variantsOf.get(variant.itemId) ?? []), variant]);
        yield page.map((item) => ({ item, variants: variantsOf.get(item.id) ?? [] }));
      }
    },

    variants: (id: number) => repo.variants(id, db),
    imagesBySource: (source: string, sourceSku: string) => repo.imagesBySource(source, sourceSku),

    /** What an import needs to know of an item it may update, before it fetches anything. */
    sourced: (source: string, sourceSku: string) => repo.findBySource(source, sourceSku, db),

    /**
     * Creates or updates an item from a source, inside the caller's transaction (the caller also
     * records the new pictures). An item keeps the site it first came from: another site's
     * import leaves it alone (skipped). On an update the import changes only what no person has
     * changed (`edited_fields`); the stock always follows the source, and who the item is for is
     * widened, never narrowed. Answers what changed, and the keys of pictures the item no longer
     * shows, already forgotten: their files go after the caller commits.
     */
    async upsertFromSource(
      input: SourceItem,
      tx: DbOrTx,
      { publish = true }: { publish?: boolean } = {},
    ): Promise<{
      itemId: number;
      created: boolean;
      droppedKeys: string[];
      change: ImportChange;
    }> {
      const { gallery, variants, ...values } = input;
      const existing = await repo.lockBySource(input.source, input.sourceSku, tx);
      const base = { sku: input.sourceSku };
      if (!existing) {
        const item = await repo.insert(
          {
            ...values,
            imageKey: gallery[0]?.key ?? null,
            ownerId: null,
            status: publish ? 'active' : 'draft',
          },
          tx,
        );
        await repo.replaceImages(item.id, gallery, tx);
        await repo.upsertVariantsBySku(item.id, variants, tx);
        await setStocks(item.id, variants, importStock(input), tx);
        return {
          itemId: item.id,
          created: true,
          droppedKeys: [],
          change: { ...base, item_id: item.id, name: item.name, outcome: 'created' },
        };
      }
      if (existing.sourceDomain && existing.sourceDomain !== input.sourceDomain) {
        return {
          itemId: existing.id,
          created: false,
          droppedKeys: [],
          change: {
            ...base,
            item_id: existing.id,
            name: existing.name,
            outcome: 'skipped',
            reason: 'other_domain',
            source_domain: existing.sourceDomain,
          },
        };
      }
      const edited = new Set(existing.editedFields);
      const next: Partial<ItemValues> = {
        sourceDomain: input.sourceDomain,
        sourceUrl: input.sourceUrl,
        sourcePrice: input.sourcePrice,
        sourceCurrency: input.sourceCurrency,
      };
      const fields: string[] = [];
      for (const key of Object.keys(EDITED_NAME) as ImportedField[]) {
        if (edited.has(EDITED_NAME[key]) || !(key in values)) continue;
        const incoming =
          key === 'gender' ? mergedGender(existing.gender, values.gender!) : values[key];
        if (incoming === undefined || sameValue(existing[key], incoming)) continue;
        Object.assign(next, { [key]: incoming });
        fields.push(EDITED_NAME[key]);
      }
      const keepPictures = edited.has('pictures');
      const previousKeys = keepPictures
        ? []
        : (await repo.images(existing.id, tx)).map((i) => i.imageKey);
      if (!keepPictures) next.imageKey = gallery[0]?.key ?? null;
      const stockBefore = (await repo.variants(existing.id, tx)).reduce((n, v) => n + v.stock, 0);
      const item = await repo.update(existing.id, next, tx);
      const dropped = keepPictures ? [] : await repo.replaceImages(item.id, gallery, tx);
      await repo.upsertVariantsBySku(item.id, variants, tx);
      // Sizes gone at the source keep their variant with stock 0, so carts keep valid lines.
      await setStocks(item.id, variants, importStock(input), tx, 0);
      const stockAfter = (await repo.variants(item.id, tx)).reduce((n, v) => n + v.stock, 0);

      const previous = new Set(previousKeys);
      const added = keepPictures ? 0 : gallery.filter((g) => !previous.has(g.key)).length;
      const change: ImportChange = {
        ...base,
        item_id: item.id,
        name: item.name,
        outcome: 'updated',
      };
      if (fields.includes('price'))
        change.price = { from: priceNumber(existing.price), to: priceNumber(item.price) };
      if (stockBefore !== stockAfter) change.stock = { from: stockBefore, to: stockAfter };
      if (added || dropped.length) change.pictures = { added, removed: dropped.length };
      const others = fields.filter((f) => f !== 'price');
      if (others.length) change.fields = others;
      if (!change.price && !change.stock && !change.pictures && !change.fields)
        change.outcome = 'unchanged';
      return {
        itemId: item.id,
        created: false,
        droppedKeys: await media.forget(await repo.unusedKeys(dropped, tx), 'item_image', tx),
        change,
      };
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
