import type { Rgb } from '../fitting/body-models';
import type { Mask } from './mask-tools';

type Colour = [number, number, number];

const gap = (a: Colour, b: Colour) =>
  Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
const at = (rgb: Rgb, i: number): Colour => [
  rgb.data[i * 3]!,
  rgb.data[i * 3 + 1]!,
  rgb.data[i * 3 + 2]!,
];

function centres(samples: Colour[], k: number): Colour[] {
  if (!samples.length) return [];
  const step = Math.max(1, Math.floor(samples.length / k));
  let out = Array.from({ length: Math.min(k, samples.length) }, (_, i) => samples[i * step]!);
  for (let round = 0; round < 6; round++) {
    const sums = out.map(() => [0, 0, 0, 0] as [number, number, number, number]);
    for (const s of samples) {
      let best = 0;
      for (let c = 1; c < out.length; c++) if (gap(out[c]!, s) < gap(out[best]!, s)) best = c;
      const sum = sums[best]!;
      sum[0] += s[0];
      sum[1] += s[1];
      sum[2] += s[2];
      sum[3]++;
    }
    out = sums.filter((s) => s[3]).map((s) => [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!]);
  }
  return out;
}

const nearest = (palette: Colour[], c: Colour) =>
  palette.reduce((best, p) => Math.min(best, gap(p, c)), Infinity);

/** The median colour of a set of pixels. */
function median(rgb: Rgb, pixels: number[]): Colour {
  const ch = (k: number) => {
    const v = pixels.map((i) => rgb.data[i * 3 + k]!).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)] ?? 0;
  };
  return [ch(0), ch(1), ch(2)];
}

/**
 * A garment on a patterned or textured backdrop (a parquet floor, a bedspread, a door behind a
 * hanger), where no smooth fill reaches around it: the backdrop's colours are read from the
 * picture's border — leaving out a side the garment itself runs into (its colour is the
 * centre's) — the garment's from the middle, and each pixel goes to the nearer of the two. Two
 * rounds, the second with the colours of what the first found.
 */
export function segmentByColour(rgb: Rgb): Mask {
  const { width, height } = rgb;
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.03));
  const sides: number[][] = [[], [], [], []];
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const i = y * width + x;
      if (y < band) sides[0]!.push(i);
      else if (y >= height - band) sides[1]!.push(i);
      else if (x < band) sides[2]!.push(i);
      else if (x >= width - band) sides[3]!.push(i);
    }
  const middle: number[] = [];
  for (let y = Math.round(height * 0.35); y < height * 0.65; y += 2)
    for (let x = Math.round(width * 0.35); x < width * 0.65; x += 2) middle.push(y * width + x);
  const centre = median(rgb, middle);
  const backdropSides = sides.filter((s) => s.length && gap(median(rgb, s), centre) > 45);
  let backdrop = centres(
    (backdropSides.length ? backdropSides : sides).flat().map((i) => at(rgb, i)),
    6,
  );
  let garment = centres(
    middle.map((i) => at(rgb, i)).filter((c) => nearest(backdrop, c) > 30),
    5,
  );
  const mask = new Uint8Array(width * height);
  for (let round = 0; round < 2 && garment.length; round++) {
    const fg: Colour[] = [];
    const bg: Colour[] = [];
    for (let i = 0; i < mask.length; i++) {
      const c = at(rgb, i);
      const inside = nearest(garment, c) < nearest(backdrop, c) * 0.9;
      mask[i] = inside ? 255 : 0;
      if (i % 7 === 0) (inside ? fg : bg).push(c);
    }
    garment = centres(fg, 6);
    backdrop = centres(bg, 6);
  }
  return { data: mask, width, height };
}
