import type { OutfitWornResponse } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { OutfitsContext } from './outfits.context';

type OutfitOwnPiecesDeps = Pick<
  OutfitsContext,
  'db' | 'repo' | 'wardrobe' | 'lockVisible' | 'scheduleCover'
>;

/** Outfits and the owner's wardrobe: an outfit worn today, a piece leaving the wardrobe. */
export function createOutfitOwnPieces({
  db,
  repo,
  wardrobe,
  lockVisible,
  scheduleCover,
}: OutfitOwnPiecesDeps) {
  return {
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
  };
}
