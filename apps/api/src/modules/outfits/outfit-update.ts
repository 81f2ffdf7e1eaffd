import {
  OUTFIT_SLOT_LIST_KEYS,
  outfitSlotIds,
  type Outfit,
  type OutfitWriteParsed,
} from '@shop/contract';
import { assertCan, type Actor } from '../../lib/access-policy';
import { itemIdSet } from './outfit.mapper';
import { invalid, outfitResource, type OutfitsContext } from './outfits.context';
import type { OutfitValues } from './outfits.repository';

type OutfitUpdateDeps = Pick<
  OutfitsContext,
  | 'db'
  | 'repo'
  | 'checkSlots'
  | 'ownPieceSlots'
  | 'ownTryon'
  | 'lockVisible'
  | 'read'
  | 'scheduleCover'
>;

/** The owner (or an admin) changes an outfit. */
export function createOutfitUpdate({
  db,
  repo,
  checkSlots,
  ownPieceSlots,
  ownTryon,
  lockVisible,
  read,
  scheduleCover,
}: OutfitUpdateDeps) {
  return {
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
  };
}
