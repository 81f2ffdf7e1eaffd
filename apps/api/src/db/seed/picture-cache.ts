import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderGarmentImage, type GarmentImageOptions } from './garment-images';

/**
 * Demo pictures are drawn once per machine, not once per shop: they are kept beside the installed
 * packages (`node_modules/.cache/vesta-demo-pictures`, or DEMO_PICTURE_CACHE; `off` for none),
 * named by a hash of the drawing code, sharp's version and the picture's options, so a change to
 * any of them draws the picture again. `npm install` fills the cache (scripts/postinstall.mjs);
 * a first start then copies the pictures instead of drawing them. The cache is derived data, not
 * the shop's: removing it costs one slower first start.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const DRAWER = path.join(here, 'draw-demo-pictures.ts');

let version: string | undefined;
function drawingVersion(): string {
  version ??= createHash('sha256')
    .update(fs.readFileSync(path.join(here, 'garment-images.ts')))
    .update(sharp.versions.vips)
    .update(sharp.versions.sharp ?? '')
    .digest('hex')
    .slice(0, 16);
  return version;
}

/** The cache folder, or null when it is turned off or cannot be placed. */
export function pictureCacheDir(): string | null {
  const configured = process.env.DEMO_PICTURE_CACHE;
  if (configured === 'off') return null;
  if (configured) return path.resolve(configured);
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (fs.existsSync(modules)) return path.join(modules, '.cache', 'vesta-demo-pictures');
  }
  return null;
}

export function pictureFileName(options: GarmentImageOptions): string {
  const { category, kind, color, seed = 0, view = 'front' } = options;
  const key = JSON.stringify([drawingVersion(), category, kind, color, seed, view]);
  return `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.webp`;
}

function writeQuietly(file: string, data: Buffer) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch {
    // A read-only or full cache only means drawing again next time.
  }
}

/** One demo picture: from the cache when it is there, otherwise drawn (and kept for next time). */
export async function cachedGarmentImage(options: GarmentImageOptions): Promise<Buffer> {
  const dir = pictureCacheDir();
  const file = dir && path.join(dir, pictureFileName(options));
  if (file) {
    try {
      return await fs.promises.readFile(file);
    } catch {
      // Not drawn yet.
    }
  }
  const image = await renderGarmentImage(options);
  if (file) writeQuietly(file, image);
  return image;
}

/** Draws these pictures into the cache (in this process). */
export async function drawIntoCache(shots: GarmentImageOptions[], concurrency = 2): Promise<void> {
  const dir = pictureCacheDir();
  if (!dir) return;
  let next = 0;
  const worker = async () => {
    while (next < shots.length) {
      const shot = shots[next++]!;
      const file = path.join(dir, pictureFileName(shot));
      if (!fs.existsSync(file)) writeQuietly(file, await renderGarmentImage(shot));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Makes sure the cache holds these pictures, drawing the missing ones in one process per core:
 * drawing an SVG runs on one thread, so separate processes are what puts every core to work.
 * Answers how many were drawn. Any failure leaves the rest to be drawn on demand.
 */
export async function fillPictureCache(
  shots: GarmentImageOptions[],
  processes = os.availableParallelism(),
): Promise<number> {
  const dir = pictureCacheDir();
  if (!dir) return 0;
  const missing = shots.filter((shot) => !fs.existsSync(path.join(dir, pictureFileName(shot))));
  // Starting a process costs more than drawing a handful.
  if (missing.length < 16 || processes < 2) {
    await drawIntoCache(missing);
    return missing.length;
  }
  const slices = Array.from({ length: processes }, (_, i) =>
    missing.filter((_, index) => index % processes === i),
  );
  await Promise.all(slices.map((slice) => drawInChild(slice)));
  return missing.length;
}

function drawInChild(shots: GarmentImageOptions[]): Promise<void> {
  return new Promise((resolve) => {
    const child = fork(DRAWER, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DEMO_PICTURE_CACHE: pictureCacheDir() ?? 'off' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
    child.send({ shots });
  });
}
