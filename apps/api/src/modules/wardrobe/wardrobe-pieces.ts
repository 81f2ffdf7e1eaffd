import { createHash } from 'node:crypto';
import {
  COLOR_NAMES,
  GARMENT_KINDS,
  WARDROBE_MAX_ITEMS,
  normaliseColorName,
  type Category,
  type ColorName,
  type GarmentKind,
  type WardrobeAddOwned,
  type WardrobeItem,
  type wardrobeItemUpdateSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import { assertCan } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { acceptImageUpload, PHOTO_IMAGE } from '../../lib/images';
import type { CleanupWarning } from '../media/media.service';
import type { Owner, WardrobeContext } from './wardrobe.context';
import type { WardrobeChanges } from './wardrobe.repository';

type WardrobeUpdate = z.output<typeof wardrobeItemUpdateSchema>;
/** A piece added, and whether it is new (201) or the one an earlier request added (200). */
type Added = { piece: WardrobeItem; created: boolean };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: [{ path, message }] });

const PALETTE = new Map(COLOR_NAMES.map((name) => [normaliseColorName(name), name]));
/** The palette's name of a catalogue colour («Чёрный» → чёрный), none when it is not one. */
const paletteOf = (color: string | null | undefined): ColorName[] => {
  const found = color ? PALETTE.get(normaliseColorName(color)) : undefined;
  return found ? [found] : [];
};

/**
 * A retry whose first request committed while it waited on the account's lock: its own cut-out
 * is rolled back and discarded, and the first request's piece is answered.
 */
class AlreadyAdded extends Error {
  constructor(readonly id: number) {
    super('added by an earlier request');
  }
}

type WardrobePiecesDeps = Pick<
  WardrobeContext,
  'db' | 'repo' | 'catalog' | 'media' | 'recognize' | 'read' | 'lockOwn' | 'today' | 'pieceLeaving'
>;

/** Adding pieces («Уже есть у меня», an own garment by photo), changing and deleting them. */
export function createWardrobePieces(ctx: WardrobePiecesDeps) {
  const { db, repo, catalog, media, recognize, read, lockOwn, today } = ctx;

  /** Serialises the adds of one account (the limit and «pressed twice» hold in parallel). */
  const lockAdds = (owner: Owner, tx: DbOrTx) => lockUserTarget(tx, 'wardrobe-add', owner.id, 0);
  async function assertRoom(owner: Owner, tx: DbOrTx) {
    if ((await repo.count(owner.id, tx)) >= WARDROBE_MAX_ITEMS)
      throw invalid('items', `A wardrobe holds at most ${WARDROBE_MAX_ITEMS} pieces`);
  }

  /** «Уже есть у меня»: the catalogue item (in a size) joins the wardrobe, once. */
  async function addOwned(owner: Owner, input: WardrobeAddOwned): Promise<Added> {
    const item = await catalog.page(input.item_id, owner);
    const variant = input.variant_id
      ? item.variants.find((v) => v.id === input.variant_id)
      : undefined;
    if (input.variant_id && !variant)
      throw invalid('variant_id', 'This size or colour is not one of the item’s');
    const { id, created } = await db.transaction(async (tx) => {
      assertCan(owner, 'create', { type: 'wardrobe_item', ownerId: owner.id });
      await lockAdds(owner, tx);
      const existing = await repo.findOfItem(owner.id, item.id, tx);
      if (existing) return { id: existing, created: false };
      await assertRoom(owner, tx);
      const inserted = await repo.insert(
        {
          ownerId: owner.id,
          source: 'catalog',
          itemId: item.id,
          variantId: variant?.id ?? null,
          name: item.name,
          brand: item.brand || null,
          slot: item.category,
          colors: paletteOf(variant?.color ?? item.color),
          size: variant?.size ?? null,
        },
        tx,
      );
      return { id: inserted, created: true };
    });
    return { piece: await read(owner, id, db), created };
  }

  /** The piece an earlier request with this key made; another photo with the key is refused. */
  async function replayOf(owner: Owner, key: string | null, hash: string, ex: DbOrTx) {
    if (!key) return undefined;
    const earlier = await repo.findByIdempotencyKey(owner.id, key, ex);
    if (earlier && earlier.requestHash !== hash)
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        422,
        'This Idempotency-Key was used for another photo',
      );
    return earlier?.id;
  }

  /**
   * An own garment by photo: the photo is checked and made upright like every upload, the garment
   * found and cut out; only the cut-out is kept (private, counted in the quota). No garment: 422
   * and nothing kept.
   */
  async function addPhoto(owner: Owner, photo: Buffer, key: string | null): Promise<Added> {
    const hash = createHash('sha256').update(photo).digest('hex');
    const replayed = await replayOf(owner, key, hash, db);
    if (replayed) return { piece: await read(owner, replayed, db), created: false };
    const upright = await acceptImageUpload(photo, PHOTO_IMAGE);
    const garment = await recognize(upright.data);
    if (!garment) throw new AppError('NO_GARMENT_FOUND', 422, 'No garment was found in the photo');
    const kind =
      garment.kind && GARMENT_KINDS[garment.kind].slot === garment.slot ? garment.kind : null;
    const image = await media.prepareGenerated('wardrobe', garment.cutout, {
      width: garment.width,
      height: garment.height,
    });
    try {
      const { result: id } = await media.storePrepared(image, owner.id, async (stored, tx) => {
        await lockAdds(owner, tx);
        const earlier = await replayOf(owner, key, hash, tx);
        if (earlier) throw new AlreadyAdded(earlier);
        await assertRoom(owner, tx);
        return repo.insert(
          {
            ownerId: owner.id,
            source: 'photo',
            imageKey: stored.key,
            slot: garment.slot,
            kind,
            colors: garment.colors,
            acquiredOn: null,
            idempotencyKey: key,
            requestHash: key ? hash : null,
          },
          tx,
        );
      });
      return { piece: await read(owner, id, db), created: true };
    } catch (error) {
      if (error instanceof AlreadyAdded)
        return { piece: await read(owner, error.id, db), created: false };
      throw error;
    }
  }

  /** The slot and kind a change leaves, refused where they do not fit the piece. */
  function slotAndKind(
    current: { source: string; slot: Category; kind: GarmentKind | null },
    input: WardrobeUpdate,
  ): Pick<WardrobeChanges, 'slot' | 'kind'> {
    const slot = input.slot ?? current.slot;
    if (current.source !== 'photo') {
      if (slot !== current.slot)
        throw invalid('slot', 'The slot of a piece from the catalogue is the catalogue’s');
      if (input.kind !== undefined && input.kind !== current.kind)
        throw invalid('kind', 'The kind of a piece from the catalogue is the catalogue’s');
      return {};
    }
    const kind = input.kind === undefined ? current.kind : input.kind;
    if (kind && GARMENT_KINDS[kind].slot !== slot) {
      if (input.kind !== undefined && input.kind !== null)
        throw invalid('kind', `A ${kind} is not worn as ${slot}`);
      return { slot, kind: null };
    }
    return { slot, kind };
  }

  /** PATCH: what the shopper confirms or changes; null clears a field. */
  async function update(owner: Owner, id: number, input: WardrobeUpdate): Promise<WardrobeItem> {
    if (input.acquired_on && input.acquired_on > today())
      throw invalid('acquired_on', 'The day it came cannot be in the future');
    await db.transaction(async (tx) => {
      await lockOwn(owner, id, tx);
      const current = await read(owner, id, tx);
      assertCan(owner, 'edit', { type: 'wardrobe_item', ownerId: owner.id });
      const changes: WardrobeChanges = {
        ...slotAndKind(current, input),
        ...(input.name !== undefined && { name: input.name || null }),
        ...(input.brand !== undefined && { brand: input.brand || null }),
        ...(input.colors !== undefined && { colors: [...new Set(input.colors)] }),
        ...(input.seasons !== undefined && { seasons: [...new Set(input.seasons)] }),
        ...(input.size !== undefined && { size: input.size || null }),
        ...(input.price !== undefined && {
          price: input.price === null ? null : input.price.toFixed(2),
        }),
        ...(input.acquired_on !== undefined && { acquiredOn: input.acquired_on }),
      };
      await repo.update(id, changes, tx);
    });
    return read(owner, id, db);
  }

  /** Deletes a piece with its wears; its own picture's file goes after the commit. */
  async function remove(owner: Owner, id: number, warn?: CleanupWarning): Promise<void> {
    const { keys, after } = await db.transaction(async (tx) => {
      const row = await lockOwn(owner, id, tx);
      assertCan(owner, 'delete', { type: 'wardrobe_item', ownerId: row.ownerId });
      const after = ctx.pieceLeaving ? await ctx.pieceLeaving(id, tx) : null;
      const imageKey = await repo.delete(id, tx);
      return { keys: imageKey ? await media.forget([imageKey], 'wardrobe', tx) : [], after };
    });
    await media.deleteFiles(keys, warn);
    await after?.();
  }

  return { addOwned, addPhoto, update, remove };
}
