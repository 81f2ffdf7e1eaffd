/**
 * Bending a drawn path through a figure's map. Mapping a Bézier's control points with a map that
 * widens each height by its own factor pulls the curve off the mapped outline (a wide waist got
 * a notch above the hips), so the path is sampled densely along its curves, the samples mapped,
 * and a smooth curve drawn back through them.
 */
import type { FigureMap, Region } from './figure-shape';

type P = [number, number];
const NUMBER = /-?\d+(?:\.\d+)?/g;

/** The path's pieces: each a run of points along it (curves sampled), closed or not. */
function sample(d: string): { points: P[]; closed: boolean }[] {
  const runs: { points: P[]; closed: boolean }[] = [];
  let current: P[] = [];
  for (const [, cmd, args] of d.matchAll(/([MCLZ])([^MCLZ]*)/gi)) {
    const nums = (args!.match(NUMBER) ?? []).map(Number);
    const pairs: P[] = [];
    for (let i = 0; i + 1 < nums.length; i += 2) pairs.push([nums[i]!, nums[i + 1]!]);
    const last = current[current.length - 1];
    switch (cmd!.toUpperCase()) {
      case 'M':
        if (current.length) runs.push({ points: current, closed: false });
        current = [...pairs];
        break;
      case 'L':
        current.push(...pairs);
        break;
      case 'C':
        for (let i = 0, from = last!; i + 2 < pairs.length; i += 3) {
          const [a, b, c] = [pairs[i]!, pairs[i + 1]!, pairs[i + 2]!];
          const length = Math.hypot(c[0] - from[0], c[1] - from[1]);
          const steps = Math.max(2, Math.ceil(length / 25));
          for (let k = 1; k <= steps; k++) current.push(cubic(from, a, b, c, k / steps));
          from = c;
        }
        break;
      case 'Z':
        runs.push({ points: current, closed: true });
        current = [];
        break;
    }
  }
  if (current.length) runs.push({ points: current, closed: false });
  return runs;
}

function cubic(p0: P, p1: P, p2: P, p3: P, t: number): P {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const fmt = (p: P) => `${r1(p[0])},${r1(p[1])}`;

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smooth(points: P[], closed: boolean): string {
  const n = points.length;
  const at = (i: number) =>
    closed ? points[((i % n) + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M${fmt(points[0]!)}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1)} ${fmt(c2)} ${fmt(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * A path written as [dx, y] points (dx from the centre line, mirrored when asked) bent through the
 * figure's map.
 */
export function bendPath(d: string, map: FigureMap, region: Region, mirror = false): string {
  return sample(d)
    .map(({ points, closed }) => {
      const mapped = points.map(([dx, y]) => map(region, mirror ? -dx : dx, y));
      // Samples that land on one another (a closed path's end on its start) add nothing.
      const kept = mapped.filter(
        (p, i) => i === 0 || Math.hypot(p[0] - mapped[i - 1]![0], p[1] - mapped[i - 1]![1]) > 0.05,
      );
      if (closed && kept.length > 2) {
        const [first, last] = [kept[0]!, kept[kept.length - 1]!];
        if (Math.hypot(first[0] - last[0], first[1] - last[1]) < 0.05) kept.pop();
      }
      return smooth(kept, closed);
    })
    .join('');
}
