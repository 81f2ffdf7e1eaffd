import type { Body, Pt } from './body';
import { add, dist, unit, widthAcross, type Frame } from './body-frame';
import { solidBox, type Box } from './accessory-parts';
import { src, type FittedGarment } from './garment-fits';
import { warpStrip, type Rgba } from './warp';

const SOLID = 96;
const acrossOf = (up: Pt): Pt => ({ x: -up.y, y: up.x });

/**
 * Draws the picture's `box` onto the body: its point `anchor` (picture pixels) on `at`, `scale`
 * body pixels to a picture pixel, its rows along `axis` (across the body, or level for what hangs).
 */
function place(g: FittedGarment, out: Rgba, box: Box, anchor: Pt, at: Pt, scale: number, axis: Pt) {
  const part = g.parts.parts[0]!;
  const down = { x: -axis.y, y: axis.x };
  const cy = (box.top + box.bottom + 1) / 2;
  const map = (q: Pt) =>
    add(add(at, axis, (q.x - anchor.x) * scale), down, (q.y - anchor.y) * scale);
  const from = { x: box.left, y: cy };
  const to = { x: box.right + 1, y: cy };
  const half = (box.bottom + 1 - box.top) / 2;
  const spine = { from, to, half: [half, half] as [number, number] };
  warpStrip(src(g, part), out, spine, [map(from), map(to)], [half * scale, half * scale], 2);
}

const boxOf = (g: FittedGarment) =>
  solidBox(g.parts.parts[0]!.pixels, g.parts.width, g.parts.height);

/**
 * The head as a hat or glasses meet it: its centre, the eye line, its width at the eyes and its
 * top (where the silhouette ends above the face: the hair, on a photo).
 */
function headOf(body: Body, frame: Frame) {
  const centre = frame.faceCentre;
  if (!centre) return null;
  const p = body.points;
  const eyes = p.leftEye && p.rightEye ? [p.leftEye, p.rightEye].sort((a, b) => a.x - b.x) : null;
  const side = eyes
    ? unit({ x: eyes[1]!.x - eyes[0]!.x, y: eyes[1]!.y - eyes[0]!.y })
    : acrossOf(frame.up);
  const up = { x: side.y, y: -side.x };
  const gap = eyes
    ? dist(eyes[0]!, eyes[1]!)
    : p.leftEar && p.rightEar
      ? dist(p.leftEar, p.rightEar) * 0.5
      : frame.span * 0.16;
  const eyeLine = eyes
    ? { x: (eyes[0]!.x + eyes[1]!.x) / 2, y: (eyes[0]!.y + eyes[1]!.y) / 2 }
    : add(centre, up, gap * 0.3);
  const measured = widthAcross(body, eyeLine, side, gap * 3);
  const width = Math.min(gap * 3.2, Math.max(gap * 2.2, measured ?? gap * 2.6));
  const inside = (q: Pt) => {
    const x = Math.round(q.x);
    const y = Math.round(q.y);
    return (
      x >= 0 &&
      y >= 0 &&
      x < body.width &&
      y < body.height &&
      body.silhouette![y * body.width + x]! > 127
    );
  };
  let rise = gap * 1.6;
  if (body.silhouette && inside(centre)) {
    let r = 0;
    while (r < gap * 4 && inside(add(centre, up, r + 1))) r++;
    if (r < gap * 4) rise = r;
  }
  return { centre, eyeLine, side, up, gap, width, top: add(centre, up, rise), rise };
}

/** The solid run on picture row y through x, as [left, right]. */
function runThrough(g: FittedGarment, y: number, x: number): [number, number] {
  const { width } = g.parts;
  const px = g.parts.parts[0]!.pixels;
  const solid = (xx: number) => px[(Math.round(y) * width + xx) * 4 + 3]! >= SOLID;
  let left = Math.round(x);
  let right = left;
  while (left > 0 && solid(left - 1)) left--;
  while (right < width - 1 && solid(right + 1)) right++;
  return [left, right];
}

/** A cap or hat on the head: its crown as wide as the head, down to the brow; a brim stands out. */
function fitCap(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  const head = headOf(body, frame);
  if (!head) return false;
  const box = boxOf(g);
  // The crown is measured above the brim: at two thirds of the picture's height, about its centre
  // of mass (a side-on cap's brim reaches out to one side, low down).
  const { width, height } = g.parts;
  const px = g.parts.parts[0]!.pixels;
  let [mx, n] = [0, 0];
  for (let y = box.top; y <= box.bottom; y += 2)
    for (let x = box.left; x <= box.right; x += 2)
      if (px[(y * width + x) * 4 + 3]! >= SOLID) [mx, n] = [mx + x, n + 1];
  const row = Math.min(height - 1, Math.round(box.top + (box.bottom - box.top) * 0.62));
  const [c0, c1] = runThrough(g, row, n ? mx / n : (box.left + box.right) / 2);
  const scale = (head.width * 1.12) / Math.max(1, c1 - c0 + 1);
  const anchor = { x: (c0 + c1) / 2, y: box.bottom };
  const brow = add(head.top, head.up, -head.rise * 0.72);
  place(g, out, box, anchor, brow, scale, head.side);
  return true;
}

/** Sunglasses on the eyes, along the eye line, as wide as the face. */
function fitGlasses(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  const head = headOf(body, frame);
  if (!head) return false;
  const box = boxOf(g);
  const { width } = g.parts;
  const px = g.parts.parts[0]!.pixels;
  let [my, n] = [0, 0];
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x += 2)
      if (px[(y * width + x) * 4 + 3]! >= SOLID) [my, n] = [my + y, n + 1];
  const scale = (head.width * 0.98) / (box.right - box.left + 1);
  const anchor = { x: (box.left + box.right) / 2, y: n ? my / n : (box.top + box.bottom) / 2 };
  place(g, out, box, anchor, head.eyeLine, scale, head.side);
  return true;
}

/** A scarf round the neck: its loop at the neck, its ends down the chest. */
function fitScarf(g: FittedGarment, frame: Frame, out: Rgba): boolean {
  if (!frame.shoulders) return false;
  const box = boxOf(g);
  const scale = (frame.span * 0.52) / (box.right - box.left + 1);
  const neck = add(frame.shoulders.mid, frame.up, frame.span * 0.3);
  place(
    g,
    out,
    box,
    { x: (box.left + box.right) / 2, y: box.top },
    neck,
    scale,
    acrossOf(frame.up),
  );
  return true;
}

/** Whether the body or a garment already drawn covers a pixel. */
function coveredBy(body: Body, under: Rgba[]) {
  return (q: Pt) => {
    const x = Math.round(q.x);
    const y = Math.round(q.y);
    if (x < 0 || y < 0 || x >= body.width || y >= body.height) return false;
    const i = y * body.width + x;
    return (body.silhouette?.[i] ?? 0) > 127 || under.some((l) => l.data[i * 4 + 3]! > 128);
  };
}

/**
 * A belt at the waist, across whatever is worn there (trousers' waistband, a dress, a top over
 * them), as wide as that and a little curved, as a band goes round a body.
 */
function fitBelt(g: FittedGarment, body: Body, frame: Frame, out: Rgba, under: Rgba[]): boolean {
  if (!frame.hips) return false;
  const across = acrossOf(frame.up);
  const centre = add(frame.hips.mid, frame.up, frame.torso * 0.16);
  const covered = coveredBy(body, under);
  const onBody = coveredBy(body, []);
  const reach = (sign: number) => {
    let [worn, bare] = [0, 0];
    while (bare < frame.span && onBody(add(centre, across, sign * (bare + 1)))) bare++;
    // Over what is worn there, but not out along a garment's unclipped picture or onto an arm.
    const limit = bare + frame.span * 0.06;
    while (worn < limit && covered(add(centre, across, sign * (worn + 1)))) worn++;
    return Math.max(bare, worn);
  };
  let [a, b] = [reach(-1), reach(1)];
  if (a < frame.span * 0.1 || b < frame.span * 0.1) a = b = dist(frame.hips.a, frame.hips.b) * 0.8;
  const thickness = frame.torso * 0.075;
  const ends = [add(centre, across, -a * 1.02), add(centre, across, b * 1.02)];
  const path = [
    ends[0]!,
    add(add(centre, across, (b - a) * 0.51), frame.down, thickness * 0.25),
    ends[1]!,
  ];
  const part = g.parts.parts[0]!;
  warpStrip(src(g, part), out, part, path, [thickness / 2, thickness / 2], 8);
  return true;
}

/** A bag hanging from the hand by its handles, at its true size against the torso. */
function fitBag(g: FittedGarment, frame: Frame, out: Rgba): boolean {
  const arm = frame.arms.find((a) => a.length >= 3);
  if (!arm || g.form.cut !== 'bag') return false;
  const [elbow, wrist] = [arm[1]!, arm[2]!];
  const forearm = dist(elbow, wrist);
  const hand = add(wrist, unit({ x: wrist.x - elbow.x, y: wrist.y - elbow.y }), forearm * 0.3);
  const box = boxOf(g);
  const height = frame.torso * g.form.size;
  const scale = height / (box.bottom - box.top + 1);
  const anchor = { x: (box.left + box.right) / 2, y: box.top };
  // Held by the top of its handles, near the fingertips, so the handles show below the hand.
  place(g, out, box, anchor, add(hand, { x: 0, y: 1 }, forearm * 0.12), scale, { x: 1, y: 0 });
  return true;
}

/** A scent is shown beside the figure, at the height of its hand. */
function fitBottle(g: FittedGarment, frame: Frame, out: Rgba): boolean {
  const hand = frame.arms.map((a) => a[2]).find((w): w is Pt => !!w) ?? frame.hips?.a;
  if (!hand) return false;
  const box = boxOf(g);
  const scale = (frame.span * 0.3) / (box.right - box.left + 1);
  const at = { x: hand.x - frame.span * 0.55, y: hand.y };
  place(g, out, box, { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 }, at, scale, {
    x: 1,
    y: 0,
  });
  return true;
}

/**
 * An accessory where it is worn: a cap on the head, sunglasses on the eyes, a scarf round the neck,
 * a belt at the waist over `under` (the garments drawn before it), a bag in the hand; a scent
 * beside the figure. False when the photo does not show where it goes.
 */
export function fitAccessory(
  g: FittedGarment,
  body: Body,
  frame: Frame,
  out: Rgba,
  under: Rgba[],
): boolean {
  switch (g.form.cut) {
    case 'cap':
      return fitCap(g, body, frame, out);
    case 'glasses':
      return fitGlasses(g, body, frame, out);
    case 'scarf':
      return fitScarf(g, frame, out);
    case 'belt':
      return fitBelt(g, body, frame, out, under);
    case 'bag':
      return fitBag(g, frame, out);
    case 'bottle':
      return fitBottle(g, frame, out);
    default:
      return false;
  }
}
