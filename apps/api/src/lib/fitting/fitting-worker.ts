import type { Category } from '@shop/contract';
import { recognizeOnPhoto, type Recognition } from '../wardrobe/recognize';
import { findFace, type Focus } from './face';
import { fitOnMannequin, fitOnPhoto, type FitOptions, type FitResult } from './fit-outfit';

/** What crosses to the fitting thread: bytes arrive as Uint8Array (structured clone). */
export type FittingTask = {
  photo?: Uint8Array;
  garments: { slot: Category; name?: string; picture: Uint8Array }[];
  options?: FitOptions;
};

/** A shopper's photo of an own garment to recognise (lib/wardrobe). */
export type RecognizeTask = { recognize: Uint8Array };

/** A picture whose face is looked for (an avatar is centred on it). */
export type FaceTask = { face: Uint8Array };

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The fitting thread's tasks (fitting-pool.ts): a photo to dress (or the shopper's figure
 * measured on it), the store mannequin, an own garment's photo to recognise, or a face to find.
 */
export default async function fit(
  task: FittingTask | RecognizeTask | FaceTask,
): Promise<FitResult | Recognition | Focus | null> {
  if ('recognize' in task) return recognizeOnPhoto(asBuffer(task.recognize));
  if ('face' in task) return findFace(asBuffer(task.face));
  const garments = task.garments.map((g) => ({ ...g, picture: asBuffer(g.picture) }));
  return task.photo
    ? fitOnPhoto(asBuffer(task.photo), garments, task.options)
    : fitOnMannequin(garments);
}
