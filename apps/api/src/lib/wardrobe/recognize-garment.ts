import sharp from 'sharp';
import { COLOR_PALETTE, type Category, type ColorName, type GarmentKind } from '@shop/contract';
import { cutOutGarment } from '../cutout';

/** An own garment recognised on a shopper's photo: its cut-out and what it seems to be. */
export type RecognizedGarment = {
  /** WebP with alpha, cropped to the garment. */
  cutout: Buffer;
  width: number;
  height: number;
  slot: Category;
  kind: GarmentKind | null;
  /** 1–3 palette names, most of the garment first. */
  colors: ColorName[];
};

const PALETTE = Object.entries(COLOR_PALETTE)
  .filter(([name]) => name !== 'прозрачный')
  .map(([name, hex]) => ({
    name: name as ColorName,
    rgb: [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)),
  }));

function nearestName(r: number, g: number, b: number): ColorName {
  let best = PALETTE[0]!;
  let bestD = Infinity;
  for (const p of PALETTE) {
    const d = (p.rgb[0]! - r) ** 2 + (p.rgb[1]! - g) ** 2 + (p.rgb[2]! - b) ** 2;
    if (d < bestD) [best, bestD] = [p, d];
  }
  return best.name;
}

/**
 * Recognises the garment on a photo (first version: a plain backdrop removed, the slot from the
 * cut-out's proportions). Null when nothing garment-like is left.
 */
export async function recognizeGarment(photo: Buffer): Promise<RecognizedGarment | null> {
  const cut = await cutOutGarment(photo, 800);
  if (!cut) return null;
  const counts = new Map<ColorName, number>();
  let total = 0;
  for (let i = 0; i < cut.data.length; i += 16) {
    if (cut.data[i + 3]! < 200) continue;
    const name = nearestName(cut.data[i]!, cut.data[i + 1]!, cut.data[i + 2]!);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total++;
  }
  if (total < 50) return null;
  const colors = [...counts]
    .sort((a, b) => b[1] - a[1])
    .filter(([, n], i) => i === 0 || n >= total * 0.15)
    .slice(0, 3)
    .map(([name]) => name);
  const ratio = cut.height / cut.width;
  const slot: Category = ratio < 0.6 ? 'footwear' : ratio > 1.3 ? 'bottom' : 'top';
  const cutout = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .webp({ quality: 88, alphaQuality: 90 })
    .toBuffer();
  return { cutout, width: cut.width, height: cut.height, slot, kind: null, colors };
}
