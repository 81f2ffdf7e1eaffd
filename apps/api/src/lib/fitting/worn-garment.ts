import type { Category } from '@shop/contract';
import type { Cutout } from '../cutout';
import { findBody, type Body, type Pt } from './body';
import { add, dist, frameOf, widthAcross, type Frame } from './body-frame';
import type { Rgb } from './body-models';
import { EASE } from './garment-fits';
import { colourAt, near, SKIN_COLOUR, skinOf } from './photo-colours';
import type { GarmentForm } from './garment-form';
import { pick } from './garment-parts';
import type { GarmentParts, Part } from './garment-parts.types';

/**
 * How far (the sum of the three channels' differences) a pixel may be from one of the garment's
 * sampled colours and still be the garment: the samples carry its folds' shades already.
 */
const GARMENT_COLOUR = 66;

type Worn = { cut: Cutout; parts: GarmentParts };

/**
 * A product photo of a model wearing the garment (most of Lamoda's): the garment is what the
 * model's silhouette holds in the band of the body its slot covers, in the colours of the
 * garment (read where it surely is: the chest for a top, the thighs for a bottom), so the face,
 * the arms and legs out of it and the backdrop are left out. Its parts come from the model's own
 * landmarks — the shoulders, elbows, hips and knees — rather than from an outline. Null when the
 * picture shows no model, or not the part of the body the slot needs.
 */
export async function cutFromModel(
  photo: Rgb,
  slot: Category,
  form: GarmentForm,
): Promise<Worn | null> {
  if (slot !== 'top' && slot !== 'bottom') return null;
  const body = await findBody(photo);
  if (!body?.silhouette) return null;
  const frame = frameOf(body);
  if (form.cut === 'top' || form.cut === 'dress') return topFromModel(photo, body, frame, form);
  if (form.cut === 'trousers' || form.cut === 'skirt')
    return bottomFromModel(photo, body, frame, form.cut === 'skirt');
  return null;
}

/**
 * A few colours of the garment, sampled around a point where it surely is, without the skin's
 * (a hand held there).
 */
function paletteAt(photo: Rgb, at: Pt, radius: number, skin: number[][]): number[][] {
  const colours: number[][] = [];
  const step = Math.max(1, Math.round(radius / 4));
  for (let dy = -radius; dy <= radius; dy += step)
    for (let dx = -radius; dx <= radius; dx += step) {
      const x = Math.round(at.x + dx);
      const y = Math.round(at.y + dy);
      if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
      const c = colourAt(photo, y * photo.width + x);
      if (!near(skin, c, SKIN_COLOUR)) colours.push(c);
    }
  return colours;
}

/**
 * The model's pixels in the garment's colours and not in their skin's (a bare midriff, the arms,
 * a hand on the chest), as an RGBA cut-out of the whole photo.
 */
function garmentPixels(
  photo: Rgb,
  body: Body,
  colours: { garment: number[][]; skin: number[][] },
  keep: (p: Pt) => boolean,
) {
  const { width, height, data } = photo;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (body.silhouette![i]! <= 127 || !keep({ x, y })) continue;
      const c = colourAt(photo, i);
      if (!near(colours.garment, c, GARMENT_COLOUR) || near(colours.skin, c, SKIN_COLOUR)) continue;
      data.copy(rgba, i * 4, i * 3, i * 3 + 3);
      rgba[i * 4 + 3] = 255;
    }
  return { data: rgba, width, height };
}

const solid = (cut: Cutout, p: Pt) => {
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  return (
    x >= 0 &&
    y >= 0 &&
    x < cut.width &&
    y < cut.height &&
    cut.data[(y * cut.width + x) * 4 + 3]! > 0
  );
};

/** How far along a limb chain the garment goes: the last sample of it that is mostly garment. */
function extentAlong(cut: Cutout, chain: Pt[], half: number): Pt | null {
  let last: Pt | null = null;
  for (let i = 1; i < chain.length; i++) {
    const [a, b] = [chain[i - 1]!, chain[i]!];
    const steps = Math.max(1, Math.round(dist(a, b) / 3));
    const across = { x: -(b.y - a.y) / (dist(a, b) || 1), y: (b.x - a.x) / (dist(a, b) || 1) };
    for (let s = i === 1 ? 0 : 1; s <= steps; s++) {
      const at = add(a, { x: b.x - a.x, y: b.y - a.y }, s / steps);
      let hits = 0;
      for (let k = -2; k <= 2; k++) if (solid(cut, add(at, across, (k * half) / 2))) hits++;
      if (hits < 3) return last;
      last = at;
    }
  }
  return last;
}

/** The pixels of `cut` within `half` of the segment a → b. */
function nearSegment(cut: Cutout, a: Pt, b: Pt, half: number): Buffer {
  const out = Buffer.alloc(cut.data.length);
  const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - half));
  const x1 = Math.min(cut.width - 1, Math.ceil(Math.max(a.x, b.x) + half));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - half));
  const y1 = Math.min(cut.height - 1, Math.ceil(Math.max(a.y, b.y) + half));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const t = Math.max(
        0,
        Math.min(1, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / len2),
      );
      if (Math.hypot(x - (a.x + (b.x - a.x) * t), y - (a.y + (b.y - a.y) * t)) > half) continue;
      const i = (y * cut.width + x) * 4;
      cut.data.copy(out, i, i, i + 4);
    }
  return out;
}

/** Signed distance of p across the torso axis and along it (from the shoulders' middle, downwards). */
const inFrame = (frame: Frame, origin: Pt, p: Pt) => {
  const d = { x: p.x - origin.x, y: p.y - origin.y };
  return {
    across: d.x * -frame.down.y + d.y * frame.down.x,
    along: d.x * frame.down.x + d.y * frame.down.y,
  };
};

/**
 * Where a top or a dress ends: down the torso's axis, as far as the garment goes (a dress or coat
 * past the hips).
 */
function hemOfTop(
  cut: Cutout,
  frame: Frame,
  shoulders: Pt,
  neck: Pt,
  form: Extract<GarmentForm, { cut: 'top' | 'dress' }>,
): Pt {
  const long = form.cut === 'dress' || (form.hem ?? 0) > 1.5;
  const axisEnd = add(neck, frame.down, frame.torso * (long ? 4 : 1.45));
  const walked = extentAlong(
    cut,
    [add(neck, frame.down, frame.torso * 0.3), axisEnd],
    frame.span * 0.3,
  );
  // Hands or a table in front of the waist stop the walk early: a top then ends below the hips.
  return walked && dist(neck, walked) >= frame.torso * 0.8
    ? walked
    : add(shoulders, frame.down, frame.torso * 1.15);
}

/** Each arm's sleeve, as far down the arm as the garment goes; none on an arm it barely covers. */
function sleevesOf(cut: Cutout, frame: Frame): Part[] {
  return frame.arms.flatMap((arm, index) => {
    if (arm.length < 2) return [];
    const half = frame.span * 0.16;
    const end = extentAlong(cut, arm, half);
    if (!end || dist(arm[0]!, end) < frame.span * 0.15) return [];
    const pixels = nearSegment(cut, arm[0]!, end, half * 1.4);
    return [
      {
        role: 'sleeve' as const,
        pixels,
        from: arm[0]!,
        to: end,
        half: [half * 1.3, half],
        side: index === 0 ? -1 : 1,
      },
    ];
  });
}

function topFromModel(
  photo: Rgb,
  body: Body,
  frame: Frame,
  form: Extract<GarmentForm, { cut: 'top' | 'dress' }>,
): Worn | null {
  const { shoulders, hips } = frame;
  if (!shoulders || !hips) return null;
  const chest = add(shoulders.mid, frame.down, frame.torso * 0.35);
  const skin = skinOf(photo, body, frame);
  const garment = paletteAt(photo, chest, Math.max(2, Math.round(frame.span * 0.08)), skin);
  if (!garment.length) return null;
  const neck = add(shoulders.mid, frame.up, frame.span * 0.12);
  // Below the neckline: the face and hair are not the garment, whatever their colour.
  const cut = garmentPixels(
    photo,
    body,
    { garment, skin },
    (p) => inFrame(frame, neck, p).along >= 0,
  );
  const bodyHalf = frame.span * 0.62;
  const inBody = (p: Pt) => Math.abs(inFrame(frame, neck, p).across) <= bodyHalf;
  const hem = hemOfTop(cut, frame, shoulders.mid, neck, form);
  const sleeves = sleevesOf(cut, frame);
  const hasSleeves = sleeves.length === 2;
  const bodyPixels = pick(
    cut,
    (x, y) => (!hasSleeves || inBody({ x, y })) && inFrame(frame, hem, { x, y }).along <= 0,
  );
  const chestWidth =
    widthAcross(body, chest, { x: -frame.down.y, y: frame.down.x }, frame.span * 1.8) ??
    frame.span * 1.2;
  return {
    cut,
    parts: {
      width: cut.width,
      height: cut.height,
      reference: Math.min(frame.span * 1.45, Math.max(frame.span, chestWidth)) * EASE,
      hangY: shoulders.mid.y,
      hemY: hem.y,
      parts: [
        {
          role: 'body',
          pixels: bodyPixels,
          from: neck,
          to: hem,
          half: [bodyHalf, bodyHalf],
          side: 0,
        },
        ...(hasSleeves ? sleeves : []),
      ],
    },
  };
}

/** A bottom as the model wears it: the cut-out and what its parts are measured from. */
type WornBottom = {
  cut: Cutout;
  frame: Frame;
  /** The hips' middle. */
  hips: Pt;
  hipSpan: number;
  waist: Pt;
  /** Half the hips' width on the photo. */
  half: number;
  whole: Omit<GarmentParts, 'hemY' | 'parts'>;
};

function bottomFromModel(photo: Rgb, body: Body, frame: Frame, skirt: boolean): Worn | null {
  const { hips } = frame;
  const legs = frame.legs.filter((leg) => leg.length >= 2);
  if (!hips || legs.length < 2) return null;
  const hipSpan = dist(hips.a, hips.b);
  const waist = add(hips.mid, frame.up, frame.torso * 0.14);
  const thighs = legs.map((leg) =>
    add(leg[0]!, { x: leg[1]!.x - leg[0]!.x, y: leg[1]!.y - leg[0]!.y }, 0.3),
  );
  const skin = skinOf(photo, body, frame);
  const garment = thighs.flatMap((t) =>
    paletteAt(photo, t, Math.max(2, Math.round(hipSpan * 0.12)), skin),
  );
  if (!garment.length) return null;
  const cut = garmentPixels(
    photo,
    body,
    { garment, skin },
    (p) => inFrame(frame, waist, p).along >= 0,
  );
  const hipWidth =
    widthAcross(body, hips.mid, { x: -frame.down.y, y: frame.down.x }, hipSpan * 3) ??
    hipSpan * 1.7;
  const reference = Math.min(hipSpan * 2.3, Math.max(hipSpan * 1.3, hipWidth)) * EASE;
  const half = hipWidth / 2;
  const whole = { width: cut.width, height: cut.height, reference, hangY: waist.y };
  const worn: WornBottom = { cut, frame, hips: hips.mid, hipSpan, waist, half, whole };
  return skirt ? skirtFromModel(worn) : trousersFromModel(worn, legs);
}

/** A skirt: one part from the waist down the body's axis to where the garment ends. */
function skirtFromModel({
  cut,
  frame,
  hips,
  hipSpan,
  waist,
  half,
  whole,
}: WornBottom): Worn | null {
  const hem = extentAlong(cut, [hips, add(hips, frame.down, frame.torso * 3)], hipSpan * 0.4);
  if (!hem) return null;
  const widest = half * 1.6;
  return {
    cut,
    parts: {
      ...whole,
      hemY: hem.y,
      parts: [
        {
          role: 'skirt',
          pixels: cut.data,
          from: waist,
          to: hem,
          half: [widest, widest],
          side: 0,
        },
      ],
    },
  };
}

/** Trousers: the hips down to the crotch, and each leg as far as the garment goes down it. */
function trousersFromModel(
  { cut, frame, hips, hipSpan, waist, half, whole }: WornBottom,
  legs: Pt[][],
): Worn | null {
  const crotch = add(hips, frame.down, hipSpan * 0.3);
  const legParts: Part[] = legs.flatMap((leg, index) => {
    const legHalf = hipSpan * 0.45;
    const end = extentAlong(cut, leg, legHalf * 0.7);
    if (!end || dist(leg[0]!, end) < hipSpan * 0.4) return [];
    const pixels = nearSegment(cut, leg[0]!, end, legHalf);
    return [
      {
        role: 'leg' as const,
        pixels,
        from: leg[0]!,
        to: end,
        half: [legHalf, legHalf * 0.8],
        side: index === 0 ? -1 : 1,
      },
    ];
  });
  if (legParts.length < 2) return null;
  const hipsPixels = pick(cut, (x, y) => inFrame(frame, crotch, { x, y }).along < 2);
  return {
    cut,
    parts: {
      ...whole,
      hemY: Math.max(...legParts.map((l) => l.to.y)),
      parts: [
        {
          role: 'hips',
          pixels: hipsPixels,
          from: waist,
          to: crotch,
          half: [half * 1.1, half * 1.1],
          side: 0,
        },
        ...legParts,
      ],
    },
  };
}
