import sharp from 'sharp';
import { cutOutGarment, type Cutout } from '../cutout';
import type { Rgb } from '../fitting/body-models';
import { segmentByColour } from './colour-segment';
import {
  alphaMask,
  boxOf,
  coverage,
  cutWith,
  fillSmallHoles,
  keepLargeParts,
  partsOf,
  smooth,
  type Box,
  type Mask,
} from './mask-tools';

/** The side the flat cut works at: a garment's outline needs no more. */
export const FLAT_SIDE = 800;
/** The side the colour model reads a textured backdrop at. */
const SEGMENT_SIDE = 360;

const colourGap = (d: Buffer, a: number, b: number[]) =>
  Math.abs(d[a]! - b[0]!) + Math.abs(d[a + 1]! - b[1]!) + Math.abs(d[a + 2]! - b[2]!);

/**
 * Backdrop seen through the garment's own holes (inside a bag's handle, a belt's ring, between a
 * hanger's arms) survives the fill from the border: enclosed parts of the backdrop's colour are
 * made transparent too, unless the garment is itself of that colour.
 */
function clearEnclosedBackdrop(cut: Cutout): void {
  const sum: [number, number, number] = [0, 0, 0];
  let n = 0;
  const garment: [number, number, number] = [0, 0, 0];
  let m = 0;
  for (let i = 0; i < cut.data.length; i += 4) {
    const target = cut.data[i + 3]! < 128 ? sum : garment;
    target[0] += cut.data[i]!;
    target[1] += cut.data[i + 1]!;
    target[2] += cut.data[i + 2]!;
    if (target === sum) n++;
    else m++;
  }
  if (!n || !m) return;
  const backdrop = sum.map((v) => v / n);
  if (colourGap(Buffer.from(garment.map((v) => v / m)), 0, backdrop) < 90) return;
  const like: Mask = {
    data: new Uint8Array(cut.width * cut.height),
    width: cut.width,
    height: cut.height,
  };
  for (let p = 0; p < like.data.length; p++)
    like.data[p] =
      cut.data[p * 4 + 3]! >= 128 && colourGap(cut.data, p * 4, backdrop) < 36 ? 255 : 0;
  const { label, sizes } = partsOf(like);
  const holes = holeParts(label, sizes, cut.width, cut.height);
  for (let p = 0; p < like.data.length; p++) if (holes.has(label[p]!)) cut.data[p * 4 + 3] = 0;
}

/**
 * Which backdrop-coloured parts look like a hole through the garment: big enough, compact (a
 * handle's opening, a ring) and away from the garment's sides — not a white stripe or a white
 * band of a print running across it.
 */
function holeParts(label: Int32Array, sizes: number[], width: number, height: number) {
  const boxes = sizes.map(() => [width, height, -1, -1]);
  for (let p = 0; p < label.length; p++) {
    const part = label[p]!;
    if (!part) continue;
    const [x, y] = [p % width, Math.floor(p / width)];
    const b = boxes[part]!;
    [b[0], b[1], b[2], b[3]] = [
      Math.min(b[0]!, x),
      Math.min(b[1]!, y),
      Math.max(b[2]!, x),
      Math.max(b[3]!, y),
    ];
  }
  const holes = new Set<number>();
  const margin = Math.max(2, width * 0.03);
  sizes.forEach((size, part) => {
    const [x0, y0, x1, y1] = boxes[part]!;
    if (!part || size < label.length * 0.002 || x1! < 0) return;
    const [w, h] = [x1! - x0! + 1, y1! - y0! + 1];
    const compact = h / w > 0.25 && h / w < 4 && size > w * h * 0.45;
    const inside = x0! > margin && x1! < width - margin && y1! < height - margin;
    if (compact && inside) holes.add(part);
  });
  return holes;
}

/**
 * A hanger's hook stands above the garment as a thin single stroke near the middle: those top
 * rows are cleared (the hanger's bar under the shoulders is left: it is inside the garment).
 */
export function trimHook(mask: Mask): void {
  const { width, height, data } = mask;
  let top = 0;
  while (top < height && !data.subarray(top * width, top * width + width).some((v) => v >= 128))
    top++;
  let garmentWidth = 0;
  for (let y = top; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) if (data[y * width + x]! >= 128) n++;
    garmentWidth = Math.max(garmentWidth, n);
  }
  let y = top;
  for (; y < height; y++) {
    let n = 0;
    let sumX = 0;
    for (let x = 0; x < width; x++)
      if (data[y * width + x]! >= 128) {
        n++;
        sumX += x;
      }
    if (n > garmentWidth * 0.07) break;
    const centre = sumX / Math.max(1, n);
    if (n && Math.abs(centre - width / 2) > width * 0.25) break;
  }
  if (y - top < 4 || y - top > (height - top) * 0.3) return;
  data.fill(0, top * width, y * width);
}

/**
 * A hanger's arms over the shoulders are thin strokes: an opening (an erosion, then a dilation)
 * of the garment's top quarter removes what is thinner than `thickness`, the garment's own
 * shoulders being far thicker.
 */
export async function openTop(mask: Mask, thickness: number): Promise<void> {
  const box = boxOf(mask);
  if (!box || thickness < 1) return;
  const opened: Mask = { ...mask, data: mask.data.slice() };
  await smooth(opened, thickness / 2, 235);
  await smooth(opened, thickness / 2, 20);
  const end = (box.top + Math.round(box.height * 0.25)) * mask.width;
  for (let i = box.top * mask.width; i < end; i++) if (!opened.data[i]) mask.data[i] = 0;
}

/**
 * A floor's seam, a door's edge or a hanger's wire that the cut followed off the garment: lines
 * under a hundredth of the picture thin, opened away (an erosion, a dilation, kept within the mask).
 */
async function dropLines(mask: Mask): Promise<void> {
  const before = mask.data.slice();
  const thickness = Math.max(mask.width, mask.height) * 0.006;
  await smooth(mask, thickness / 2, 235);
  await smooth(mask, thickness / 2, 20);
  for (let i = 0; i < before.length; i++) if (!before[i]) mask.data[i] = 0;
}

const readRgb = async (photo: Buffer, side: number): Promise<Rgb> => {
  const { data, info } = await sharp(photo, { limitInputPixels: 40_000_000 })
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/**
 * How many of the picture's sides the mask runs along for a tenth of their length: a garment
 * reaches two at most (a hanger's photo cut at its hem); a heap of things fills the frame.
 */
function touchedSides(mask: Mask): number {
  const { width, height, data } = mask;
  const count = (at: (k: number) => number, n: number) => {
    let on = 0;
    for (let k = 0; k < n; k++) if (data[at(k)]! >= 128) on++;
    return on >= n * 0.1 ? 1 : 0;
  };
  return (
    count((x) => x, width) +
    count((x) => (height - 1) * width + x, width) +
    count((y) => y * width, height) +
    count((y) => y * width + width - 1, height)
  );
}

/**
 * How ragged the mask's outline is: its edge squared over 4π its area (1 for a disc). A garment
 * on a floor stays under 3; the colour model's pick out of a cluttered scene (a heap of fruit,
 * a shelf) is a lace of pieces far above it.
 */
function raggedness(mask: Mask): number {
  const { width, height, data } = mask;
  let [area, edge] = [0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i]! < 128) continue;
      area++;
      const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (border || !data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width]) edge++;
    }
  return area ? (edge * edge) / (4 * Math.PI * area) : 0;
}

/** The fill from the border found the garment when it stopped at an outline within the photo. */
function fillWorked(cut: Cutout, width: number, height: number): boolean {
  const spansAll = cut.width >= width * 0.97 && cut.height >= height * 0.97;
  return !spansAll && coverage(alphaMask(cut)) < 0.97;
}

const opaqueArea = (cut: Cutout) => {
  let n = 0;
  for (let i = 3; i < cut.data.length; i += 4) if (cut.data[i]! >= 128) n++;
  return n;
};

/**
 * The shop's backdrop fill, or a tighter one when the shop's ate the garment: a cream or beige
 * garment on a white bed or wall differs from it by less than the fill's tolerance, and what is
 * left is under 60 % of what the tighter fill keeps. Null when neither stopped at an outline.
 */
async function backdropFill(photo: Buffer, rgb: Rgb): Promise<Cutout | null> {
  const worked = (cut: Cutout | null) => cut && fillWorked(cut, rgb.width, rgb.height) && cut;
  const usual = worked(await cutOutGarment(photo, FLAT_SIDE));
  const tight = worked(await cutOutGarment(photo, FLAT_SIDE, { step: 6, border: 30 }));
  if (usual && tight && opaqueArea(usual) < opaqueArea(tight) * 0.6) return tight;
  return usual || null;
}

/**
 * The garment of a flat-lay, a hanger or a product picture as a mask over the photo read at
 * FLAT_SIDE: the shop's backdrop fill (cutout.ts) when the backdrop is smooth, else the colour
 * model of a textured one; a hanger's hook trimmed, small specks dropped. Null when nothing of
 * the photo stands out from its backdrop.
 */
export async function flatGarment(
  photo: Buffer,
): Promise<{ cut: Cutout & { box: Box }; via: 'fill' | 'colour' } | null> {
  const rgb = await readRgb(photo, FLAT_SIDE);
  const filled = await backdropFill(photo, rgb);
  if (filled) {
    clearEnclosedBackdrop(filled);
    const mask = alphaMask(filled);
    trimHook(mask);
    await dropLines(mask);
    keepLargeParts(mask, 0.2);
    for (let p = 0; p < mask.data.length; p++) if (mask.data[p]! < 128) filled.data[p * 4 + 3] = 0;
    const rgbOfCut = Buffer.alloc(filled.width * filled.height * 3);
    for (let p = 0; p < mask.data.length; p++) filled.data.copy(rgbOfCut, p * 3, p * 4, p * 4 + 3);
    const cut = await cutWith(rgbOfCut, mask);
    return cut && { cut, via: 'fill' };
  }
  const small = await readRgb(photo, SEGMENT_SIDE);
  const coarse = segmentByColour(small);
  await smooth(coarse, 1.2);
  keepLargeParts(coarse, 0.25);
  fillSmallHoles(coarse, 0.02);
  const share = coverage(coarse);
  if (share < 0.03 || share > 0.85) return null;
  const full = await sharp(Buffer.from(coarse.data), {
    raw: { width: small.width, height: small.height, channels: 1 },
  })
    .resize(rgb.width, rgb.height, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask: Mask = { data: new Uint8Array(full), width: rgb.width, height: rgb.height };
  await smooth(mask, 1);
  trimHook(mask);
  await dropLines(mask);
  keepLargeParts(mask, 0.2);
  if (touchedSides(mask) >= 3 || raggedness(mask) > 5) return null;
  const cut = await cutWith(rgb.data, mask);
  return cut && { cut, via: 'colour' };
}
