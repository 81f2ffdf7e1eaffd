import { outfitSlotIds, type Outfit, type OutfitWriteParsed } from '@shop/contract';
import { lockUserTarget } from '../../db/locks';
import { assertCan, type Actor } from '../../lib/access-policy';
import { itemIdSet } from './outfit.mapper';
import { findRepeatedOutfit } from './outfit-repeat';
import { outfitResource, type OutfitsContext } from './outfits.context';
import type { OutfitValues } from './outfits.repository';

type OutfitWritesDeps = Pick<
  OutfitsContext,
  | 'db'
  | 'repo'
  | 'media'
  | 'checkSlots'
  | 'ownPieceSlots'
  | 'ownTryon'
  | 'lockVisible'
  | 'read'
  | 'scheduleCover'
>;

/** A shopper makes an outfit, or its owner (or an admin) deletes it. */
export function createOutfitWrites({
  db,
  repo,
  media,
  checkSlots,
  ownPieceSlots,
  ownTryon,
  lockVisible,
  read,
  scheduleCover,
}: OutfitWritesDeps) {
  return {
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
  };
}
