import type { Category } from '@shop/contract';
import { fitOnMannequinOffThread } from '../../lib/fitting/fitting-pool';

/** One garment of a drawing: its slot, its item's name (which tells its kind) and its picture. */
export type CoverSource = { slot: Category; name: string; imageKey: string };

/**
 * An outfit's picture on the shop's mannequin: each garment fitted to the mannequin's body the
 * way a try-on fits it to a photo (lib/fitting). The cover, the builder's live preview and the
 * edit screen all show this one drawing. Answers a WebP of the mannequin's size.
 */
export async function drawOutfitCover(
  sources: readonly CoverSource[],
  read: (key: string) => Promise<Buffer>,
): Promise<{ webp: Buffer; width: number; height: number }> {
  const garments = await Promise.all(
    sources.map(async (s) => ({ slot: s.slot, name: s.name, picture: await read(s.imageKey) })),
  );
  const result = await fitOnMannequinOffThread(garments);
  // Every slot is visible on the standing mannequin; a refusal means a broken drawing.
  if (!result.ok) throw new Error(`The mannequin could not be dressed: ${result.message}`);
  return { webp: result.webp, width: result.width, height: result.height };
}
