/**
 * What a photo shows of the shopper's build, read by the same rules as the default mannequin's own
 * drawing so that the mannequin reads as itself (1); figure.ts weighs these against the profile.
 */
import type { FigureMeasure } from '../mannequin/figure-shape';
import type { Body, Pt } from './body';
import { add, chainLength, dist, type Frame } from './body-frame';

/**
 * The default mannequin measured by this file's own rules on its drawing (figure.test.ts checks
 * that it measures as itself): shoulder span, silhouette widths at bust, waist and hips, and the
 * leg (hip → knee → ankle), each over the torso (shoulders' middle → hips' middle).
 */
const MANNEQUIN = { span: 0.66, bust: 0.515, waist: 0.388, hips: 0.561, legs: 1.426 };

/** Where along the torso (0 shoulders, 1 hips) each width is read, and which of the readings. */
const LEVELS = {
  bust: [[0.28, 0.43], 'mid'],
  waist: [[0.5, 0.85], 'min'],
  hips: [[0.95, 1.12], 'max'],
} as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Where an arm hangs on the line across the body at `at`: its distance from the line's centre on
 * each side (index 0 the photo's left), so the torso's width is not read into a touching arm.
 */
function armLimits(frame: Frame, at: Pt, across: Pt): [number, number] {
  const limits: [number, number] = [Infinity, Infinity];
  const along = (p: Pt) => (p.x - at.x) * frame.down.x + (p.y - at.y) * frame.down.y;
  const acrossOf = (p: Pt) => (p.x - at.x) * across.x + (p.y - at.y) * across.y;
  for (const seen of frame.arms) {
    // The hand hangs on past the wrist, about half a forearm.
    const arm =
      seen.length === 3
        ? [...seen, add(seen[2]!, { x: seen[2]!.x - seen[1]!.x, y: seen[2]!.y - seen[1]!.y }, 0.5)]
        : seen;
    for (let i = 1; i < arm.length; i++) {
      const [a, b] = [arm[i - 1]!, arm[i]!];
      const [da, db] = [along(a), along(b)];
      if (da > 0 === db > 0 || da === db) continue;
      const off = acrossOf(add(a, { x: b.x - a.x, y: b.y - a.y }, da / (da - db)));
      const reach = Math.abs(off) - frame.span * 0.1;
      const side = off < 0 ? 0 : 1;
      limits[side] = Math.min(limits[side], Math.max(0, reach));
    }
  }
  return limits;
}

/**
 * The silhouette's width across the torso at `t` of the way from the shoulders to the hips, hair
 * left out. A side much wider than the other has an arm, a bag or hair in it: it counts as at
 * most half as wide again.
 */
function torsoWidth(body: Body, frame: Frame, hair: Uint8Array | null, t: number): number | null {
  const mask = body.silhouette;
  if (!mask || !frame.shoulders) return null;
  const at = add(frame.shoulders.mid, frame.down, frame.torso * t);
  const across = { x: -frame.down.y, y: frame.down.x };
  const inside = (q: Pt) => {
    const x = Math.round(q.x);
    const y = Math.round(q.y);
    if (x < 0 || y < 0 || x >= body.width || y >= body.height) return false;
    const i = y * body.width + x;
    return mask[i]! > 127 && !hair?.[i];
  };
  if (!inside(at)) return null;
  const limits = armLimits(frame, at, across);
  const half = (sign: number, limit: number) => {
    let d = 0;
    while (d < Math.min(limit, frame.span * 1.5) && inside(add(at, across, sign * (d + 1)))) d++;
    return d;
  };
  const [left, right] = [half(-1, limits[0]), half(1, limits[1])];
  const [near, far] = [Math.min(left, right), Math.max(left, right)];
  // An arm across the body leaves too little of the torso to measure.
  if (near < frame.span * 0.15) return null;
  return near + Math.min(far, near * 1.5) + 1;
}

/** The widths over a range of levels, by `pick` (the narrowest for a waist, the widest for hips). */
function widthOver(
  body: Body,
  frame: Frame,
  hair: Uint8Array | null,
  [from, to]: readonly [number, number],
  pick: 'min' | 'max' | 'mid',
) {
  const widths: number[] = [];
  for (let t = from; t <= to + 1e-9; t += 0.03) {
    const w = torsoWidth(body, frame, hair, t);
    if (w !== null) widths.push(w);
  }
  if (widths.length < 2) return null;
  return pick === 'min'
    ? Math.min(...widths)
    : pick === 'max'
      ? Math.max(...widths)
      : median(widths)!;
}

/** A leg's length when it is seen whole and standing (not bent, not pointing at the camera). */
function legLength(frame: Frame): number | null {
  const lengths = frame.legs
    .filter((leg) => leg.length === 3)
    // A thigh much shorter than the shin points at the camera: a seated person.
    .filter((leg) => dist(leg[0]!, leg[1]!) > dist(leg[1]!, leg[2]!) * 0.75)
    .filter((leg) =>
      leg.slice(1).every((q, i) => {
        const d = { x: q.x - leg[i]!.x, y: q.y - leg[i]!.y };
        return (d.x * frame.down.x + d.y * frame.down.y) / (Math.hypot(d.x, d.y) || 1) > 0.85;
      }),
    )
    .map(chainLength);
  return lengths.length ? Math.max(...lengths) : null;
}

/**
 * What the photo shows of the build, as the mannequin's own drawing would read 1: the shoulders'
 * span over the torso, the silhouette's widths over the span (the shoulders are what the pose model
 * finds best; the hips' keypoints wander up and down the pelvis) and the leg over the torso. Read
 * only on a body standing upright and facing the camera; a turned body's widths say nothing.
 */
export function photoReadings(body: Body, frame: Frame, hair: Uint8Array | null) {
  const out: Partial<Record<'shoulders' | 'bust' | 'waist' | 'hips' | 'legs', number>> = {};
  if (!frame.shoulders || !frame.hips || frame.up.y > -0.9) return out;
  const shoulders = frame.span / frame.torso / MANNEQUIN.span;
  if (shoulders < 0.7) return out;
  // Without the knees in the picture (waist up, at a table) the hips' keypoints are guesses: the
  // torso's length, and the waist and hips read along it, are not to be trusted; the bust is.
  const whole = !!frame.knees;
  if (whole) out.shoulders = shoulders;
  for (const k of whole ? (['bust', 'waist', 'hips'] as const) : (['bust'] as const)) {
    const [range, pick] = LEVELS[k];
    const width = widthOver(body, frame, hair, range, pick);
    if (width) out[k] = width / frame.span / (MANNEQUIN[k] / MANNEQUIN.span);
  }
  const legs = legLength(frame);
  if (legs) out.legs = legs / frame.torso / MANNEQUIN.legs;
  return out;
}

/**
 * Readings to a figure's factors. A clothed person reads wider than the bare mannequin, and arms,
 * bags and loose clothes add more, so each reading is damped (a power below 1, which keeps the
 * mannequin's 1 at 1): typical readings of people in everyday clothes (bust 1.3, waist 1.5,
 * hips 1.3 of the mannequin's, over the shoulders) become a typical build (1.1, 1.25, 1.1).
 */
const DAMPING = { shoulders: 0.8, bust: 0.36, waist: 0.55, hips: 0.36, legs: 0.6 };

export function photoMeasures(body: Body, frame: Frame, hair: Uint8Array | null) {
  const r = photoReadings(body, frame, hair);
  const out: Partial<Record<FigureMeasure, number>> = {};
  const shoulders = r.shoulders === undefined ? 1 : r.shoulders ** DAMPING.shoulders;
  if (r.shoulders !== undefined) out.shoulders = shoulders;
  for (const k of ['bust', 'waist', 'hips'] as const)
    if (r[k] !== undefined) out[k] = shoulders * r[k] ** DAMPING[k];
  if (r.legs !== undefined) out.legs = r.legs ** DAMPING.legs;
  return out;
}
