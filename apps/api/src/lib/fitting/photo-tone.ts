import type { Rgb } from './body-models';
import type { FittedGarment } from './garment-fits';

/**
 * A photo is black-and-white when hardly any pixel has a colour (a pale studio shot is mostly
 * grey too, but its skin is not).
 */
const COLOURED_PIXEL = 24;
const GREY_SHARE = 0.003;
/** How far the photo's colour cast may tint a garment, per channel. */
const MAX_CAST = 0.06;

type Tone = { grey: boolean; gains: [number, number, number] };

/**
 * The photo's colour: black-and-white or not, and its cast — how its near-neutral pixels (walls,
 * white and grey things, which the light tints) lean from grey, so a red wall tints nothing.
 */
export function toneOf(photo: Rgb): Tone {
  const sums = [0, 0, 0];
  let coloured = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((photo.width * photo.height) / 40_000));
  for (let i = 0; i < photo.width * photo.height; i += step) {
    const r = photo.data[i * 3]!;
    const g = photo.data[i * 3 + 1]!;
    const b = photo.data[i * 3 + 2]!;
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    if (spread > COLOURED_PIXEL) coloured++;
    n++;
    if (spread > 40 || r + g + b < 180) continue;
    sums[0]! += r;
    sums[1]! += g;
    sums[2]! += b;
  }
  const mean = (sums[0]! + sums[1]! + sums[2]!) / 3 || 1;
  const gain = (c: number) =>
    Math.min(1 + MAX_CAST, Math.max(1 - MAX_CAST, 1 + (c / mean - 1) * 0.5));
  return {
    grey: coloured / Math.max(1, n) < GREY_SHARE,
    gains: [gain(sums[0]!), gain(sums[1]!), gain(sums[2]!)],
  };
}

function toned(pixels: Buffer, tone: Tone): Buffer {
  const out = Buffer.from(pixels);
  for (let i = 0; i < out.length; i += 4) {
    if (out[i + 3] === 0) continue;
    if (tone.grey) {
      const y = Math.round(0.299 * out[i]! + 0.587 * out[i + 1]! + 0.114 * out[i + 2]!);
      out[i] = out[i + 1] = out[i + 2] = y;
    } else
      for (let c = 0; c < 3; c++)
        out[i + c] = Math.min(255, Math.round(out[i + c]! * tone.gains[c]!));
  }
  return out;
}

/**
 * Garments in the photo's own colour: grey on a black-and-white photo, tinted by its cast (warm
 * indoor light, a cold shade) on a colour one. The fitting's shading then carries its light.
 */
export function tonedFor(photo: Rgb): (g: FittedGarment) => FittedGarment {
  const tone = toneOf(photo);
  if (!tone.grey && tone.gains.every((k) => Math.abs(k - 1) < 0.02)) return (g) => g;
  return (g) => ({
    ...g,
    cut: { ...g.cut, data: toned(g.cut.data, tone) },
    parts: {
      ...g.parts,
      parts: g.parts.parts.map((p) => ({ ...p, pixels: toned(p.pixels, tone) })),
    },
  });
}
