import { createHash } from 'node:crypto';
import type { Category, FieldError } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import type { MediaService } from '../media/media.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { drawOutfitCover, type CoverSource } from './outfit-cover';

type Deps = {
  catalog: CatalogService;
  media: MediaService;
  rateLimits: RateLimitService;
  /** One of the owner's wardrobe pieces as a garment to draw; null when not theirs. */
  pieceSource: (
    ownerId: number,
    id: number,
  ) => Promise<{ slot: Category; name: string; imageKey: string | null } | null>;
  readPiecePicture: (key: string) => Promise<Buffer>;
};
/** The caller's own pieces to draw beside the items. */
export type PreviewPieces = { ownerId: number; ids: readonly number[] };
export type OutfitPreview = { webp: Buffer; etag: string };

/** Drawings kept per process: a shopper flicking through the carousels meets the same sets. */
const CACHE_SIZE = 200;
/** New drawings one address may ask for per minute (each costs a tenth of a second of a core). */
const DRAWINGS_PER_MINUTE = 60;

/**
 * The builder's live preview: the outfit on the mannequin drawn by the cover's own code, kept by
 * the set of pictures it shows (an item's new picture makes a new drawing).
 */
export function createOutfitPreviewService({
  catalog,
  media,
  rateLimits,
  pieceSource,
  readPiecePicture,
}: Deps) {
  const cache = new Map<string, Promise<OutfitPreview>>();

  /** The pieces' drawing sources; another account's piece is refused like an unknown one. */
  async function pieceSources(pieces: PreviewPieces): Promise<CoverSource[]> {
    const sources: CoverSource[] = [];
    const fields: FieldError[] = [];
    for (const id of new Set(pieces.ids)) {
      const piece = await pieceSource(pieces.ownerId, id);
      if (!piece) fields.push({ path: 'wardrobe', message: `Wardrobe item ${id} does not exist` });
      else if (piece.imageKey)
        sources.push({
          slot: piece.slot,
          name: piece.name,
          imageKey: piece.imageKey,
          read: readPiecePicture,
        });
    }
    if (fields.length) throw new AppError('VALIDATION_FAILED', 400, fields[0]!.message, { fields });
    return sources;
  }

  return async function preview(
    itemIds: number[],
    clientIp: string,
    pieces?: PreviewPieces,
  ): Promise<OutfitPreview> {
    const briefs = await catalog.briefs(itemIds);
    // Every chosen item with a picture: the renderer picks what is worn together (two tops, one
    // accessory of each kind), so layered tops and several accessories reach it.
    const sources: CoverSource[] = [];
    for (const id of new Set(itemIds)) {
      const brief = briefs.get(id);
      if (brief?.imageKey)
        sources.push({ slot: brief.category, name: brief.name, imageKey: brief.imageKey });
    }
    if (pieces?.ids.length) sources.push(...(await pieceSources(pieces)));
    // The name is part of the drawing (it tells a garment's kind and length), and so is the order
    // (of two bags, the first chosen is carried).
    const drawn = sources.map((s) => `${s.slot}:${s.imageKey}:${s.name}`);
    const etag = `"${createHash('sha1').update(drawn.join('|')).digest('base64url')}"`;
    let drawing = cache.get(etag);
    if (!drawing) {
      await rateLimits.consume({
        key: `outfit-preview:${clientIp}`,
        max: DRAWINGS_PER_MINUTE,
        windowSeconds: 60,
      });
      drawing = drawOutfitCover(sources, media.read).then(({ webp, missing }) => {
        // A drawing short of a picture is not kept: the picture may be back for the next one.
        if (missing) cache.delete(etag);
        return { webp, etag };
      });
      cache.set(etag, drawing);
      drawing.catch(() => cache.delete(etag));
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    return drawing;
  };
}
