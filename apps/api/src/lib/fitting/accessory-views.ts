import { holeAt, solidBox, type Box } from './accessory-parts';
import type { Rgba } from './warp';

const SOLID = 96;
type Colour = [number, number, number];

const solidAt = (p: Rgba, x: number, y: number) =>
  x >= 0 && y >= 0 && x < p.width && y < p.height && p.data[(y * p.width + x) * 4 + 3]! >= SOLID;

/** A cap as worn on a figure facing the viewer: its crown's bottom and width, its centre line. */
export type CapView = {
  pixels: Rgba;
  box: Box;
  centre: number;
  crownBottom: number;
  crown: number;
};

/** The solid extremes of row y, as distances left and right of x = centre (-1 for none). */
function reach(p: Rgba, y: number, box: Box, centre: number): [number, number] {
  let [left, right] = [-1, -1];
  for (let x = box.left; x <= box.right; x++)
    if (solidAt(p, x, y)) {
      left = Math.max(left, centre - x);
      right = Math.max(right, x - centre);
    }
  return [left, right];
}

/** The mean colour of the pixels `take` picks. */
function meanColour(p: Rgba, box: Box, take: (x: number, y: number) => boolean): Colour | null {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      if (!solidAt(p, x, y) || !take(x, y)) continue;
      const k = (y * p.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c]! += p.data[k + c]!;
      n++;
    }
  return n < 30 ? null : (sum.map((v) => v / n) as Colour);
}

/**
 * The peak of a cap seen from the front: a crescent across the crown's bottom, narrower than the
 * crown, its both edges bowing down as it wraps the brow; its top lit, its underside dark.
 */
function drawPeak(out: Rgba, centre: number, bottom: number, half: number, colour: Colour) {
  const depth = half * 0.42;
  // Each column's crown ends somewhere above the peak's top: the peak reaches up to meet it.
  const meets = (x: number) => {
    let y = Math.min(out.height - 1, Math.round(bottom));
    while (y > 0 && !solidAt(out, x, y)) y--;
    return y;
  };
  const crownEnd = Array.from({ length: out.width }, (_, x) => meets(x));
  for (let y = 0; y < out.height; y++)
    for (let x = Math.floor(centre - half); x <= Math.ceil(centre + half); x++) {
      if (x < 0 || x >= out.width) continue;
      const u = (x + 0.5 - centre) / half;
      if (Math.abs(u) >= 1) continue;
      const arc = Math.sqrt(1 - u * u);
      const top = Math.min(bottom - depth * 0.2 + depth * 0.3 * arc, crownEnd[x]! - 1);
      const low = bottom - depth * 0.2 + depth * 1.05 * arc;
      const yy = y + 0.5;
      const a = Math.min(1, yy - top, low - yy);
      if (a <= 0) continue;
      const t = (yy - top) / Math.max(1, low - top);
      const edge = t < 0.1 ? 1.25 : t > 0.6 ? 0.5 + 0.12 * (1 - t) : 1.1 - 0.25 * t;
      const light = edge * (0.78 + 0.22 * arc);
      const k = (y * out.width + x) * 4;
      const under = out.data[k + 3]! / 255;
      for (let c = 0; c < 3; c++) {
        const v = Math.min(255, colour[c]! * light);
        out.data[k + c] = Math.round(v * a + out.data[k + c]! * (1 - a));
      }
      out.data[k + 3] = Math.round(255 * (a + under * (1 - a)));
    }
}

/**
 * A cap's picture as worn on a figure facing the viewer. Shops photograph caps side-on or
 * three-quarters, the peak reaching out to one side: then the crown's other half is mirrored
 * about its top (where the button is) and the peak drawn foreshortened across its front, in the
 * peak's own colour. A picture already symmetric (a front view, a beanie, a brimmed hat) is kept.
 */
export function capFront(p: Rgba): CapView {
  const box = solidBox(p.data, p.width, p.height);
  const tall = box.bottom - box.top + 1;
  let [sum, n] = [0, 0];
  for (let y = box.top; y <= box.top + Math.max(2, tall * 0.06); y++)
    for (let x = box.left; x <= box.right; x++) if (solidAt(p, x, y)) [sum, n] = [sum + x, n + 1];
  const apex = Math.round(n ? sum / n : (box.left + box.right) / 2);
  const rows = Array.from({ length: tall }, (_, i) => reach(p, box.top + i, box, apex));
  const low = rows.slice(Math.round(tall * 0.65));
  const [left, right] = [0, 1].map((s) => Math.max(...low.map((r) => r[s]!)));
  const crownAt = Math.round(tall * 0.62);
  if (Math.max(left!, right!) < 1.3 * Math.min(left!, right!)) {
    const [l, r] = rows[crownAt]!;
    return { pixels: p, box, centre: apex, crownBottom: box.bottom, crown: l + r + 1 };
  }
  // The side without the peak, mirrored; the peak's colour from what reaches out past it.
  const clean = left! > right! ? 1 : 0;
  const sign = clean ? 1 : -1;
  const half = Math.max(...rows.map((r) => r[clean]!));
  const peak = meanColour(p, box, (x, y) => {
    const d = (x - apex) * -sign;
    return d > rows[y - box.top]![clean]! + 2;
  });
  const width = 2 * half + 3;
  const mid = half + 1;
  let crownBottom = 0;
  const height = Math.ceil(tall * 1.3) + 4;
  const out: Rgba = { data: new Uint8Array(width * height * 4), width, height };
  for (let y = 0; y < tall; y++)
    for (let x = 0; x < width; x++) {
      const sx = apex + sign * Math.abs(x - mid);
      if (sx < 0 || sx >= p.width) continue;
      const from = ((box.top + y) * p.width + sx) * 4;
      const to = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) out.data[to + c] = p.data[from + c]!;
      if (x === mid && p.data[from + 3]! >= SOLID) crownBottom = y;
    }
  const [l, r] = reach(out, Math.round(crownBottom * 0.9), solidBox(out.data, width, height), mid);
  const crown = l + r + 1;
  const fallback = meanColour(out, solidBox(out.data, width, height), () => true) ?? [90, 90, 90];
  drawPeak(out, mid, crownBottom, crown * 0.46, peak ?? (fallback.map((v) => v * 0.85) as Colour));
  return { pixels: out, box: solidBox(out.data, width, height), centre: mid, crownBottom, crown };
}

/** A bag's picture: where its body starts below the handles, and a colour for a strap. */
export type BagView = {
  pixels: Rgba;
  box: Box;
  bodyTop: number;
  handles: boolean;
  strap: Colour;
  /** Where straps meet the body's top (picture x), and how wide they are there. */
  legs: [number, number];
  legWidth: number;
};

/** The solid runs of row y within the box, as [left, right]. */
function runsOf(p: Rgba, y: number, box: Box): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = box.left; x <= box.right; x++)
    if (solidAt(p, x, y)) {
      const last = runs.at(-1);
      if (last && last[1] === x - 1) last[1] = x;
      else runs.push([x, x]);
    }
  return runs;
}

const longestRun = (p: Rgba, y: number, box: Box) => {
  let [best, run] = [0, 0];
  for (let x = box.left; x <= box.right; x++) {
    run = solidAt(p, x, y) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
};

/**
 * The picture without the backdrop seen through its handles: below the handle's top, down the
 * middle column, the first pixel that looks like a studio backdrop (light and grey) starts a hole.
 */
function withoutHandleHole(p: Rgba, box: Box): Rgba {
  const x = Math.round((box.left + box.right) / 2);
  let y = box.top;
  while (y < box.bottom && solidAt(p, x, y) && !backdropAt(p, x, y)) y++;
  if (y - box.top > (box.bottom - box.top) * 0.15 || !solidAt(p, x, y)) return p;
  // Measured against the handles' part of the picture, down to where the body starts below.
  let end = y;
  while (end < box.bottom && !(solidAt(p, x, end) && !backdropAt(p, x, end))) end++;
  // Seeded in the middle of it, clear of the handle's soft edge.
  const seed = Math.round((y + end) / 2);
  if (!backdropAt(p, x, seed)) return p;
  const hole = holeAt(p, { ...box, bottom: Math.min(box.bottom, end + 2) }, x, seed);
  if (!hole) return p;
  const data = new Uint8Array(p.data);
  for (let i = 0; i < hole.length; i++) if (hole[i]) data[i * 4 + 3] = 0;
  return { data, width: p.width, height: p.height };
}

function backdropAt(p: Rgba, x: number, y: number) {
  const k = (y * p.width + x) * 4;
  const [r, g, b] = [p.data[k]!, p.data[k + 1]!, p.data[k + 2]!];
  return Math.max(r, g, b) - Math.min(r, g, b) < 30 && r + g + b > 450;
}

/**
 * A bag's picture split at the top of its body (the first row solid across most of its width),
 * with the backdrop seen through its handles taken out (the cut-out's flood cannot reach it).
 */
export function bagView(p: Rgba): BagView {
  const box = solidBox(p.data, p.width, p.height);
  const wide = box.right - box.left + 1;
  const pixels = withoutHandleHole(p, box);
  let bodyTop = box.top;
  while (bodyTop < box.bottom && longestRun(pixels, bodyTop, box) < wide * 0.6) bodyTop++;
  const handles = bodyTop - box.top > (box.bottom - box.top) * 0.06;
  const handleColour = handles && meanColour(pixels, { ...box, bottom: bodyTop - 1 }, () => true);
  const body = meanColour(pixels, { ...box, top: bodyTop }, () => true) ?? [60, 50, 45];
  const strap = handleColour || (body.map((v) => v * 0.8) as Colour);
  // The handles' two legs just above the body; a picture without them gets straps at its thirds.
  const runs = handles ? runsOf(pixels, Math.max(box.top, bodyTop - 3), box) : [];
  const wide2 = box.right - box.left;
  const legs: [number, number] =
    runs.length >= 2
      ? [(runs[0]![0] + runs[0]![1]) / 2, (runs.at(-1)![0] + runs.at(-1)![1]) / 2]
      : [box.left + wide2 * 0.3, box.left + wide2 * 0.7];
  const legWidth = runs.length >= 2 ? runs[0]![1] - runs[0]![0] + 1 : wide2 * 0.05;
  return { pixels, box, bodyTop, handles, strap, legs, legWidth };
}

/**
 * A straight length of a scarf's fabric: the picture's most solid band of columns, from its top
 * to its end (fringe and all), for wrapping round a neck and hanging down the chest.
 */
export function scarfStrip(p: Rgba): Rgba {
  const box = solidBox(p.data, p.width, p.height);
  const counts = Array.from({ length: box.right - box.left + 1 }, (_, i) => {
    let n = 0;
    for (let y = box.top; y <= box.bottom; y++) if (solidAt(p, box.left + i, y)) n++;
    return n;
  });
  const most = Math.max(...counts);
  const best = counts.indexOf(most);
  let [a, b] = [best, best];
  const band = Math.max(8, (box.right - box.left) * 0.5);
  while (a > 0 && counts[a - 1]! >= most * 0.85 && b - a < band) a--;
  while (b < counts.length - 1 && counts[b + 1]! >= most * 0.85 && b - a < band) b++;
  const [x0, x1] = [box.left + a, box.left + b];
  const filled = (y: number) => {
    let k = 0;
    for (let x = x0; x <= x1; x++) if (solidAt(p, x, y)) k++;
    return k / (x1 - x0 + 1);
  };
  let top = box.top;
  while (top < box.bottom && filled(top) < 0.9) top++;
  let bottom = box.bottom;
  while (bottom > top && filled(bottom) < 0.3) bottom--;
  const width = x1 - x0 + 1;
  const height = bottom - top + 1;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    data.set(
      p.data.subarray(((top + y) * p.width + x0) * 4, ((top + y) * p.width + x1 + 1) * 4),
      y * width * 4,
    );
  return { data, width, height };
}
