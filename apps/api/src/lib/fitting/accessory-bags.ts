import type { Pt } from './body';
import { add, dist, unit, type Frame } from './body-frame';
import type { Box } from './accessory-parts';
import { acrossOf, pictureOf, place } from './accessory-place';
import { bagView, type BagView } from './accessory-views';
import type { FittedGarment } from './garment-fits';
import type { GarmentParts } from './garment-parts.types';
import type { Rgba } from './warp';

const views = new WeakMap<GarmentParts, BagView>();
function viewOf(g: FittedGarment): BagView {
  let view = views.get(g.parts);
  if (!view) views.set(g.parts, (view = bagView(pictureOf(g))));
  return view;
}

/** Where a bag is drawn: its view, body pixels to a picture pixel, and the frame it is worn on. */
type Carried = { view: BagView; scale: number; frame: Frame; out: Rgba };

const level = { x: 1, y: 0 };
const bodyBox = (v: BagView): Box => ({ ...v.box, top: v.bodyTop });

/** The distance from `q` to the segment a–b. */
function toSegment(q: Pt, a: Pt, b: Pt): number {
  const d = { x: b.x - a.x, y: b.y - a.y };
  const t = Math.min(
    1,
    Math.max(0, ((q.x - a.x) * d.x + (q.y - a.y) * d.y) / (d.x ** 2 + d.y ** 2 || 1)),
  );
  return Math.hypot(q.x - a.x - d.x * t, q.y - a.y - d.y * t);
}

/** A strap along `path`, `width` wide, rounded in the light across its width, over what is drawn. */
function strap(out: Rgba, path: Pt[], width: number, colour: readonly number[]) {
  const half = width / 2;
  const xs = path.map((p) => p.x);
  const ys = path.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - half - 1));
  const x1 = Math.min(out.width - 1, Math.ceil(Math.max(...xs) + half + 1));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - half - 1));
  const y1 = Math.min(out.height - 1, Math.ceil(Math.max(...ys) + half + 1));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const q = { x: x + 0.5, y: y + 0.5 };
      let d = Infinity;
      for (let i = 1; i < path.length; i++) d = Math.min(d, toSegment(q, path[i - 1]!, path[i]!));
      const a = Math.min(1, half + 0.5 - d);
      if (a <= 0) continue;
      const light = 1.1 - 0.4 * Math.min(1, d / half) ** 2;
      const k = (y * out.width + x) * 4;
      const under = out.data[k + 3]! / 255;
      const total = a + under * (1 - a);
      for (let c = 0; c < 3; c++)
        out.data[k + c] = Math.round(
          (Math.min(255, colour[c]! * light) * a + out.data[k + c]! * under * (1 - a)) / total,
        );
      out.data[k + 3] = Math.round(total * 255);
    }
}

/** The hand of the arm on the picture's left: where it is, and which way the forearm points. */
function handOf(frame: Frame) {
  const arm = frame.arms.find((a) => a.length >= 3);
  if (!arm) return null;
  const [elbow, wrist] = [arm[1]!, arm[2]!];
  const forearm = dist(elbow, wrist);
  const axis = unit({ x: wrist.x - elbow.x, y: wrist.y - elbow.y });
  return { wrist, forearm, centre: add(wrist, axis, forearm * 0.3) };
}

/** Hanging from the hand by its handles, near the fingertips, so the handles show below the hand. */
function inHand({ view, scale, frame, out }: Carried): boolean {
  const hand = handOf(frame);
  if (!hand) return false;
  const anchor = { x: (view.box.left + view.box.right) / 2, y: view.box.top };
  const at = add(hand.centre, { x: 0, y: 1 }, hand.forearm * 0.12);
  place(view.pixels, out, view.box, anchor, at, scale, level);
  return true;
}

/** A clutch held in the hand: its body (no chain or strap) level, the fingers over its middle. */
function clutch({ view, scale, frame, out }: Carried): boolean {
  const hand = handOf(frame);
  if (!hand) return false;
  const box = bodyBox(view);
  const anchor = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  place(
    view.pixels,
    out,
    box,
    anchor,
    add(hand.centre, { x: 0, y: 1 }, hand.forearm * 0.05),
    scale,
    level,
  );
  return true;
}

/** The bag's body hung at `top` (the middle of its top edge), the straps drawn before it. */
function bodyAt({ view, scale, out }: Carried, top: Pt) {
  const box = bodyBox(view);
  place(view.pixels, out, box, { x: (box.left + box.right) / 2, y: box.top }, top, scale, level);
}

/**
 * A tote or shopper over the shoulder on the picture's left: its handles from the top of the
 * shoulder down to the bag at the hip, beside the body.
 */
function onShoulder(c: Carried): boolean {
  const { view, scale, frame, out } = c;
  if (!frame.shoulders) return false;
  const across = acrossOf(frame.up);
  const near = frame.shoulders.a;
  const grip = add(add(near, frame.up, frame.span * 0.07), across, frame.span * 0.05);
  const top = add(add(near, frame.down, frame.torso * 0.66), across, frame.span * 0.07);
  const box = view.box;
  const legs = view.legs.map((x) => add(top, across, (x - (box.left + box.right) / 2) * scale));
  const width = Math.min(frame.span * 0.045, Math.max(frame.span * 0.025, view.legWidth * scale));
  for (const leg of legs) strap(out, [grip, leg], width, view.strap);
  bodyAt(c, top);
  return true;
}

/** A bag on a strap across the chest: from the far shoulder's top to the bag at the near hip. */
function acrossChest(c: Carried): boolean {
  const { view, scale, frame, out } = c;
  if (!frame.shoulders) return false;
  const across = acrossOf(frame.up);
  const hip = frame.hips?.a ?? add(frame.shoulders.a, frame.down, frame.torso);
  const tall = (view.box.bottom - view.bodyTop + 1) * scale;
  const top = add(add(hip, across, -frame.span * 0.1), frame.up, tall * 0.55);
  const halfWide = ((view.box.right - view.box.left) / 2) * scale;
  const far = add(add(frame.shoulders.b, frame.up, frame.span * 0.07), across, -frame.span * 0.1);
  strap(out, [far, add(top, across, halfWide * 0.7)], frame.span * 0.04, view.strap);
  bodyAt(c, top);
  return true;
}

/**
 * A backpack from the front: its straps over the middle of both shoulders and down the chest,
 * easing out towards the sides under the arms, joined across the chest by a thin strap — the
 * front view that reads as a backpack (the straps alone, ending on the chest, read as hooks).
 */
function onBack({ view, frame, out }: Carried): boolean {
  const { shoulders } = frame;
  if (!shoulders) return false;
  const across = acrossOf(frame.up);
  const at = (joint: Pt, inward: number, side: number, down: number) =>
    add(add(joint, across, inward * side * frame.span), frame.down, down * frame.torso);
  const width = frame.span * 0.075;
  const straps = (
    [
      [shoulders.a, 1],
      [shoulders.b, -1],
    ] as const
  ).map(([joint, inward]) => {
    const path = [
      at(joint, inward, 0.26, -0.09),
      at(joint, inward, 0.23, 0.15),
      at(joint, inward, 0.2, 0.4),
      at(joint, inward, 0.12, 0.62),
    ];
    strap(out, path, width, view.strap);
    return at(joint, inward, 0.215, 0.3);
  });
  strap(out, straps, width * 0.45, view.strap);
  return true;
}

/**
 * A bag carried as its kind is (garment-form.ts `carry`), at its true size against the torso: a
 * tote over the shoulder, a crossbody bag on its strap, a backpack's straps, a clutch in the hand,
 * any other bag hanging from the hand. Where the picture lacks the shoulders, from the hand.
 */
export function fitBag(g: FittedGarment, frame: Frame, out: Rgba): boolean {
  if (g.form.cut !== 'bag') return false;
  const view = viewOf(g);
  const scale = (frame.torso * g.form.size) / (view.box.bottom - view.box.top + 1);
  const carried = { view, scale, frame, out };
  switch (g.form.carry) {
    case 'clutch':
      return clutch(carried);
    case 'shoulder':
      return onShoulder(carried) || inHand(carried);
    case 'crossbody':
      return acrossChest(carried) || inHand(carried);
    case 'back':
      return onBack(carried) || inHand(carried);
    default:
      return inHand(carried);
  }
}
