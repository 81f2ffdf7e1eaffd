import type { Category } from '@shop/contract';
import { fitOnMannequin } from '../../lib/fitting/fit-outfit';

/**
 * An outfit's picture on the shop's mannequin: each garment fitted to the mannequin's body the
 * way a try-on fits it to a photo (lib/fitting). The cover, the builder's live preview and the
 * edit screen all show this one drawing. Answers a WebP of the mannequin's size.
 */
export async function drawOutfitCover(
  pictures: { slot: Category; data: Buffer; name?: string }[],
): Promise<{ webp: Buffer; width: number; height: number }> {
  const result = await fitOnMannequin(
    pictures.map((p) => ({ slot: p.slot, picture: p.data, name: p.name })),
  );
  // Every slot is visible on the standing mannequin; a refusal means a broken drawing.
  if (!result.ok) throw new Error(`The mannequin could not be dressed: ${result.message}`);
  return { webp: result.webp, width: result.width, height: result.height };
}
