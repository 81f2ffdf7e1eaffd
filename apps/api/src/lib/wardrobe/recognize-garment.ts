import { recognizeOffThread } from '../fitting/fitting-pool';
import type { RecognizedGarment } from './recognize';

/**
 * Recognises the garment on a shopper's photo (already checked, re-encoded and upright): worn by
 * a person, laid flat or on a hanger. Null when the photo holds no garment. Runs on the fitting
 * thread (about half a second of CPU: the body's models, the masks), so the API's event loop is
 * not held; see recognize.ts for how.
 */
export async function recognizeGarment(photo: Buffer): Promise<RecognizedGarment | null> {
  const result = await recognizeOffThread(photo);
  if (!result) return null;
  const { cutout, width, height, slot, kind, colors } = result;
  return { cutout, width, height, slot, kind, colors };
}
