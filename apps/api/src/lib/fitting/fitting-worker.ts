import type { Category } from '@shop/contract';
import { fitOnMannequin, fitOnPhoto, type FitOptions, type FitResult } from './fit-outfit';

/** What crosses to the fitting thread: bytes arrive as Uint8Array (structured clone). */
export type FittingTask = {
  photo?: Uint8Array;
  garments: { slot: Category; name?: string; picture: Uint8Array }[];
  options?: FitOptions;
};

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The fitting thread's one task (fitting-pool.ts): a photo to dress (or the shopper's figure
 * measured on it), or the store mannequin.
 */
export default async function fit(task: FittingTask): Promise<FitResult> {
  const garments = task.garments.map((g) => ({ ...g, picture: asBuffer(g.picture) }));
  return task.photo
    ? fitOnPhoto(asBuffer(task.photo), garments, task.options)
    : fitOnMannequin(garments);
}
