import type { DbOrTx } from '../../db/client';
import { createWardrobeContext, type WardrobeDeps } from './wardrobe.context';
import { dayIn } from './wardrobe.mapper';
import { createWardrobeLog } from './wardrobe-log';
import { createWardrobePieces } from './wardrobe-pieces';

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

export type WardrobeService = ReturnType<typeof createWardrobeService>;
