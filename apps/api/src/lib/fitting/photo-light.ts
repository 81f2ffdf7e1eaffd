import type { Body } from './body';
import type { Rgb } from './body-models';

/**
 * One pass of a box blur `r` pixels each side along `lines` lines of `length` pixels (`step` apart
 * within a line, `stride` between lines), the edge pixels repeated beyond the ends.
 */
function boxPass(
  src: Float32Array,
  out: Float32Array,
  [lines, length, step, stride]: [number, number, number, number],
  r: number,
) {
  const scale = 1 / (2 * r + 1);
  const last = (length - 1) * step;
  for (let line = 0; line < lines; line++) {
    const start = line * stride;
    const first = src[start]!;
    const end = src[start + last]!;
    let sum = first * (r + 1);
    for (let k = 1; k <= r; k++) sum += k < length ? src[start + k * step]! : end;
    for (let k = 0; k < length; k++) {
      out[start + k * step] = sum * scale;
      const add = k + r + 1 < length ? src[start + (k + r + 1) * step]! : end;
      const drop = k - r >= 0 ? src[start + (k - r) * step]! : first;
      sum += add - drop;
    }
  }
}

/**
 * A Gaussian blur of `sigma` pixels, as three box blurs (within a few per cent of it), in floats:
 * the means below divide one blur by another, and eight bits of a dark cloth's blur are too few.
 */
export function blur(
  src: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  const r = Math.max(0, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  const a = Float32Array.from(src);
  const b = new Float32Array(src.length);
  for (let pass = 0; pass < 3; pass++) {
    boxPass(a, b, [height, width, 1, width], r);
    boxPass(b, a, [width, height, width, 1], r);
  }
  return a;
}

/**
 * The mean of `grey` over the pixels `weights` counts (0–1), blurred by `sigma`: NaN where hardly
 * any counted pixel is near.
 */
function meanOver(
  grey: Float32Array,
  weights: Float32Array,
  photo: { width: number; height: number },
  sigma: number,
) {
  const masked = grey.map((v, i) => v * weights[i]!);
  const sum = blur(masked, photo.width, photo.height, sigma);
  const share = blur(weights, photo.width, photo.height, sigma);
  return sum.map((s, i) => (share[i]! >= 0.05 ? s / share[i]! : Number.NaN));
}

/** Skin's pixels (1) by colour, read once per colour bin of 4 levels a channel. */
function skinPixels(photo: Rgb, isSkin: (c: readonly number[]) => boolean): Float32Array {
  const bins = new Int8Array(1 << 18).fill(-1);
  const out = new Float32Array(photo.width * photo.height);
  const d = photo.data;
  for (let i = 0; i < out.length; i++) {
    const [r, g, b] = [d[i * 3]! >> 2, d[i * 3 + 1]! >> 2, d[i * 3 + 2]! >> 2];
    const key = (r << 12) | (g << 6) | b;
    if (bins[key]! < 0) bins[key] = isSkin([r * 4 + 2, g * 4 + 2, b * 4 + 2]) ? 1 : 0;
    out[i] = bins[key]!;
  }
  return out;
}

/** How far (a ratio) a clothes' pixel may stand from its surroundings' level and be light, not print. */
const LIGHT_RANGE = [0.55, 1.7] as const;

/** A map at half the size each way, each pixel the mean of its 2×2 (the light is smooth). */
function halved(values: Float32Array, width: number, height: number) {
  const [w, h] = [Math.ceil(width / 2), Math.ceil(height / 2)];
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [x1, y1] = [Math.min(width - 1, x * 2 + 1), Math.min(height - 1, y * 2 + 1)];
      out[y * w + x] =
        (values[y * 2 * width + x * 2]! +
          values[y * 2 * width + x1]! +
          values[y1 * width + x * 2]! +
          values[y1 * width + x1]!) /
        4;
    }
  return { values: out, width: w, height: h };
}

/** A half-size map back at the full size, bilinearly. */
function doubled(half: Float32Array, w: number, h: number, width: number, height: number) {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y - 0.5) / 2));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x - 0.5) / 2));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const top = half[y0 * w + x0]! * (1 - tx) + half[y0 * w + x1]! * tx;
      const bottom = half[y1 * w + x0]! * (1 - tx) + half[y1 * w + x1]! * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
}

/**
 * The photo's light as it falls on the clothes: their folds and shadows (luminance blurred a
 * little) over its broad level (blurred a lot), so the colour of the clothes on the photo is not
 * carried over, only how the light models them. 1 = as lit as the surroundings. Only the worn
 * clothes' own pixels are read — not skin (a neckline, bare arms), not the background, not a
 * print or a logo far from its surroundings' level: those are the photo's colours, not its light,
 * and showed through a new garment as the old one's outline (a V-neck on a round-necked T-shirt).
 * Where no clothes' pixel is near, the light is even (1). Read at half the photo's size.
 */
export function lightOf(
  photo: Rgb,
  body: Pick<Body, 'silhouette'>,
  isSkin: (c: readonly number[]) => boolean,
): Float32Array {
  const { width, height, data } = photo;
  const full = new Float32Array(width * height);
  for (let i = 0; i < full.length; i++)
    full[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  const worn = skinPixels(photo, isSkin);
  for (let i = 0; i < worn.length; i++)
    worn[i] = worn[i] || (body.silhouette && body.silhouette[i]! <= 127) ? 0 : 1;
  const grey = halved(full, width, height);
  const { width: w, height: h } = grey;
  const size = { width: w, height: h };
  const side = Math.max(w, h);
  // Skin and a rim round it: the rim's pixels mix skin and cloth, lighter than either's level.
  const cloth = blur(halved(worn, width, height).values, w, h, side * 0.005);
  const weights = cloth.map((v) => (v > 0.97 ? 1 : 0));
  const first = meanOver(grey.values, weights, size, side * 0.04);
  for (let i = 0; i < weights.length; i++) {
    const ratio = (grey.values[i]! + 8) / (first[i]! + 8);
    if (!(ratio >= LIGHT_RANGE[0] && ratio <= LIGHT_RANGE[1])) weights[i] = 0;
  }
  const folds = meanOver(grey.values, weights, size, side * 0.006);
  const level = meanOver(grey.values, weights, size, side * 0.04);
  const light = folds.map((f, i) => {
    const ratio = (f + 8) / (level[i]! + 8);
    return Number.isFinite(ratio) ? ratio : 1;
  });
  return doubled(light, w, h, width, height);
}
