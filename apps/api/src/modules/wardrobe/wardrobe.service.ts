import { GARMENT_KINDS, type GarmentKind } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { createWardrobeContext, type WardrobeDeps } from './wardrobe.context';
import { dayIn, kindOf } from './wardrobe.mapper';
import { asShopPicture } from './wardrobe-picture';
import { isPrivateKey } from '../../lib/storage';
import { createWardrobeLog } from './wardrobe-log';
import { createWardrobePieces } from './wardrobe-pieces';

/** The fitting reads a garment's kind and length from its name: the kind's label leads. */
export const drawingName = (kind: string | null, name: string | null) =>
  [kind && kind in GARMENT_KINDS ? GARMENT_KINDS[kind as GarmentKind].label : null, name]
    .filter(Boolean)
    .join(' ');

/**
 * The shopper's wardrobe (the one writer of `wardrobe_items` and `wardrobe_wears`): pieces bought
 * here, marked «Уже есть у меня» or added by photo, the wear log and its figures. Every piece is
 * its owner's alone: another account's answers 404, as if it did not exist (docs/decisions/084).
 */
export function createWardrobeService(deps: WardrobeDeps) {
  const ctx = createWardrobeContext(deps);
  const pieces = createWardrobePieces(ctx);
  const log = createWardrobeLog(ctx);
  const { repo, timeZone, now } = ctx;
  return {
    list: log.list,
    read: (owner: Parameters<typeof ctx.read>[0], id: number) => ctx.read(owner, id, ctx.db),
    addOwned: pieces.addOwned,
    addPhoto: pieces.addPhoto,
    update: pieces.update,
    remove: pieces.remove,
    markWorn: log.markWorn,
    unmarkWorn: log.unmarkWorn,
    logOutfitWear: log.logOutfitWear,
    wears: log.wears,
    stats: log.stats,
    ownedPieces: log.ownedPieces,
    /**
     * A piece's picture as the fitting draws it: an own cut-out on a backdrop with a margin, a
     * piece of the catalogue by the catalogue's picture.
     */
    readPiecePicture: async (key: string) => {
      const picture = await ctx.media.read(key);
      return isPrivateKey(key) ? asShopPicture(picture) : picture;
    },
    /** Today in the shop's time zone: the day a wear is logged for unless one is given. */
    today: ctx.today,
    /**
     * What draws one of the owner's pieces (an outfit's cover, a try-on): its slot, kind, a name
     * that tells the kind, and its picture's key; null when it is not theirs or not there.
     */
    async pieceSource(ownerId: number, id: number, ex: DbOrTx = ctx.db) {
      const row = await repo.find({ id: ownerId, isAdmin: false, isModerator: false }, id, ex);
      if (!row) return null;
      const kind = kindOf(row);
      return {
        id: row.id,
        slot: row.slot,
        itemId: row.item_id,
        kind,
        name: drawingName(kind, row.name),
        imageKey: row.image_key,
      };
    },
    /**
     * What an order's life does to the wardrobe, in the orders' own transaction: a delivered
     * order's lines join it, lines returned in full leave it, a delivery taken back takes its
     * pieces with it.
     */
    orderPieces: {
      delivered: (orderId: number, tx: DbOrTx) => {
        const at = now();
        return repo.addOrderLines(orderId, { day: dayIn(timeZone, at), at }, tx);
      },
      returned: (orderId: number, tx: DbOrTx) => repo.removeOrderLines(orderId, false, tx),
      undelivered: (orderId: number, tx: DbOrTx) => repo.removeOrderLines(orderId, true, tx),
    },
  };
}
