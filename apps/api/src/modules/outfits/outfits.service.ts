import {
  CATEGORIES,
  OUTFIT_SLOT_IDS_KEYS,
  OUTFIT_SLOT_LIST_KEYS,
  OUTFIT_SLOT_MAX_ITEMS,
  PAGE_SIZE,
  outfitSlotIds,
  type Category,
  type FieldError,
  type Outfit,
  type OutfitWornResponse,
  type OutfitWriteParsed,
  type WardrobeItem,
  type TryonRendering,
} from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import type { JobQueue } from '../../jobs/queue';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { keyFromAddress } from '../../lib/storage';
import type { CatalogService } from '../catalog/catalog.service';
import type { HistoryService } from '../history/history.service';
import type { MediaService } from '../media/media.service';
import { drawingName } from '../wardrobe/wardrobe.service';
import { itemIdSet, toOutfit } from './outfit.mapper';
import { drawOutfitCover } from './outfit-cover';
import { findRepeatedOutfit } from './outfit-repeat';
import type { OutfitOwnership, OutfitsRepository, OutfitValues } from './outfits.repository';

const outfitResource = (row: Pick<OutfitOwnership, 'ownerId' | 'isPublic'>) =>
  ({ type: 'outfit', ownerId: row.ownerId, isPublic: row.isPublic }) as const;

type Deps = {
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

const noSlots = (): Record<Category, number[]> => ({
  top: [],
  bottom: [],
  footwear: [],
  accessory: [],
  fragrance: [],
});

const invalid = (fields: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, fields[0]!.message, { fields });

/**
 * Outfits: anyone reads public outfits; signed-in users create them; the owner or an admin changes
 * and deletes (the access policy); a private outfit is not found by others. Each slot holds items
 * of its own category only. A cover is drawn in the background after every change.
 */
export function createOutfitsService({
  db,
  repo,
  catalog,
  history,
  media,
  queue,
  tryonRenderingOf,
  wardrobe,
}: Deps) {
  const present = (viewer: Actor) => (row: Parameters<typeof toOutfit>[0]) =>
    toOutfit(row, viewer, media.url);

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
    /** The outfits listed for the viewer; asked for `all`, every outfit they may open. */
    async list(viewer: Actor, input: { page: number; q?: string; all?: boolean }) {
      const rows = await repo.list(
        {
          viewer,
          shown: input.all ? 'view' : 'list',
          q: input.q || undefined,
          offset: (input.page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        },
        db,
      );
      return rows.map(present(viewer));
    },

    /** The outfit; a signed-in viewer's view goes to their history. */
    async detail(viewer: Actor, id: number, address: string | null = null): Promise<Outfit> {
      const outfit = await read(viewer, id);
      await history.recordOutfitView(id, { userId: viewer?.id ?? null, address });
      return outfit;
    },

    /** 404 unless the viewer may see the outfit (reviews, favourites and the cart ask this). */
    async requireVisible(id: number, viewer: Actor): Promise<void> {
      if (!(await repo.isVisible(id, viewer, db))) throw notFound('Outfit');
    },

    async itemIds(id: number, viewer: Actor): Promise<number[]> {
      const row = await repo.findVisible(id, viewer, db);
      if (!row) throw notFound('Outfit');
      return row.items.map((item) => item.id);
    },

    /** How many public outfits hold each other item beside these, the most shared first. */
    async wornTogether(itemIds: number[]): Promise<Map<number, number>> {
      const rows = await repo.wornTogether(itemIds, 200, db);
      return new Map(rows.map((row) => [row.item_id, row.outfits]));
    },

    /** The ids among these that name an existing item, in the order given. */
    async availableItems(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const briefs = await catalog.briefs(ids);
      return ids.filter((id) => briefs.has(id));
    },

    async create(actor: NonNullable<Actor>, body: OutfitWriteParsed): Promise<Outfit> {
      assertCan(
        actor,
        'create',
        outfitResource({ ownerId: actor.id, isPublic: body.is_public ?? true }),
      );
      const slots = outfitSlotIds(body);
      const pieceIds = body.wardrobe_ids ?? [];
      await checkSlots(slots, pieceIds.length);
      // An outfit of the shopper's own belongings is theirs alone until they publish it.
      const isPublic = body.is_public ?? pieceIds.length === 0;
      const itemIds = Object.values(slots).flat();
      const made = await db.transaction(async (tx) => {
        await lockUserTarget(tx, 'outfit-create', actor.id, 0);
        const wanted = { ...body, itemIds, pieceIds };
        const repeat = await findRepeatedOutfit(repo, actor.id, wanted, tx);
        if (repeat !== undefined) return { id: repeat, repeat: true };
        const pieces = await ownPieceSlots(actor.id, pieceIds, tx);
        const tryon = body.tryon_image_url
          ? await ownTryon(actor, body.tryon_image_url, tx)
          : { tryonKey: null, tryonRendering: null };
        const values: OutfitValues & { ownerId: number } = {
          ownerId: actor.id,
          name: body.name,
          style: body.style,
          description: body.description,
          isPublic,
          ...tryon,
          // The picture given with the outfit was made with the items it is created with.
          tryonItemIds: tryon.tryonKey ? itemIdSet(itemIds, Object.values(pieces).flat()) : null,
        };
        const created = await repo.insert(values, tx);
        await repo.setItems(created, slots, tx);
        await repo.setPieces(created, pieces, tx);
        return { id: created, repeat: false };
      });
      if (!made.repeat) await scheduleCover(made.id);
      return read(actor, made.id);
    },

    /** Changes the outfit; slot lists replace the items only when the payload has any. */
    async update(actor: NonNullable<Actor>, id: number, body: OutfitWriteParsed): Promise<Outfit> {
      const hasItems = OUTFIT_SLOT_LIST_KEYS.some((key) => body[key] !== undefined);
      const slots = outfitSlotIds(body);
      if (hasItems) await checkSlots(slots, 1);
      const hasPieces = await db.transaction(async (tx) => {
        const outfit = await lockVisible(actor, id, tx);
        assertCan(
          actor,
          'edit',
          outfitResource(outfit),
          'Only the owner or an admin may change this outfit',
        );
        // Only the owner changes the own pieces (an admin never sees a private outfit's, so a
        // list from them is left alone); the outfit keeps at least one thing.
        const hasPieces = body.wardrobe_ids !== undefined && outfit.ownerId === actor.id;
        const pieces = hasPieces
          ? await ownPieceSlots(outfit.ownerId, body.wardrobe_ids!, tx)
          : null;
        const pieceCount = pieces
          ? Object.values(pieces).flat().length
          : (await repo.pieceIdsOf(id, tx)).length;
        const itemCount = hasItems
          ? Object.values(slots).flat().length
          : (await repo.itemIdsOf(id, tx)).length;
        if ((hasItems || hasPieces) && itemCount + pieceCount === 0)
          throw invalid([{ path: 'items', message: 'Add at least one item to the outfit' }]);
        const values: Partial<OutfitValues> = {
          name: body.name,
          style: body.style,
          description: body.description,
          ...(body.is_public === undefined ? {} : { isPublic: body.is_public }),
        };
        // A picture given now shows the items the outfit holds after this change; one kept from
        // before keeps the items it was made with, so changing the items makes it stale.
        if (body.tryon_image_url === null) {
          Object.assign(values, { tryonKey: null, tryonRendering: null, tryonItemIds: null });
        } else if (body.tryon_image_url !== undefined) {
          Object.assign(values, await ownTryon(actor, body.tryon_image_url, tx));
          values.tryonItemIds = itemIdSet(
            hasItems ? Object.values(slots).flat() : await repo.itemIdsOf(id, tx),
            pieces ? Object.values(pieces).flat() : await repo.pieceIdsOf(id, tx),
          );
        }
        await repo.update(id, values, tx);
        if (hasItems) await repo.setItems(id, slots, tx);
        if (pieces) await repo.setPieces(id, pieces, tx);
        return hasPieces;
      });
      if (hasItems || hasPieces) await scheduleCover(id);
      return read(actor, id);
    },

    /**
     * «Надето сегодня» on an outfit, by its owner only (404 to anyone else): its own pieces and
     * the owner's pieces of its catalogue items are logged as worn that day (once a day).
     */
    async worn(actor: NonNullable<Actor>, id: number, date?: string): Promise<OutfitWornResponse> {
      const wornIds = await db.transaction(async (tx) => {
        const outfit = await lockVisible(actor, id, tx);
        if (outfit.ownerId !== actor.id) throw notFound('Outfit');
        const itemIds = new Set(await repo.itemIdsOf(id, tx));
        const pieceIds = new Set(await repo.pieceIdsOf(id, tx));
        const ids = (await wardrobe.ownedPieces(actor.id, tx))
          .filter((p) => pieceIds.has(p.id) || (p.item_id !== null && itemIds.has(p.item_id)))
          .map((p) => p.id);
        await wardrobe.logOutfitWear(actor, ids, id, date, tx);
        return new Set(ids);
      });
      const pieces = (await wardrobe.ownedPieces(actor.id, db)).filter((p) => wornIds.has(p.id));
      return { date: date ?? wardrobe.today(), pieces };
    },

    /**
     * A wardrobe piece is being deleted (in the wardrobe's transaction): the outfits holding it
     * lose it with the row and are drawn again once it is gone.
     */
    async pieceLeaving(pieceId: number, tx: DbOrTx): Promise<() => Promise<void>> {
      const ids = await repo.touchHolding(pieceId, tx);
      return async () => {
        for (const outfitId of ids) await scheduleCover(outfitId);
      };
    },

    /** Asks the cover job to draw these outfits' covers (the demo outfits after the seed). */
    async scheduleCovers(ids: readonly number[]): Promise<void> {
      for (const id of ids) await scheduleCover(id);
    },

    async delete(actor: NonNullable<Actor>, id: number): Promise<void> {
      const covers = await db.transaction(async (tx) => {
        const outfit = await lockVisible(actor, id, tx);
        assertCan(
          actor,
          'delete',
          outfitResource(outfit),
          'Only the owner or an admin may delete this outfit',
        );
        await repo.delete(id, tx);
        return outfit.coverKey ? media.forget([outfit.coverKey], 'outfit_image', tx) : [];
      });
      await media.deleteFiles(covers);
    },

    /**
     * Draws the cover from the current items (the background job). A cover drawn for a version
     * that changed meanwhile is thrown away: the change scheduled its own drawing.
     */
    async renderCover(id: number): Promise<void> {
      const sources = await repo.coverSources(id, db);
      const version = sources[0] ? new Date(sources[0].updated_at).getTime() : null;
      const cover = sources.length
        ? await drawOutfitCover(
            sources.map((s) => ({
              slot: s.slot,
              name: s.own ? drawingName(s.kind, s.name) : s.name,
              imageKey: s.image_key,
              ...(s.own ? { read: wardrobe.readPiecePicture } : {}),
            })),
            media.read,
          )
        : null;
      const image = cover ? await media.prepareGenerated('outfit_image', cover.webp, cover) : null;
      let stale = false;
      try {
        const dropped = await db.transaction(async (tx) => {
          const outfit = await repo.lock(id, tx);
          if (!outfit || (version !== null && outfit.updatedAt.getTime() !== version)) {
            stale = true;
            return [];
          }
          if (image) await media.record([image], outfit.ownerId, tx);
          await repo.setCover(id, image?.key ?? null, tx);
          return outfit.coverKey ? media.forget([outfit.coverKey], 'outfit_image', tx) : [];
        });
        await media.deleteFiles(dropped);
      } catch (error) {
        if (image) await media.discard([image]);
        throw error;
      }
      if (stale && image) await media.discard([image]);
    },
  };
}

export type OutfitsService = ReturnType<typeof createOutfitsService>;
