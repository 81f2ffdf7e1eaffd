import type { Cutout } from '../cutout';
import type { GarmentParts } from './garment-parts.types';

export type Box = { left: number; top: number; right: number; bottom: number };

const SOLID = 96;

/** The box of a picture's solid pixels (a cut-out keeps soft edges and stray shadow). */
export function solidBox(pixels: Uint8Array | Buffer, width: number, height: number): Box {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (pixels[(y * width + x) * 4 + 3]! >= SOLID) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0
    ? { left: 0, top: 0, right: width - 1, bottom: height - 1 }
    : { left, top, right, bottom };
}

/** Bilinear RGBA sample (not premultiplied, weighted by alpha) into `out` at index `k`. */
function sampleInto(cut: Cutout, x: number, y: number, out: Buffer, k: number) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const acc = [0, 0, 0, 0];
  for (let j = 0; j < 2; j++)
    for (let i = 0; i < 2; i++) {
      const xx = Math.min(cut.width - 1, Math.max(0, x0 + i));
      const yy = Math.min(cut.height - 1, Math.max(0, y0 + j));
      const w = (i ? x - x0 : 1 - (x - x0)) * (j ? y - y0 : 1 - (y - y0));
      const s = (yy * cut.width + xx) * 4;
      const a = (cut.data[s + 3]! / 255) * w;
      for (let c = 0; c < 3; c++) acc[c]! += cut.data[s + c]! * a;
      acc[3]! += a;
    }
  for (let c = 0; c < 3; c++) out[k + c] = acc[3]! > 0 ? Math.round(acc[c]! / acc[3]!) : 0;
  out[k + 3] = Math.round(acc[3]! * 255);
}

/**
 * The backdrop seen through a ring (the cut-out's flood from the picture's border cannot reach
 * it): what is flooded from `x, y` through smoothly changing colour, if it stays well inside the
 * box and is big enough to be a hole rather than a buckle's shine.
 */
export function holeAt(
  cut: { data: Uint8Array; width: number; height: number },
  box: Box,
  x: number,
  y: number,
): Uint8Array | null {
  const hole = new Uint8Array(cut.width * cut.height);
  const start = Math.round(y) * cut.width + Math.round(x);
  const queue = [start];
  hole[start] = 1;
  const colour = (p: number) => [cut.data[p * 4]!, cut.data[p * 4 + 1]!, cut.data[p * 4 + 2]!];
  const seed = colour(start);
  const close = (a: number[], b: number[], within: number) =>
    Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!) < within;
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!;
    const px = p % cut.width;
    const py = (p - px) / cut.width;
    if (px <= box.left || px >= box.right || py <= box.top || py >= box.bottom) return null;
    for (const n of [p - 1, p + 1, p - cut.width, p + cut.width]) {
      if (hole[n]) continue;
      if (cut.data[n * 4 + 3]! >= SOLID && !close(colour(n), colour(p), 14)) continue;
      if (cut.data[n * 4 + 3]! >= SOLID && !close(colour(n), seed, 70)) continue;
      hole[n] = 1;
      queue.push(n);
    }
  }
  const area = (box.right - box.left) * (box.bottom - box.top);
  return queue.length > area * 0.08 ? hole : null;
}

/**
 * A belt as worn, from a picture of it coiled into a ring (how belts are photographed): the front
 * half of the ring, buckle in the middle, unrolled into a straight band. Each column of the band
 * is the ring's cross-section on one ray from its centre, inner edge up.
 */
function unrolledRing(cut: Cutout, box: Box): Cutout | null {
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const a = (box.right - box.left) / 2;
  const b = (box.bottom - box.top) / 2;
  const hole = holeAt(cut, box, cx, cy);
  if (!hole) return null;
  const solid = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= cut.width || yi >= cut.height) return false;
    const i = yi * cut.width + xi;
    return !hole[i] && cut.data[i * 4 + 3]! >= SOLID;
  };
  // The rays from the front's left to its right: the ends, seen edge-on, are left out.
  const rays: { theta: number; inner: number; outer: number }[] = [];
  const step = 0.5 / Math.max(a, b);
  for (let u = 0; u <= 1; u += 1 / 160) {
    const theta = Math.PI * (0.9 - 0.8 * u);
    const at = (s: number) => solid(cx + s * a * Math.cos(theta), cy + s * b * Math.sin(theta));
    let inner = 0;
    while (inner < 1.2 && !at(inner)) inner += step;
    let outer = inner;
    while (outer < 1.2 && at(outer + step)) outer += step;
    if (inner < 1.2) rays.push({ theta, inner, outer });
  }
  if (rays.length < 80) return null;
  const radius = (theta: number) => Math.hypot(a * Math.cos(theta), b * Math.sin(theta));
  const bottom = rays.slice(Math.round(rays.length * 0.35), Math.round(rays.length * 0.65));
  const thicknesses = bottom
    .map((r) => (r.outer - r.inner) * radius(r.theta))
    .sort((p, q) => p - q);
  const thickness = Math.max(4, Math.round(thicknesses[Math.floor(thicknesses.length / 2)]!));
  let length = 0;
  for (let i = 1; i < rays.length; i++)
    length += radius(rays[i]!.theta) * (rays[i - 1]!.theta - rays[i]!.theta);
  const width = Math.max(rays.length, Math.round(length));
  const data = Buffer.alloc(width * thickness * 4);
  for (let x = 0; x < width; x++) {
    const ray = rays[Math.min(rays.length - 1, Math.round((x / (width - 1)) * (rays.length - 1)))]!;
    for (let y = 0; y < thickness; y++) {
      const s = ray.inner + ((ray.outer - ray.inner) * (y + 0.5)) / thickness;
      const px = cx + s * a * Math.cos(ray.theta);
      const py = cy + s * b * Math.sin(ray.theta);
      sampleInto(cut, px, py, data, (y * width + x) * 4);
    }
  }
  return { data, width, height: thickness };
}

/** A belt photographed straight (or rolled, or anyhow): a strip through its middle, lengthwise. */
function straightStrip(cut: Cutout, box: Box): Cutout {
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const upright = h > w * 2.5;
  const long = upright || w > h * 2.5;
  const length = upright ? h : w;
  const thickness = Math.max(4, Math.round(long ? Math.min(w, h) : h * 0.18));
  // A compact picture (a rolled belt) gives the texture of its fullest row.
  let centre = upright ? (box.left + box.right) / 2 : (box.top + box.bottom) / 2;
  if (!long) {
    let most = -1;
    for (let y = box.top; y <= box.bottom; y++) {
      let n = 0;
      for (let x = box.left; x <= box.right; x++)
        if (cut.data[(y * cut.width + x) * 4 + 3]! >= SOLID) n++;
      if (n > most) [most, centre] = [n, y];
    }
  }
  const data = Buffer.alloc(length * thickness * 4);
  for (let x = 0; x < length; x++)
    for (let y = 0; y < thickness; y++) {
      const across = centre - thickness / 2 + y;
      const [px, py] = upright ? [across, box.top + x] : [box.left + x, across];
      sampleInto(cut, px, py, data, (y * length + x) * 4);
    }
  return { data, width: length, height: thickness };
}

/** A belt's parts: one straight band, its spine along its length. */
export function beltParts(cut: Cutout): GarmentParts {
  const box = solidBox(cut.data, cut.width, cut.height);
  const band = unrolledRing(cut, box) ?? straightStrip(cut, box);
  // Its ends turn away round the body, out of the light.
  for (let x = 0; x < band.width; x++) {
    const light = 0.7 + 0.3 * Math.sqrt(Math.sin((Math.PI * (x + 0.5)) / band.width));
    for (let y = 0; y < band.height; y++)
      for (let c = 0; c < 3; c++) {
        const k = (y * band.width + x) * 4 + c;
        band.data[k] = Math.round(band.data[k]! * light);
      }
  }
  const mid = band.height / 2;
  return {
    width: band.width,
    height: band.height,
    reference: band.width,
    hangY: 0,
    hemY: band.height,
    parts: [
      {
        role: 'whole',
        pixels: band.data,
        from: { x: 0, y: mid },
        to: { x: band.width, y: mid },
        half: [mid, mid],
        side: 0,
      },
    ],
  };
}

/**
 * The cut-out without the soft shadow it stands on: product shots keep its dark core, which the
 * backdrop's flood cannot take (it differs too much from the border). Flooded up from the lowest
 * rows through smooth, colourless pixels; kept when that would reach far up (a grey garment).
 */
export function withoutFloorShadow(cut: Cutout): Cutout {
  const box = solidBox(cut.data, cut.width, cut.height);
  const { width } = cut;
  const grey = (p: number) => {
    const [r, g, b] = [cut.data[p * 4]!, cut.data[p * 4 + 1]!, cut.data[p * 4 + 2]!];
    return Math.max(r, g, b) - Math.min(r, g, b) <= 22 && r + g + b > 270;
  };
  const step = (p: number, q: number) =>
    Math.abs(cut.data[p * 4]! - cut.data[q * 4]!) +
      Math.abs(cut.data[p * 4 + 1]! - cut.data[q * 4 + 1]!) +
      Math.abs(cut.data[p * 4 + 2]! - cut.data[q * 4 + 2]!) <=
    18;
  const shadow = new Uint8Array(width * cut.height);
  const queue: number[] = [];
  const lowest = Math.round(box.bottom - (box.bottom - box.top) * 0.06);
  for (let y = lowest; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const p = y * width + x;
      if (cut.data[p * 4 + 3]! >= SOLID && grey(p)) [shadow[p], queue[queue.length]] = [1, p];
    }
  const highest = box.bottom - (box.bottom - box.top) * 0.2;
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!;
    const x = p % width;
    if ((p - x) / width < highest) return cut;
    for (const n of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (n < 0 || n >= shadow.length || shadow[n] || !cut.data[n * 4 + 3]) continue;
      // Its soft rim goes with it, but the flood does not go on through it.
      if (cut.data[n * 4 + 3]! < SOLID) {
        shadow[n] = 1;
        continue;
      }
      if (!grey(n) || !step(p, n)) continue;
      shadow[n] = 1;
      queue.push(n);
    }
  }
  if (!queue.length) return cut;
  const data = Buffer.from(cut.data);
  for (let p = 0; p < shadow.length; p++) if (shadow[p]) data[p * 4 + 3] = 0;
  return { data, width, height: cut.height };
}
