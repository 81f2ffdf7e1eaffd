import type { Body, Pt } from './body';
import type { KeypointName } from './body-models';

/** One side's limb chain (shoulder → elbow → wrist, or hip → knee → ankle) as far as it is seen. */
export type Chain = Pt[];

const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
export const add = (a: Pt, d: Pt, k = 1): Pt => ({ x: a.x + d.x * k, y: a.y + d.y * k });
const unit = (d: Pt): Pt => {
  const n = Math.hypot(d.x, d.y) || 1;
  return { x: d.x / n, y: d.y / n };
};

/**
 * The body's frame in the picture: where its shoulders, hips, knees and ankles are (each pair
 * ordered by the picture's x, so index 0 is the photo's left), which way is up along the torso,
 * and its reference sizes. Pairs the picture does not show are null.
 */
export function frameOf(body: Body) {
  const p = body.points;
  const pair = (a: KeypointName, b: KeypointName) => {
    const l = p[a];
    const r = p[b];
    if (!l || !r) return null;
    return l.x <= r.x ? { a: l, b: r, mid: mid(l, r) } : { a: r, b: l, mid: mid(l, r) };
  };
  const shoulders = pair('leftShoulder', 'rightShoulder');
  const hips = pair('leftHip', 'rightHip');
  const knees = pair('leftKnee', 'rightKnee');
  const ankles = pair('leftAnkle', 'rightAnkle');
  const face = (['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'] as const).flatMap((k) =>
    p[k] ? [p[k]] : [],
  );
  const faceCentre = face.length
    ? {
        x: face.reduce((s, q) => s + q.x, 0) / face.length,
        y: face.reduce((s, q) => s + q.y, 0) / face.length,
      }
    : null;
  const up =
    shoulders && hips
      ? unit({ x: shoulders.mid.x - hips.mid.x, y: shoulders.mid.y - hips.mid.y })
      : { x: 0, y: -1 };
  const span = shoulders
    ? dist(shoulders.a, shoulders.b)
    : hips
      ? dist(hips.a, hips.b) * 1.35
      : p.leftEar && p.rightEar
        ? dist(p.leftEar, p.rightEar) * 2.4
        : body.width * 0.25;
  const torso = shoulders && hips ? dist(shoulders.mid, hips.mid) : span * 1.45;
  // Seen limbs per side: the chain of the keypoints of one anatomical side, in order.
  const chain = (names: KeypointName[]): Chain => {
    const out: Pt[] = [];
    for (const n of names) {
      const q = p[n];
      if (!q) break;
      out.push(q);
    }
    return out;
  };
  const arms = [
    chain(['leftShoulder', 'leftElbow', 'leftWrist']),
    chain(['rightShoulder', 'rightElbow', 'rightWrist']),
  ].sort((c, d) => (c[0]?.x ?? 0) - (d[0]?.x ?? 0));
  const legs = [
    chain(['leftHip', 'leftKnee', 'leftAnkle']),
    chain(['rightHip', 'rightKnee', 'rightAnkle']),
  ].sort((c, d) => (c[0]?.x ?? 0) - (d[0]?.x ?? 0));
  return {
    shoulders,
    hips,
    knees,
    ankles,
    faceCentre,
    up,
    down: { x: -up.x, y: -up.y },
    span,
    torso,
    arms,
    legs,
  };
}
export type Frame = ReturnType<typeof frameOf>;

/** The silhouette's width through `at` across the direction `across` (capped at `limit`). */
export function widthAcross(body: Body, at: Pt, across: Pt, limit: number): number | null {
  const mask = body.silhouette;
  if (!mask) return null;
  const dir = unit(across);
  const inside = (q: Pt) => {
    const x = Math.round(q.x);
    const y = Math.round(q.y);
    return x >= 0 && y >= 0 && x < body.width && y < body.height && mask[y * body.width + x]! > 127;
  };
  if (!inside(at)) return null;
  let a = 0;
  let b = 0;
  while (a < limit && inside(add(at, dir, -(a + 1)))) a++;
  while (b < limit && inside(add(at, dir, b + 1))) b++;
  return a + b + 1;
}

/** A polyline cut or extended (along its last direction) to `length`. */
export function pathOfLength(points: Pt[], length: number): Pt[] {
  const out: Pt[] = [points[0]!];
  let left = length;
  for (let i = 1; i < points.length && left > 0; i++) {
    const d = dist(points[i - 1]!, points[i]!);
    if (d >= left) {
      out.push(
        add(
          points[i - 1]!,
          unit({ x: points[i]!.x - points[i - 1]!.x, y: points[i]!.y - points[i - 1]!.y }),
          left,
        ),
      );
      return out;
    }
    out.push(points[i]!);
    left -= d;
  }
  if (left > 0 && points.length >= 2) {
    const a = points[points.length - 2]!;
    const b = points[points.length - 1]!;
    out.push(add(b, unit({ x: b.x - a.x, y: b.y - a.y }), left));
  }
  return out;
}

export const chainLength = (points: Pt[]) =>
  points.slice(1).reduce((s, q, i) => s + dist(points[i]!, q), 0);
export { mid, unit };
