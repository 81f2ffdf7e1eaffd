import type { Body, Pt } from './body';
import { add, dist, type Frame } from './body-frame';
import { src, type FittedGarment } from './garment-fits';
import { warpStrip, type Rgba } from './warp';
import { acrossOf, boxOf, headOf, pictureOf, place } from './accessory-place';
import { fitCap, fitScarf } from './accessory-worn';
import { fitBag } from './accessory-bags';

const SOLID = 96;

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
  place(pictureOf(g), out, box, anchor, head.eyeLine, scale, head.side);
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

/** A scent is shown beside the figure, at the height of its hand. */
function fitBottle(g: FittedGarment, frame: Frame, out: Rgba): boolean {
  const hand = frame.arms.map((a) => a[2]).find((w): w is Pt => !!w) ?? frame.hips?.a;
  if (!hand) return false;
  const box = boxOf(g);
  const scale = (frame.span * 0.3) / (box.right - box.left + 1);
  const at = { x: hand.x - frame.span * 0.55, y: hand.y };
  place(
    pictureOf(g),
    out,
    box,
    { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 },
    at,
    scale,
    {
      x: 1,
      y: 0,
    },
  );
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
      return fitScarf(g, body, frame, out);
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
