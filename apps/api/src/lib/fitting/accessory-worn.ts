import type { Body, Pt } from './body';
import { add, widthAcross, type Frame } from './body-frame';
import { acrossOf, headOf, pictureOf, place } from './accessory-place';
import { capFront, scarfStrip, type CapView } from './accessory-views';
import type { FittedGarment } from './garment-fits';
import type { GarmentParts } from './garment-parts.types';
import { faceRadius } from './photo-colours';
import { warpStrip, type Rgba } from './warp';

/** Each picture's view as worn, made once: shoppers draw the same garments again and again. */
function memo<T>(make: (g: FittedGarment) => T) {
  const made = new WeakMap<GarmentParts, T>();
  return (g: FittedGarment): T => {
    let view = made.get(g.parts);
    if (view === undefined) made.set(g.parts, (view = make(g)));
    return view;
  };
}
const capOf = memo<CapView>((g) => capFront(pictureOf(g)));
const stripOf = memo<Rgba>((g) => scarfStrip(pictureOf(g)));

const dot = (a: Pt, b: Pt) => a.x * b.x + a.y * b.y;

/**
 * A cap or hat on the head, facing the way the face does: its crown as wide as the head, from a
 * little over the top of the head down to the brow, its peak over the brow, above the eyes.
 */
export function fitCap(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  const head = headOf(body, frame);
  if (!head) return false;
  const view = capOf(g);
  const sx = (head.width * 1.1) / view.crown;
  const brow = add(head.eyeLine, head.up, head.gap * 0.4);
  const top = add(head.top, head.up, head.gap * 0.12);
  const tall = Math.max(1, view.crownBottom - view.box.top);
  const sy = Math.min(
    sx * 1.1,
    Math.max(sx * 0.72, dot({ x: top.x - brow.x, y: top.y - brow.y }, head.up) / tall),
  );
  place(
    view.pixels,
    out,
    view.box,
    { x: view.centre, y: view.crownBottom },
    brow,
    [sx, sy],
    head.side,
  );
  return true;
}

/** Points along a quadratic curve from `a` through the pull of `c` to `b`. */
function curve(a: Pt, c: Pt, b: Pt, steps = 10): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const [p, q, r] = [(1 - t) * (1 - t), 2 * t * (1 - t), t * t];
    return { x: p * a.x + q * c.x + r * b.x, y: p * a.y + q * c.y + r * b.y };
  });
}

/**
 * A length of the strip laid along `path`, `half` wide: from its top (`fromTop`) or ending at its
 * end (the fringe where the scarf ends), as long as the path at the fabric's own scale.
 */
function lay(strip: Rgba, out: Rgba, path: Pt[], half: number, fromTop: boolean) {
  const scale = (half * 2) / strip.width;
  let length = 0;
  for (let i = 1; i < path.length; i++)
    length += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  const rows = Math.min(strip.height, length / scale);
  const x = strip.width / 2;
  const [y0, y1] = fromTop ? [0, rows] : [strip.height - rows, strip.height];
  const spine = { from: { x, y: y0 }, to: { x, y: y1 }, half: [x, x] as [number, number] };
  warpStrip(strip, out, spine, path, [half, half], path.length * 2);
}

/**
 * A scarf wrapped once round the neck, as it is worn: a thick band round the neck's base, above the
 * collar and rising up both sides of the neck, its two ends falling from the front down the chest,
 * as wide as the neck it wraps.
 */
export function fitScarf(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  if (!frame.shoulders) return false;
  const across = acrossOf(frame.up);
  const r = faceRadius(body, frame);
  const chin = frame.faceCentre ? add(frame.faceCentre, frame.down, r * 1.1) : null;
  // The neck's base: above the shoulder joints, and wherever the head is bowed, under the chin.
  let base = add(frame.shoulders.mid, frame.up, frame.span * 0.06 + r * 0.5);
  if (chin && dot({ x: base.x - chin.x, y: base.y - chin.y }, frame.down) < frame.span * 0.12)
    base = add(chin, frame.down, frame.span * 0.12);
  const middle = chin ? { x: (chin.x + base.x) / 2, y: (chin.y + base.y) / 2 } : base;
  const measured = widthAcross(body, middle, across, frame.span * 0.4);
  // A photo's silhouette there takes in hair: a neck is seldom over a quarter of the shoulders.
  const neck = Math.min(
    frame.span * 0.24,
    Math.max(frame.span * 0.15, measured ?? frame.span * 0.2),
  );
  const thick = neck * 0.7;
  const strip = stripOf(g);
  const at = (side: number, down: number) => add(add(base, across, side * neck), frame.down, down);
  // The ends first: the band round the neck lies over where they come from.
  lay(
    strip,
    out,
    curve(at(-0.2, 0), at(-0.3, frame.torso * 0.25), at(-0.28, frame.torso * 0.56)),
    thick * 0.62,
    false,
  );
  lay(
    strip,
    out,
    curve(at(0.22, 0), at(0.34, frame.torso * 0.2), at(0.4, frame.torso * 0.44)),
    thick * 0.62,
    false,
  );
  // Up the sides of the neck, but not over the chin where the neck is short.
  const room = chin ? dot({ x: base.x - chin.x, y: base.y - chin.y }, frame.down) : thick * 2;
  const rise = Math.min(thick * 1.3, Math.max(thick * 0.3, room - thick));
  lay(
    strip,
    out,
    curve(at(-0.66, -rise), at(0, thick * 2 - rise), at(0.66, -rise), 14),
    thick / 2,
    true,
  );
  return true;
}
