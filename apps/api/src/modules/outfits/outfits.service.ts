import { createOutfitCoverRender } from './outfit-cover-render';
import { createOutfitOwnPieces } from './outfit-own-pieces';
import { createOutfitReads } from './outfit-reads';
import { createOutfitUpdate } from './outfit-update';
import { createOutfitWrites } from './outfit-writes';
import { createOutfitsContext, type OutfitsDeps } from './outfits.context';

/**
 * Outfits: anyone reads public outfits; signed-in users create them; the owner or an admin changes
 * and deletes (the access policy); a private outfit is not found by others. Each slot holds items
 * of its own category only. A cover is drawn in the background after every change. Each use case
 * lives in its own file; this puts them together over dependencies built once.
 */
export function createOutfitsService(deps: OutfitsDeps) {
  const ctx = createOutfitsContext(deps);
  return {
    ...createOutfitReads(ctx),
    ...createOutfitWrites(ctx),
    ...createOutfitUpdate(ctx),
    ...createOutfitOwnPieces(ctx),
    ...createOutfitCoverRender(ctx),
  };
}

export type OutfitsService = ReturnType<typeof createOutfitsService>;
