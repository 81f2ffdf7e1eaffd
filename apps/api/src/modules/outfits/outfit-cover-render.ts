import { drawingName } from '../wardrobe/wardrobe.service';
import { drawOutfitCover } from './outfit-cover';
import type { OutfitsContext } from './outfits.context';

type OutfitCoverRenderDeps = Pick<
  OutfitsContext,
  'db' | 'repo' | 'media' | 'wardrobe' | 'scheduleCover'
>;

/** The outfits' covers: asked of the background job, and drawn by it. */
export function createOutfitCoverRender({
  db,
  repo,
  media,
  wardrobe,
  scheduleCover,
}: OutfitCoverRenderDeps) {
  return {
    /** Asks the cover job to draw these outfits' covers (the demo outfits after the seed). */
    async scheduleCovers(ids: readonly number[]): Promise<void> {
      for (const id of ids) await scheduleCover(id);
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
