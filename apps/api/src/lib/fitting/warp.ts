import type { Pt } from './body';

/** RGBA pixels (not premultiplied) of a picture. */
export type Rgba = { data: Uint8Array | Buffer; width: number; height: number };

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** The point at fraction u of a polyline's length, and the direction there. */
function along(path: Pt[], lengths: number[], total: number, u: number) {
  let d = Math.min(total, Math.max(0, u * total));
  for (let i = 0; i < path.length - 1; i++) {
    const len = lengths[i]!;
    if (d <= len || i === path.length - 2) {
      const t = len > 0 ? Math.min(1, d / len) : 0;
      const a = path[i]!;
      const b = path[i + 1]!;
      return { x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t) };
    }
    d -= len;
  }
  return path[path.length - 1]!;
}

/** Cross-sections of a spine: centre ± half width along the normal, at `steps` + 1 places. */
function sections(path: Pt[], half: [number, number], steps: number) {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y));
  const total = lengths.reduce((a, b) => a + b, 0) || 1;
  const out: { left: Pt; right: Pt }[] = [];
  const du = 0.5 / steps;
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const c = along(path, lengths, total, u);
    const a = along(path, lengths, total, Math.max(0, u - du));
    const b = along(path, lengths, total, Math.min(1, u + du));
    const tx = b.x - a.x;
    const ty = b.y - a.y;
    const n = Math.hypot(tx, ty) || 1;
    const h = lerp(half[0], half[1], u);
    const nx = (-ty / n) * h;
    const ny = (tx / n) * h;
    out.push({ left: { x: c.x + nx, y: c.y + ny }, right: { x: c.x - nx, y: c.y - ny } });
  }
  return out;
}

/** Bilinear sample of an RGBA picture at (x, y), premultiplied, into `out`. */
function sample(src: Rgba, x: number, y: number, out: Float32Array) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  out.fill(0);
  for (let j = 0; j < 2; j++)
    for (let i = 0; i < 2; i++) {
      const xx = x0 + i;
      const yy = y0 + j;
      if (xx < 0 || yy < 0 || xx >= src.width || yy >= src.height) continue;
      const w = (i ? fx : 1 - fx) * (j ? fy : 1 - fy);
      const k = (yy * src.width + xx) * 4;
      const a = (src.data[k + 3]! / 255) * w;
      out[0]! += src.data[k]! * a;
      out[1]! += src.data[k + 1]! * a;
      out[2]! += src.data[k + 2]! * a;
      out[3]! += a;
    }
}

/** Draws the source triangle (s0, s1, s2) onto the target triangle (t0, t1, t2), over what is there. */
function triangle(src: Rgba, dst: Rgba, s: [Pt, Pt, Pt], t: [Pt, Pt, Pt], px: Float32Array) {
  const [a, b, c] = t;
  const det = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(det) < 1e-6) return;
  const left = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x)));
  const right = Math.min(dst.width - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const top = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y)));
  const bottom = Math.min(dst.height - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  const eps = -0.5 / Math.sqrt(Math.abs(det));
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const px0 = x + 0.5 - a.x;
      const py0 = y + 0.5 - a.y;
      const v = (px0 * (c.y - a.y) - (c.x - a.x) * py0) / det;
      const w = ((b.x - a.x) * py0 - px0 * (b.y - a.y)) / det;
      const u = 1 - v - w;
      if (u < eps || v < eps || w < eps) continue;
      const sx = u * s[0].x + v * s[1].x + w * s[2].x;
      const sy = u * s[0].y + v * s[1].y + w * s[2].y;
      sample(src, sx - 0.5, sy - 0.5, px);
      const alpha = px[3]!;
      if (alpha <= 0.004) continue;
      const k = (y * dst.width + x) * 4;
      const under = dst.data[k + 3]! / 255;
      const outA = alpha + under * (1 - alpha);
      for (let ch = 0; ch < 3; ch++)
        dst.data[k + ch] = Math.round(
          (px[ch]! + dst.data[k + ch]! * under * (1 - alpha)) / Math.max(outA, 1e-6),
        );
      dst.data[k + 3] = Math.round(outA * 255);
    }
  }
}

/**
 * Warps a strip of the source picture — around the straight spine `from` → `to`, `srcHalf` wide on
 * each side — onto the target spine `path` (a polyline: shoulder → elbow → wrist, say), `dstHalf`
 * wide, as a chain of piecewise-affine quads, so the part bends where the body bends.
 */
export function warpStrip(
  src: Rgba,
  dst: Rgba,
  spine: { from: Pt; to: Pt; half: [number, number] },
  path: Pt[],
  dstHalf: [number, number],
  steps = 12,
) {
  const from = sections([spine.from, spine.to], spine.half, steps);
  const to = sections(path, dstHalf, steps);
  const px = new Float32Array(4);
  for (let i = 0; i < steps; i++) {
    const s0 = from[i]!;
    const s1 = from[i + 1]!;
    const t0 = to[i]!;
    const t1 = to[i + 1]!;
    triangle(src, dst, [s0.left, s0.right, s1.right], [t0.left, t0.right, t1.right], px);
    triangle(src, dst, [s0.left, s1.right, s1.left], [t0.left, t1.right, t1.left], px);
  }
}
