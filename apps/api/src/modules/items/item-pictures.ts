import type { LinkFailure } from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { CleanupWarning } from '../media/media.service';
import type { ItemsContext } from './items.context';

type ItemPicturesDeps = Pick<
  ItemsContext,
  'db' | 'repo' | 'media' | 'lockEditable' | 'withImages' | 'prepareAll'
>;

/** The gallery of an item: order, upload, colour, removal. */
export function createItemPictures({
  db,
  repo,
  media,
  lockEditable,
  withImages,
  prepareAll,
}: ItemPicturesDeps) {
  return {
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
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.pictures',
          entity: 'item',
          entityId: id,
          changes: { picture_order: [null, imageIds] },
        });
      });
    },

    /**
     * Appends uploaded pictures (and pictures given by link) to the gallery; answers the links
     * that could not be stored. When nothing could be stored, nothing changes and the refusal
     * names each link.
     */
    async addImages(
      actor: Actor,
      id: number,
      pictures: Buffer[],
      links: string[] = [],
    ): Promise<{ linkFailures: LinkFailure[] }> {
      await db.transaction((tx) => lockEditable(actor, id, 'edit', tx));
      const { images, linkFailures } = await prepareAll(pictures, links);
      if (images.length === 0 && linkFailures.length > 0)
        throw new AppError('VALIDATION_FAILED', 400, 'No picture could be stored', {
          fields: linkFailures,
        });
      await withImages(images, actor!.id, async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        await repo.appendImages(
          id,
          images.map((image) => image.key),
          tx,
        );
        await repo.syncMainImage(id, tx);
        await repo.markEdited(id, ['pictures'], tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.pictures',
          entity: 'item',
          entityId: id,
          changes: { pictures_added: [null, images.length] },
        });
      });
      return { linkFailures };
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
        const before = (await repo.images(id, tx)).find((image) => image.id === imageId)?.color;
        if (!(await repo.setImageColor(id, imageId, color, tx))) throw notFound('Image');
        await repo.markEdited(id, ['pictures'], tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.pictures',
          entity: 'item',
          entityId: id,
          changes: { [`picture_color.${imageId}`]: [before, color] },
        });
      });
    },

    async removeImage(actor: Actor, id: number, imageId: number, warn?: CleanupWarning) {
      const keys = await db.transaction(async (tx) => {
        await lockEditable(actor, id, 'edit', tx);
        const key = await repo.deleteImage(id, imageId, tx);
        if (!key) throw notFound('Image');
        await repo.syncMainImage(id, tx);
        await repo.markEdited(id, ['pictures'], tx);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'item.pictures',
          entity: 'item',
          entityId: id,
          changes: { pictures_removed: [null, imageId] },
        });
        return media.forget(await repo.unusedKeys([key], tx), 'item_image', tx);
      });
      await media.deleteFiles(keys, warn);
    },
  };
}
