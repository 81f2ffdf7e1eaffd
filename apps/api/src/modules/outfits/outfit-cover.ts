import type { Category } from '@shop/contract';
import { fitOnMannequinOffThread } from '../../lib/fitting/fitting-pool';
import { isStorageKey, MissingFileError } from '../../lib/storage';

/** One garment of a drawing: its slot, its item's name (which tells its kind) and its picture. */
export type CoverSource = {
  slot: Category;
  name: string;
  imageKey: string;
  /** How this picture is read when not as the others (an own piece's cut-out). */
  read?: (key: string) => Promise<Buffer>;
};

/**
 * An outfit's picture on the shop's mannequin: each garment fitted to the mannequin's body the
 * way a try-on fits it to a photo (lib/fitting). The cover, the builder's live preview and the
 * edit screen all show this one drawing. Answers a WebP of the mannequin's size.
 *
 * An item whose picture is not in the store (an outside address, or a file gone since: a database
 * restored without its uploads) is drawn without that garment; `missing` counts them, so a caller
 * that keeps drawings can leave such a drawing out. Other read failures still fail the drawing.
 */
export async function drawOutfitCover(
  sources: readonly CoverSource[],
  read: (key: string) => Promise<Buffer>,
): Promise<{ webp: Buffer; width: number; height: number; missing: number }> {
  const pictures = await Promise.all(
    sources.map((s) =>
      isStorageKey(s.imageKey)
        ? (s.read ?? read)(s.imageKey).catch((error: unknown) => {
            if (error instanceof MissingFileError) return null;
            throw error;
          })
        : null,
    ),
  );
  const garments = sources.flatMap((s, i) =>
    pictures[i] ? [{ slot: s.slot, name: s.name, picture: pictures[i] }] : [],
  );
  const result = await fitOnMannequinOffThread(garments);
  // Every slot is visible on the standing mannequin; a refusal means a broken drawing.
  if (!result.ok) throw new Error(`The mannequin could not be dressed: ${result.message.code}`);
  return {
    webp: result.webp,
    width: result.width,
    height: result.height,
    missing: sources.length - garments.length,
  };
}
