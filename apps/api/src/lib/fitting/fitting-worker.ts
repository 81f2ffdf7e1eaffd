import type { Category } from '@shop/contract';
import type { Figure } from '../mannequin/figure-shape';
import { fitOnFigure, fitOnPhoto, type FitOptions, type FitResult } from './fit-outfit';

/** What crosses to the fitting thread: bytes arrive as Uint8Array (structured clone). */
export type FittingTask = {
  photo?: Uint8Array;
  garments: { slot: Category; name?: string; picture: Uint8Array }[];
  options?: FitOptions;
  /** Without a photo: the shopper's figure to dress, or none for the store mannequin. */
  figure?: Figure;
};

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The fitting thread's one task (fitting-pool.ts): a photo to dress, or a figure or the mannequin. */
export default async function fit(task: FittingTask): Promise<FitResult> {
  const garments = task.garments.map((g) => ({ ...g, picture: asBuffer(g.picture) }));
  return task.photo
    ? fitOnPhoto(asBuffer(task.photo), garments, task.options)
    : fitOnFigure(garments, task.figure);
}
