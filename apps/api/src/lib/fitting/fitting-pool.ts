import os from 'node:os';
import { Piscina } from 'piscina';
import type { FitOptions, FitResult, OutfitGarment } from './fit-outfit';
import type { Recognition } from '../wardrobe/recognize';
import type { Focus } from './face';
import type { FaceTask, FittingTask, RecognizeTask } from './fitting-worker';

/**
 * The fitting runs on a thread of its own. A try-on or a drawing is about half a second of CPU
 * (the body's models on WebAssembly, the warp in JavaScript); on the API's own thread every other
 * request of the shop waited for it. One thread by default, so the event loop keeps a core on a
 * two-core machine; FITTING_THREADS sets more. The thread keeps the models and the garment cache
 * between tasks, and ends after FITTING_IDLE_SECONDS (120) without one: its models and WebAssembly
 * memory (about 200 MB) are given back only with the thread, and a shop at rest should not hold
 * them. The next try-on starts a thread and loads the models again (a second or two).
 */
let pool:
  | Piscina<FittingTask | RecognizeTask | FaceTask, FitResult | Recognition | Focus | null>
  | undefined;

function fittingPool() {
  const threads = Number(process.env.FITTING_THREADS) || Math.max(1, os.availableParallelism() - 1);
  const idleSeconds = Number(process.env.FITTING_IDLE_SECONDS) || 120;
  pool ??= new Piscina({
    filename: new URL('./fitting-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleSeconds * 1000,
    // The thread reads TypeScript: the loader the server runs with, also under the test runner.
    execArgv: process.execArgv.some((arg) => arg.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'],
  });
  return pool;
}

async function run(task: FittingTask): Promise<FitResult> {
  const result = (await fittingPool().run(task)) as FitResult;
  if (!result.ok) return result;
  const webp = result.webp as Uint8Array;
  return { ...result, webp: Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength) };
}

/** fitOnPhoto (fit-outfit.ts) on the fitting thread. */
export const fitOnPhotoOffThread = (
  photo: Buffer,
  garments: OutfitGarment[],
  options: FitOptions = {},
) => run({ photo, garments, options });

/** fitOnMannequin (fit-outfit.ts) on the fitting thread. */
export const fitOnMannequinOffThread = (garments: OutfitGarment[]) => run({ garments });

/** recognizeOnPhoto (lib/wardrobe/recognize.ts) on the fitting thread. */
export async function recognizeOffThread(photo: Buffer): Promise<Recognition | null> {
  const task: RecognizeTask = { recognize: photo };
  const result = (await fittingPool().run(task)) as Recognition | null;
  if (!result) return null;
  const webp = result.cutout as Uint8Array;
  return { ...result, cutout: Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength) };
}

/** findFace (face.ts) on the fitting thread: where an avatar's face is, or null. */
export async function findFaceOffThread(picture: Buffer): Promise<Focus | null> {
  const task: FaceTask = { face: picture };
  return (await fittingPool().run(task)) as Focus | null;
}

/** How many fitting threads run now (0 at rest): the memory bench and its test read it. */
export const fittingThreads = () => pool?.threads.length ?? 0;

/** Ends the thread (the API's and the worker's shutdown). */
export async function closeFittingPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
