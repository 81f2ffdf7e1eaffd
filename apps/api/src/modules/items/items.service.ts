import type { Category, ItemStatus } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { CleanupWarning, MediaService, PreparedImage } from '../media/media.service';
import type {
  GalleryImage,
  ItemRow,
  ItemsRepository,
  ItemValues,
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
  | 'article'
  | 'status'
>;
export type VariantInput = Omit<VariantValues, 'id'> & { id?: number };

/**
 * An item as a source (Lamoda) describes it: matched by the source's SKU on every import. Its
 * status is the shop's: set once when the import creates the item, never changed by a re-import.
 */
export type SourceItem = Omit<ItemInput, 'status'> & {
  source: string;
  sourceSku: string;
  sourceUrl: string | null;
  sourcePrice: string | null;
  sourceCurrency: string | null;
  gallery: GalleryImage[];
  variants: Omit<VariantValues, 'id'>[];
};

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
}: {
  db: Db;
  repo: ItemsRepository;
  media: MediaService;
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

  async function saveVariants(itemId: number, variants: VariantInput[], tx: DbOrTx) {
    const foreign = await repo.foreignVariantIds(
      itemId,
      variants.flatMap((v) => (v.id === undefined ? [] : [v.id])),
      tx,
    );
    if (foreign.length) throw notFound(`Variant ${foreign[0]} of this item`);
    await withSkuCheck(() => repo.saveVariants(itemId, variants, tx));
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
        if (options.variants) await saveVariants(item.id, options.variants, tx);
        return item;
      });
    },

    async update(actor: Actor, id: number, input: Partial<ItemInput>): Promise<ItemRow> {
      return db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        return repo.update(id, input, tx);
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
      });
    },

    async removeImage(actor: Actor, id: number, imageId: number, warn?: CleanupWarning) {
      const keys = await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const key = await repo.deleteImage(id, imageId, tx);
        if (!key) throw notFound('Image');
        await repo.syncMainImage(id, tx);
        return media.forget(await repo.unusedKeys([key], tx), 'item_image', tx);
      });
      await media.deleteFiles(keys, warn);
    },

    /** Saves the whole list of variants in one transaction (see the repository). */
    async saveVariants(actor: Actor, id: number, variants: VariantInput[]) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        await saveVariants(id, variants, tx);
      });
      return repo.variants(id, db);
    },

    async addVariant(actor: Actor, id: number, variant: Omit<VariantInput, 'id'>) {
      return db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        return withSkuCheck(() => repo.insertVariant(id, variant, tx));
      });
    },

    async deleteVariant(actor: Actor, id: number, variantId: number) {
      await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        if (!(await repo.deleteVariant(id, variantId, tx))) throw notFound('Variant');
      });
    },

    /** The admin list; a moderator may ask for their own items only. */
    async managed(
      actor: NonNullable<Actor>,
      input: {
        page: number;
        limit: number;
        q?: string;
        category?: Category;
        status?: ItemStatus;
        mine?: boolean;
      },
    ) {
      const rows = await repo.managed({
        q: input.q || undefined,
        category: input.category,
        status: input.status,
        ownerId: input.mine ? actor.id : undefined,
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
      });
      return rows.map((row) => ({
        ...toItemSummary(row, media.url),
        owner_id: row.owner_id,
        owner_name: row.owner_name,
        source: row.source,
        variants_count: row.variants_count,
        ...permissionsOf(actor, row.owner_id),
      }));
    },

    variants: (id: number) => repo.variants(id, db),
    imagesBySource: (source: string, sourceSku: string) => repo.imagesBySource(source, sourceSku),

    /**
     * Creates or updates an item from a source, inside the caller's transaction (the caller also
     * records the new pictures). Answers the keys of pictures the item no longer shows, already
     * forgotten: their files go after the caller commits.
     */
    async upsertFromSource(
      input: SourceItem,
      tx: DbOrTx,
      { publish = true }: { publish?: boolean } = {},
    ): Promise<{ itemId: number; created: boolean; droppedKeys: string[] }> {
      const { gallery, variants, ...values } = input;
      const row = { ...values, imageKey: gallery[0]?.key ?? null };
      const existing = await repo.lockBySource(input.source, input.sourceSku, tx);
      const item = existing
        ? await repo.update(existing.id, row, tx)
        : await repo.insert({ ...row, ownerId: null, status: publish ? 'active' : 'draft' }, tx);
      const dropped = await repo.replaceImages(item.id, gallery, tx);
      await repo.upsertVariantsBySku(item.id, variants, tx);
      return {
        itemId: item.id,
        created: !existing,
        droppedKeys: await media.forget(await repo.unusedKeys(dropped, tx), 'item_image', tx),
      };
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
