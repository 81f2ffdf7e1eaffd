import type { Category } from '@shop/contract';
import type { Cutout } from '../cutout';
import type { Body, Pt } from './body';
import {
  add,
  chainLength,
  dist,
  mid,
  pathOfLength,
  unit,
  widthAcross,
  type Frame,
} from './body-frame';
import { HEM_POSITIONS, type GarmentForm } from './garment-form';
import type { GarmentParts, Part } from './garment-parts.types';
import { warpStrip, type Rgba } from './warp';

/** A garment to dress: its slot, what it is and its parts. */
export type FittedGarment = { slot: Category; form: GarmentForm; cut: Cutout; parts: GarmentParts };
/** Garments sit this much wider than the body under them. */
export const EASE = 1.06;

export const emptyLayer = (w: number, h: number): Rgba => ({
  data: new Uint8Array(w * h * 4),
  width: w,
  height: h,
});
export const src = (g: FittedGarment, part: Part): Rgba => ({
  data: part.pixels,
  width: g.parts.width,
  height: g.parts.height,
});

/**
 * A skirt's or dress's length along the leg. A length the name states is kept (a «миди» ends
 * mid-calf whatever its picture's crop, within a little of what the picture shows); otherwise the
 * picture's proportions say, between a mini and the ankle — never on the floor.
 */
const near = (stated: number | null, pictured: number) => {
  const seen = Number.isFinite(pictured) ? pictured : (stated ?? HEM_POSITIONS.knee);
  if (stated === null) return Math.min(HEM_POSITIONS.maxi, Math.max(HEM_POSITIONS.mini, seen));
  return Math.min(stated + 0.04, Math.max(stated - 0.04, seen));
};

/** The body's width across the torso at a point, from the silhouette, within sensible bounds. */
function widthAt(body: Body, frame: Frame, at: Pt, low: number, high: number, fallback: number) {
  const across = { x: -frame.up.y, y: frame.up.x };
  const measured = widthAcross(body, at, across, high * 1.2);
  return Math.min(high, Math.max(low, measured ?? fallback));
}

export function fitTop(
  g: FittedGarment,
  body: Body,
  frame: Frame,
  out: Rgba,
  sleeves: Rgba,
  open = false,
): boolean {
  const { shoulders, hips } = frame;
  if (!shoulders) return false;
  const hipMid = hips?.mid ?? add(shoulders.mid, frame.down, frame.torso);
  const chest = add(shoulders.mid, frame.down, frame.torso * 0.3);
  const bodyWidth = widthAt(
    body,
    frame,
    chest,
    frame.span * 1.0,
    // The silhouette across the chest takes in arms held against the body and hair over it: a
    // chest is seldom wider than 1.2 of the shoulder joints' span.
    frame.span * 1.2,
    frame.span * 1.1,
  );
  // What is worn open over another top sits a little wider than it.
  const scale = (bodyWidth * (open ? EASE + 0.04 : EASE)) / g.parts.reference;
  // The shoulders' top stands above their joints by as much on narrow shoulders as on average ones
  // of the same height: lifted by the span alone, a top left a narrow figure's shoulders bare.
  const lift = Math.max(frame.span, frame.torso * 0.66) * 0.08;
  const seam = add(shoulders.mid, frame.up, lift);
  const collar = (g.parts.hangY - (g.parts.parts[0]?.from.y ?? 0)) * scale;
  const legs = frame.legs.map((l) => l.slice(1));
  const kneeMid = legs[0]?.[0] && legs[1]?.[0] ? mid(legs[0][0], legs[1][0]) : null;
  const ankleMid = legs[0]?.[1] && legs[1]?.[1] ? mid(legs[0][1], legs[1][1]) : null;
  const downBody = [add(seam, frame.up, collar), seam, hipMid, kneeMid, ankleMid].filter(
    (q): q is Pt => !!q,
  );
  const seamToHip = dist(seam, hipMid);
  const legLength =
    kneeMid && ankleMid ? dist(hipMid, kneeMid) + dist(kneeMid, ankleMid) : frame.torso * 1.6;
  const hem = g.form.cut === 'top' || g.form.cut === 'dress' ? g.form.hem : null;
  const natural = (g.parts.hemY - g.parts.hangY) * scale;
  const drop =
    g.form.cut === 'dress'
      ? seamToHip + near(hem, (natural - seamToHip) / legLength) * legLength
      : hem === null
        ? natural
        : hem * seamToHip;
  for (const part of g.parts.parts) {
    if (part.role === 'body' || part.role === 'whole') {
      const path = pathOfLength(downBody, collar + drop);
      warpStrip(src(g, part), out, part, path, [part.half[0] * scale, part.half[1] * scale]);
      if (open) openFront(out, seam, frame, seamToHip * 0.62, drop);
      continue;
    }
    const arm = frame.arms[part.side < 0 ? 0 : 1];
    if (!arm?.[0]) continue;
    const outward = unit({ x: arm[0].x - shoulders.mid.x, y: arm[0].y - shoulders.mid.y });
    // A sleeve's head covers the shoulder's cap, above the joint.
    const start = add(add(arm[0], outward, frame.span * 0.06), frame.up, lift * 0.5);
    // An arm the model did not see hangs down beside the body.
    const elbow =
      arm[1] ?? add(add(start, frame.down, frame.torso * 0.5), outward, frame.span * 0.08);
    const wrist = arm[2] ?? add(elbow, { x: elbow.x - start.x, y: elbow.y - start.y }, 0.9);
    const length = dist(part.from, part.to) * scale;
    const reach = chainLength([start, elbow, wrist]) * 1.08;
    const path = pathOfLength([start, elbow, wrist], Math.min(length, reach));
    const rootHalf = Math.min(part.half[0] * scale, frame.span * 0.24);
    const cuffHalf = Math.min(part.half[1] * scale, rootHalf, frame.span * 0.16);
    warpStrip(src(g, part), sleeves, part, path, [rootHalf, cuffHalf]);
  }
  return true;
}

/**
 * A jacket or coat worn open over another top: its fronts part from the neck in a V that closes
 * at the top button and stay a narrow slit below, with a shadow along their edges so they read as
 * cloth lying over what is under them.
 */
function openFront(out: Rgba, neck: Pt, frame: Frame, toButton: number, length: number) {
  const across = { x: -frame.up.y, y: frame.up.x };
  const neckHalf = frame.span * 0.17;
  const slit = frame.span * 0.012;
  const edge = Math.max(2, frame.span * 0.02);
  const halfAt = (t: number) =>
    t < toButton
      ? neckHalf + ((slit - neckHalf) * Math.max(0, t)) / toButton
      : slit + ((t - toButton) / Math.max(1, length - toButton)) * frame.span * 0.04;
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++) {
      const k = (y * out.width + x) * 4;
      if (!out.data[k + 3]) continue;
      const dx = x + 0.5 - neck.x;
      const dy = y + 0.5 - neck.y;
      const t = dx * frame.down.x + dy * frame.down.y;
      if (t > length) continue;
      const s = Math.abs(dx * across.x + dy * across.y);
      const half = halfAt(t);
      if (s < half + 0.5)
        out.data[k + 3] = Math.round(out.data[k + 3]! * Math.max(0, s - half + 0.5));
      else if (s < half + edge)
        for (let c = 0; c < 3; c++)
          out.data[k + c] = Math.round(out.data[k + c]! * (0.7 + (0.3 * (s - half)) / edge));
    }
}

export function fitBottom(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  const { hips } = frame;
  const legs = frame.legs.filter((l) => l.length >= 2);
  if (!hips || legs.length < 2) return false;
  const hipSpan = dist(hips.a, hips.b);
  const hipWidth = widthAt(body, frame, hips.mid, hipSpan * 1.3, hipSpan * 2.3, hipSpan * 1.7);
  const scale = (hipWidth * EASE) / g.parts.reference;
  const waist = add(hips.mid, frame.up, frame.torso * 0.14);
  const kneeMid = mid(legs[0]![1]!, legs[1]![1]!);
  const ankleMid = legs[0]![2] && legs[1]![2] ? mid(legs[0]![2], legs[1]![2]) : null;
  const legLength = (leg: Pt[]) =>
    leg.length >= 3 ? chainLength(leg) : dist(leg[0]!, leg[1]!) * 2.05;
  const hem = g.form.cut === 'trousers' || g.form.cut === 'skirt' ? g.form.hem : null;
  for (const part of g.parts.parts) {
    const half: [number, number] = [part.half[0] * scale, part.half[1] * scale];
    if (part.role === 'skirt' || part.role === 'whole') {
      const centre = [waist, hips.mid, kneeMid, ...(ankleMid ? [ankleMid] : [])];
      const down = legLength([hips.mid, kneeMid, ...(ankleMid ? [ankleMid] : [])]);
      const natural = (g.parts.hemY - g.parts.hangY) * scale;
      const top = dist(waist, hips.mid);
      const length = top + near(hem, (natural - top) / down) * down;
      warpStrip(src(g, part), out, part, pathOfLength(centre, length), half);
    } else if (part.role === 'hips') {
      const crotch = add(hips.mid, frame.down, hipSpan * 0.3);
      warpStrip(src(g, part), out, part, [waist, crotch], half);
    } else if (part.role === 'leg') {
      const leg = legs[part.side < 0 ? 0 : 1]!;
      const full = [
        leg[0]!,
        leg[1]!,
        leg[2] ?? add(leg[1]!, { x: leg[1]!.x - leg[0]!.x, y: leg[1]!.y - leg[0]!.y }),
      ];
      const fraction =
        hem ?? Math.min(1.05, Math.max(0.2, dist(part.from, part.to) / g.parts.reference / 2.6));
      warpStrip(src(g, part), out, part, pathOfLength(full, fraction * legLength(full)), half);
    }
  }
  return true;
}

/** The foot under an ankle: the silhouette's box there, or a box from the shin's length. */
function footBox(body: Body, frame: Frame, leg: Pt[], other: Pt | undefined) {
  const ankle = leg[2]!;
  const shin = dist(leg[1]!, ankle) || frame.torso * 0.8;
  const box = {
    left: ankle.x - shin * 0.18,
    right: ankle.x + shin * 0.18,
    top: ankle.y - shin * 0.06,
    bottom: ankle.y + shin * 0.24,
  };
  const mask = body.silhouette;
  let toward = 0;
  if (mask) {
    let [l, r, b] = [Infinity, -Infinity, -Infinity];
    const y0 = Math.max(0, Math.round(ankle.y - shin * 0.05));
    const y1 = Math.min(body.height - 1, Math.round(ankle.y + shin * 0.5));
    const x0 = Math.max(0, Math.round(ankle.x - shin * 0.45));
    const x1 = Math.min(body.width - 1, Math.round(ankle.x + shin * 0.45));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        if (mask[y * body.width + x]! <= 127) continue;
        if (other && Math.abs(x - other.x) < Math.abs(x - ankle.x)) continue;
        l = Math.min(l, x);
        r = Math.max(r, x);
        b = Math.max(b, y);
        if (y > ankle.y + shin * 0.08) toward += x - ankle.x;
      }
    if (r - l > shin * 0.12 && b > ankle.y)
      Object.assign(box, { left: l, right: r, bottom: Math.max(b, ankle.y + shin * 0.12) });
  }
  const outward = Math.sign(ankle.x - (frame.ankles?.mid.x ?? ankle.x)) || 1;
  return { ...box, toeLeft: (toward !== 0 ? Math.sign(toward) : outward) < 0, shin };
}

export function fitShoes(g: FittedGarment, body: Body, frame: Frame, out: Rgba): boolean {
  const legs = frame.legs.filter((l) => l.length === 3);
  if (!legs.length) return false;
  const part = g.parts.parts[0]!;
  for (const leg of legs) {
    const other = legs.find((l) => l !== leg)?.[2];
    const foot = footBox(body, frame, leg, other);
    const length = Math.min(
      foot.shin * 0.62,
      Math.max(foot.right - foot.left, foot.shin * 0.42) * 1.1,
    );
    const height = Math.min(
      foot.shin * 0.3,
      Math.max(foot.bottom - foot.top, foot.shin * 0.16) * 1.05,
    );
    const centre = (foot.left + foot.right) / 2;
    const y = foot.bottom - height / 2;
    const heel = { x: centre + (foot.toeLeft ? length / 2 : -length / 2), y };
    const toe = { x: centre + (foot.toeLeft ? -length / 2 : length / 2), y };
    // A toe on the right is the picture's shoe mirrored: swap the spine's sides to keep it upright.
    const half: [number, number] = foot.toeLeft
      ? [height / 2, height / 2]
      : [-height / 2, -height / 2];
    warpStrip(src(g, part), out, part, [heel, toe], half, 4);
  }
  return true;
}
