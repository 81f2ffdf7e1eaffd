import {
  CATEGORIES,
  OUTFIT_SLOT_IDS_KEYS,
  OUTFIT_SLOT_MAX_ITEMS,
  type Category,
  type FieldError,
  type Outfit,
  type TryonRendering,
  type WardrobeItem,
} from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { keyFromAddress } from '../../lib/storage';
import type { CatalogService } from '../catalog/catalog.service';
import type { HistoryService } from '../history/history.service';
import type { MediaService } from '../media/media.service';
import { toOutfit } from './outfit.mapper';
import type { OutfitOwnership, OutfitsRepository } from './outfits.repository';

/** What outfits ask of the wardrobe, in the caller's transaction. */
export type OutfitWardrobe = {
  ownedPieces: (userId: number, ex: DbOrTx) => Promise<WardrobeItem[]>;
  logOutfitWear: (
    owner: NonNullable<Actor>,
    pieceIds: number[],
    outfitId: number,
    date: string | undefined,
    tx: DbOrTx,
  ) => Promise<void>;
  today: () => string;
  readPiecePicture: (key: string) => Promise<Buffer>;
};

/** What the outfits service is built from. */
export type OutfitsDeps = {
  db: Db;
  repo: OutfitsRepository;
  catalog: CatalogService;
  history: HistoryService;
  media: MediaService;
  queue: JobQueue;
  /** How the owner's try-on picture behind a storage key was made (the try-on module knows). */
  tryonRenderingOf: (ownerId: number, key: string, ex: DbOrTx) => Promise<TryonRendering | null>;
  /** The owner's own pieces (the wardrobe module's), which an outfit may hold and wear. */
  wardrobe: OutfitWardrobe;
};

export const outfitResource = (row: Pick<OutfitOwnership, 'ownerId' | 'isPublic'>) =>
  ({ type: 'outfit', ownerId: row.ownerId, isPublic: row.isPublic }) as const;

const noSlots = (): Record<Category, number[]> => ({
  top: [],
  bottom: [],
  footwear: [],
  accessory: [],
  fragrance: [],
});

export const invalid = (fields: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, fields[0]!.message, { fields });

/**
 * What an outfit may hold, checked before it is written: catalogue items in their own slots,
 * the owner's own pieces, and a try-on picture of the owner's own.
 */
function createOutfitContents({
  catalog,
  media,
  tryonRenderingOf,
  wardrobe,
}: Pick<OutfitsDeps, 'catalog' | 'media' | 'tryonRenderingOf' | 'wardrobe'>) {
  /** Refuses unknown items, items in another category's slot and overfull slots. */
  async function checkSlots(slots: Record<Category, number[]>, ownPieces = 0) {
    const fields: FieldError[] = [];
    const all = CATEGORIES.flatMap((slot) => slots[slot]);
    if (all.length === 0 && ownPieces === 0)
      throw invalid([{ path: 'items', message: 'Add at least one item to the outfit' }]);
    const briefs = await catalog.briefs(all);
    for (const slot of CATEGORIES) {
      const path = OUTFIT_SLOT_IDS_KEYS[slot];
      if (slots[slot].length > OUTFIT_SLOT_MAX_ITEMS)
        fields.push({ path, message: `At most ${OUTFIT_SLOT_MAX_ITEMS} items per category` });
      for (const id of slots[slot]) {
        const category = briefs.get(id)?.category;
        if (!category)
          fields.push({
            path,
            message: `Item ${id} does not exist`,
            reason: 'unknown_item',
            item_id: id,
          });
        else if (category !== slot)
          fields.push({ path, message: `Item ${id} is a ${category} item, not a ${slot} item` });
      }
    }
    if (fields.length) throw invalid(fields);
  }

  /**
   * The owner's pieces by slot, in the order given. Another account's piece is refused exactly
   * like one that does not exist, so the answer never tells it is there.
   */
  async function ownPieceSlots(ownerId: number, ids: readonly number[], ex: DbOrTx) {
    const owned = new Map((await wardrobe.ownedPieces(ownerId, ex)).map((p) => [p.id, p]));
    const slots = noSlots();
    const fields: FieldError[] = [];
    for (const id of new Set(ids)) {
      const piece = owned.get(id);
      if (!piece)
        fields.push({ path: 'wardrobe_ids', message: `Wardrobe item ${id} does not exist` });
      else slots[piece.slot].push(id);
    }
    for (const slot of CATEGORIES)
      if (slots[slot].length > OUTFIT_SLOT_MAX_ITEMS)
        fields.push({
          path: 'wardrobe_ids',
          message: `At most ${OUTFIT_SLOT_MAX_ITEMS} own pieces per category`,
        });
    if (fields.length) throw invalid(fields);
    return slots;
  }

  /** A try-on picture given back must be the caller's own try-on result; with how it was made. */
  async function ownTryon(actor: NonNullable<Actor>, address: string, ex: DbOrTx) {
    const key = keyFromAddress(address);
    const own = key ? await media.findOwn(actor.id, key, 'tryon', ex) : undefined;
    if (!own)
      throw invalid([
        { path: 'tryon_image_url', message: 'The try-on picture must be one of your own' },
      ]);
    return {
      tryonKey: own.storageKey,
      tryonRendering: await tryonRenderingOf(actor.id, own.storageKey, ex),
    };
  }

  return { checkSlots, ownPieceSlots, ownTryon };
}

/**
 * What every use case of the outfits shares: its dependencies, an outfit as a viewer sees it,
 * the lock that hides what the actor may not open, the checks of what an outfit holds, and the
 * cover's drawing asked of the background job.
 */
export function createOutfitsContext(deps: OutfitsDeps) {
  const { db, repo, media, queue } = deps;
  const present = (viewer: Actor) => (row: Parameters<typeof toOutfit>[0]) =>
    toOutfit(row, viewer, media.url);

  /** Locks the outfit; 404 when the actor may not open it, as if a private one did not exist. */
  async function lockVisible(actor: Actor, id: number, tx: DbOrTx): Promise<OutfitOwnership> {
    const outfit = await repo.lock(id, tx);
    if (!outfit || !can(actor, 'view', outfitResource(outfit))) throw notFound('Outfit');
    return outfit;
  }

  async function read(viewer: Actor, id: number): Promise<Outfit> {
    const row = await repo.findVisible(id, viewer, db);
    if (!row) throw notFound('Outfit');
    return present(viewer)(row);
  }

  const scheduleCover = (outfitId: number) => queue.send('outfits.render-cover', { outfitId });

  return {
    ...deps,
    ...createOutfitContents(deps),
    present,
    lockVisible,
    read,
    scheduleCover,
  };
}

export type OutfitsContext = ReturnType<typeof createOutfitsContext>;
