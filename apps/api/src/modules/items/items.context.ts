import type { Db, DbOrTx } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import type { ErrorCode, LinkFailure, LinkFailureReason } from '@shop/contract';
import type { MediaService, PreparedImage } from '../media/media.service';
import type { StockService } from './stock.service';
import type { ItemsRepository, ItemValues, VariantValues } from './items.repository';

/** What a moderator or admin sets on an item; derived columns and the source are not theirs. */
export type ItemInput = Pick<
  ItemValues,
  | 'name'
  | 'brand'
  | 'category'
  | 'gender'
  | 'description'
  | 'composition'
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
export type ImportedField = Exclude<keyof ItemInput, 'status'>;

/** The stored name of each field a person may change: what `edited_fields` lists. */
export const EDITED_NAME = {
  name: 'name',
  brand: 'brand',
  category: 'category',
  gender: 'gender',
  description: 'description',
  composition: 'composition',
  color: 'color',
  size: 'size',
  style: 'style',
  collection: 'collection',
  price: 'price',
  compareAtPrice: 'compare_at_price',
  article: 'article',
} as const satisfies Record<ImportedField, string>;

export const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** What each refusal of a fetched or stored picture means for the link that gave it. */
const LINK_FAILURE_BY_CODE: Partial<Record<ErrorCode, LinkFailureReason>> = {
  NOT_FOUND: 'not_found',
  INVALID_FILE_TYPE: 'not_an_image',
  PAYLOAD_TOO_LARGE: 'too_large',
  IMAGE_TOO_LARGE: 'too_large',
  VALIDATION_FAILED: 'address_refused',
};
const LINK_FAILURE_MESSAGE: Record<LinkFailureReason, string> = {
  not_found: 'The address has no such file',
  not_an_image: 'The address does not point to a JPEG, PNG or WebP image',
  unreachable: 'The address could not be reached',
  too_large: 'The picture is too large',
  address_refused: 'The address is not allowed',
};
/** Anything else (a host that does not answer, a failing server) counts as unreachable. */
export const linkFailureReason = (error: unknown): LinkFailureReason =>
  (error instanceof AppError && LINK_FAILURE_BY_CODE[error.code]) || 'unreachable';

export type VariantInput = Omit<VariantValues, 'id'> & { id?: number };

type PgError = { code?: string; constraint?: string; cause?: unknown };
/** Whether a write broke this unique constraint (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = ((error as PgError)?.cause ?? error) as PgError;
  return pg?.code === '23505' && pg.constraint === constraint;
}

/** Runs a variant write; a SKU another variant has is a 409 SKU_TAKEN. */
export async function withSkuCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'item_variants_sku_unique')) throw error;
    const message = 'A variant with this SKU already exists';
    throw new AppError('SKU_TAKEN', 409, message, { fields: [{ path: 'sku', message }] });
  }
}

export type ItemsDeps = {
  db: Db;
  repo: ItemsRepository;
  media: MediaService;
  stock: StockService;
};

/**
 * What every use case of the items module shares: its dependencies, the lock that checks who may
 * change an item, the rights a screen shows, pictures recorded with a write, variants and their
 * stock written through the stock service.
 */
export function createItemsContext({ db, repo, media, stock }: ItemsDeps) {
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

  /**
   * Stores uploaded pictures and pictures given by link, in that order. An uploaded file that is
   * refused refuses the whole write (the person chose it just now and can fix it); a link that
   * fails is left out and named with its reason, so one broken address does not lose the rest.
   */
  const prepareAll = async (
    files: Buffer[],
    links: string[] = [],
  ): Promise<{ images: PreparedImage[]; linkFailures: LinkFailure[] }> => {
    const settled = await Promise.allSettled([
      ...files.map((file) => media.prepareImage('item_image', file)),
      ...links.map((link) => media.prepareFromLink('item_image', link)),
    ]);
    const images = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failedFile = settled.slice(0, files.length).find((s) => s.status === 'rejected');
    if (failedFile) {
      await media.discard(images);
      throw failedFile.reason;
    }
    const linkFailures = settled.slice(files.length).flatMap((s, index) => {
      if (s.status === 'fulfilled') return [];
      const reason = linkFailureReason(s.reason);
      return [{ path: `image_urls.${index}`, message: LINK_FAILURE_MESSAGE[reason], reason }];
    });
    return { images, linkFailures };
  };

  return {
    db,
    repo,
    media,
    stock,
    lockEditable,
    permissionsOf,
    withImages,
    saveVariants,
    setStocks,
    prepareAll,
  };
}

export type ItemsContext = ReturnType<typeof createItemsContext>;
