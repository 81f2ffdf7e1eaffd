import sharp from 'sharp';
import type { Cutout } from '../cutout';

/** A mask over a picture: 255 where the garment is, 0 elsewhere. */
export type Mask = { data: Uint8Array; width: number; height: number };

/**
 * The mask's connected parts (4-neighbours), each with its pixel count: `label` holds a part's
 * number (from 1) per pixel, `sizes[n]` its size.
 */
export function partsOf(mask: Mask) {
  const { width, height, data } = mask;
  const label = new Int32Array(width * height);
  const sizes = [0];
  const queue = new Int32Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (data[start]! < 128 || label[start]) continue;
    const id = sizes.length;
    let [head, tail] = [0, 0];
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const n of next) {
        if (n < 0 || n >= data.length || data[n]! < 128 || label[n]) continue;
        label[n] = id;
        queue[tail++] = n;
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

/** Keeps the largest part and those at least `share` of it (a pair of shoes is two). */
export function keepLargeParts(mask: Mask, share = 0.2): void {
  const { label, sizes } = partsOf(mask);
  const largest = Math.max(0, ...sizes);
  for (let i = 0; i < mask.data.length; i++)
    if (mask.data[i]! >= 128 && sizes[label[i]!]! < largest * share) mask.data[i] = 0;
}

/** Fills the mask's enclosed holes smaller than `maxShare` of the picture (a print, a button). */
export function fillSmallHoles(mask: Mask, maxShare: number): void {
  const inverse: Mask = { ...mask, data: mask.data.map((v) => (v >= 128 ? 0 : 255)) };
  const { label, sizes } = partsOf(inverse);
  const touching = new Set<number>();
  const { width, height } = mask;
  for (let x = 0; x < width; x++) touching.add(label[x]!).add(label[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++)
    touching.add(label[y * width]!).add(label[y * width + width - 1]!);
  const limit = maxShare * mask.data.length;
  for (let i = 0; i < mask.data.length; i++) {
    const part = label[i]!;
    if (part && !touching.has(part) && sizes[part]! < limit) mask.data[i] = 255;
  }
}

/** Rounds off the mask's ragged edge and closes its pin-holes: a blur, then a threshold. */
export async function smooth(mask: Mask, sigma: number, threshold = 128): Promise<void> {
  if (sigma < 0.3) return;
  const blurred = await sharp(Buffer.from(mask.data), {
    raw: { width: mask.width, height: mask.height, channels: 1 },
  })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = blurred[i]! >= threshold ? 255 : 0;
}

export type Box = { left: number; top: number; width: number; height: number };

export function boxOf(mask: Mask): Box | null {
  let [minX, minY, maxX, maxY] = [mask.width, mask.height, -1, -1];
  for (let i = 0; i < mask.data.length; i++) {
    if (mask.data[i]! < 128) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX < 0
    ? null
    : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

export const coverage = (mask: Mask) => {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]! >= 128) n++;
  return n / mask.data.length;
};

/**
 * The RGB picture's pixels under the mask as an RGBA cut-out cropped to the mask, with a soft
 * one-pixel edge. The mask is the picture's size.
 */
export async function cutWith(rgb: Buffer, mask: Mask): Promise<(Cutout & { box: Box }) | null> {
  const box = boxOf(mask);
  if (!box) return null;
  const soft = await sharp(Buffer.from(mask.data), {
    raw: { width: mask.width, height: mask.height, channels: 1 },
  })
    .blur(0.6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const data = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++) {
      const src = (y + box.top) * mask.width + x + box.left;
      const dst = (y * box.width + x) * 4;
      rgb.copy(data, dst, src * 3, src * 3 + 3);
      // Only the mask's own edge softens: nothing outside it shows through.
      data[dst + 3] = mask.data[src]! >= 128 ? soft[src]! : 0;
    }
  return { data, width: box.width, height: box.height, box };
}

/** The alpha channel of an RGBA cut-out as a mask. */
export function alphaMask(cut: Cutout): Mask {
  const data = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < data.length; i++) data[i] = cut.data[i * 4 + 3]! >= 128 ? 255 : 0;
  return { data, width: cut.width, height: cut.height };
}
