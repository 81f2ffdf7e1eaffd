import type { Body, Pt } from './body';
import { add, dist, unit, widthAcross, type Frame } from './body-frame';
import { solidBox, type Box } from './accessory-parts';
import { src, type FittedGarment } from './garment-fits';
import { warpStrip, type Rgba } from './warp';

export const acrossOf = (up: Pt): Pt => ({ x: -up.y, y: up.x });

/**
 * Draws the picture's `box` onto the body: its point `anchor` (picture pixels) on `at`, `scale`
 * body pixels to a picture pixel (or [along, down]), its rows along `axis` (across the body, or
 * level for what hangs).
 */
export function place(
  from: Rgba,
  out: Rgba,
  box: Box,
  anchor: Pt,
  at: Pt,
  scale: number | [number, number],
  axis: Pt,
) {
  const [sx, sy] = typeof scale === 'number' ? [scale, scale] : scale;
  const down = { x: -axis.y, y: axis.x };
  const cy = (box.top + box.bottom + 1) / 2;
  const map = (q: Pt) => add(add(at, axis, (q.x - anchor.x) * sx), down, (q.y - anchor.y) * sy);
  const start = { x: box.left, y: cy };
  const end = { x: box.right + 1, y: cy };
  const half = (box.bottom + 1 - box.top) / 2;
  const spine = { from: start, to: end, half: [half, half] as [number, number] };
  warpStrip(from, out, spine, [map(start), map(end)], [half * sy, half * sy], 2);
}

/** The garment's one picture. */
export const pictureOf = (g: FittedGarment): Rgba => src(g, g.parts.parts[0]!);

export const boxOf = (g: FittedGarment) =>
  solidBox(g.parts.parts[0]!.pixels, g.parts.width, g.parts.height);

/**
 * The head as a hat or glasses meet it: its centre, the eye line, its width at the eyes and its
 * top (where the silhouette ends above the face: the hair, on a photo).
 */
export function headOf(body: Body, frame: Frame) {
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
