/**
 * The shopper's figure («Ваша фигура») measured on their photo and profile: the proportions the
 * shop's mannequin is drawn with when the outfit is shown on the figure instead of the photo
 * (mannequin/figure-shape.ts). Everything is relative to the default mannequin, measured on a
 * photo the same way as on the mannequin's own drawing, so the mannequin measures as itself.
 */
import {
  DEFAULT_FIGURE,
  DEFAULT_SKIN,
  FIGURE_BOUNDS,
  figureScale,
  type Colour,
  type Figure,
  type FigureMeasure,
} from '../mannequin/figure-shape';
import type { Body, Pt } from './body';
import { add, chainLength, dist, frameOf, type Frame } from './body-frame';
import { hairPixels } from './hair';
import { readFaceSex, type Rgb } from './body-models';
import { colourAt, faceRadius, near, samples, SKIN_COLOUR, skinOf } from './photo-colours';

/** What the shopper's profile says of their build (cm, kg); any of it may be missing. */
export type FigureProfile = {
  height?: number | null;
  weight?: number | null;
  chest?: number | null;
  waist?: number | null;
  hips?: number | null;
};

/**
 * The default mannequin measured by this file's own rules on its drawing (figure.test.ts checks
 * that it measures as itself): shoulder span, silhouette widths at bust, waist and hips, and the
 * leg (hip → knee → ankle), each over the torso (shoulders' middle → hips' middle).
 */
const MANNEQUIN = { span: 0.66, bust: 0.515, waist: 0.388, hips: 0.561, legs: 1.426 };
/**
 * Circumference over height on the default mannequin: its front widths over its height times
 * about 2.75 (a torso's depth is three quarters of its width) — a slim, small size.
 */
const MANNEQUIN_GIRTH = { bust: 0.44, waist: 0.327, hips: 0.48 };
/** The body mass index the default mannequin would have; widths grow about as its square root. */
const MANNEQUIN_BMI = 18;
/** Where along the torso (0 shoulders, 1 hips) each width is read, and which of the readings. */
const LEVELS = {
  bust: [[0.28, 0.43], 'mid'],
  waist: [[0.5, 0.85], 'min'],
  hips: [[0.95, 1.12], 'max'],
} as const;

const clamp = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const medianColour = (colours: number[][]): Colour | null =>
  colours.length
    ? ([0, 1, 2].map((ch) => median(colours.map((c) => c[ch]!))!) as unknown as Colour)
    : null;

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

const valid = (v: number | null | undefined, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;

/**
 * The profile's widths, relative to the default mannequin in a drawing scaled by `scale` (the
 * figure's lengths make it taller or shorter before it is fitted to the frame): the measured
 * girths over the height where given, and the body mass index's nudge to every width.
 */
function profileMeasures(profile: FigureProfile | null | undefined, scale: number) {
  const girths: Partial<Record<'bust' | 'waist' | 'hips', number>> = {};
  let bmi: Partial<Record<FigureMeasure, number>> = {};
  const height = profile?.height;
  if (!profile || !valid(height, 100, 240)) return { girths, bmi };
  const cm = { bust: profile.chest, waist: profile.waist, hips: profile.hips };
  for (const k of ['bust', 'waist', 'hips'] as const)
    if (valid(cm[k], 40, 220)) girths[k] = cm[k] / height / MANNEQUIN_GIRTH[k] / scale;
  if (valid(profile.weight, 25, 300)) {
    const ratio = profile.weight / (height / 100) ** 2 / MANNEQUIN_BMI;
    bmi = {
      shoulders: ratio ** 0.2 / scale,
      bust: ratio ** 0.5 / scale,
      waist: ratio ** 0.75 / scale,
      hips: ratio ** 0.5 / scale,
    };
  }
  return { girths, bmi };
}

/** How close (sum of channel differences) a pixel is to the hair's colour to count as hair. */
export const HAIR_NEAR = 80;

/** The person's colours in a box (centre ± half width across, top to bottom), sparsely. */
const coloursIn = (photo: Rgb, body: Body, centre: Pt, half: number, top: number, bottom: number) =>
  samples(photo, body, centre, half, top, bottom).map((i) => colourAt(photo, i));

/**
 * Whether a colour is the skin's in other light: the same hue and saturation (chromaticity), a
 * little lighter or darker. A shaded forehead is skin; blonde hair on fair skin is not.
 */
function skinLike(c: number[], skin: Colour): boolean {
  const sum = (x: readonly number[]) => x[0]! + x[1]! + x[2]! + 1;
  const [a, b] = [sum(c), sum(skin)];
  const chroma = [0, 1, 2].reduce((d, k) => d + Math.abs(c[k]! / a - skin[k]! / b), 0);
  return chroma < 0.05 && a / b > 0.6 && a / b < 1.45;
}

/**
 * Hair's few tones: the medians of the darkest, middle and lightest thirds of its samples (roots,
 * the hair itself, its highlights), less those near the skin's (a lit forehead).
 */
function hairTones(hairy: number[][], skin: Colour): Colour[] {
  const light = (c: number[]) => c[0]! + c[1]! + c[2]!;
  const sorted = [...hairy].sort((a, b) => light(a) - light(b));
  const third = Math.ceil(sorted.length / 3);
  return [0, 1, 2]
    .map((k) => medianColour(sorted.slice(k * third, (k + 1) * third)))
    .filter((tone): tone is Colour => tone !== null && !near([skin], tone, SKIN_COLOUR));
}

/**
 * The hair's colour and length without hair.ts's mask, which leaves out dark hair near the
 * colours of brows and eyes: what of the top of the head is not skin, and whether that colour
 * fills the sides of the neck down to the shoulders (long hair; short hair leaves neck or
 * background there). `longInTones` reads the length more widely, for the fitting's caution
 * rather than the figure's drawing: any of the hair's tones (streaked or blonde hair is not one
 * colour), down either side (hair over one shoulder).
 */
function hairAboveFace(photo: Rgb, body: Body, frame: Frame, skin: Colour) {
  const face = frame.faceCentre!;
  const r = faceRadius(body, frame);
  const top = coloursIn(photo, body, face, r * 0.8, face.y - r * 1.5, face.y - r * 0.55);
  const hairy = top.filter((c) => !skinLike(c, skin));
  if (hairy.length < 12 || hairy.length < top.length * 0.25) return null;
  const colour = medianColour(hairy)!;
  const bottom = frame.shoulders!.mid.y;
  const share = (palette: readonly Colour[], sides: number[], from: number, to: number) => {
    const colours = sides.flatMap((side) =>
      coloursIn(photo, body, { x: face.x + side * r * 1.05, y: 0 }, r * 0.5, from, to),
    );
    const hairy = colours.filter((c) => near(palette, c, HAIR_NEAR));
    return colours.length >= 4 * sides.length ? hairy.length / colours.length : 0;
  };
  // Long hair frames the jaw and fills the sides of the neck; a dark collar only does the latter.
  const falls = (palette: readonly Colour[], sides: number[]) =>
    share(palette, sides, face.y + r * 0.3, face.y + r * 1.1) > 0.35 &&
    share(palette, sides, face.y + r * 1.1, bottom) > 0.35;
  // The figure draws long hair only where it also covers the temples: a dark room behind short
  // hair frames the jaw as well.
  const drawnLong = (sides: number[]) =>
    falls([colour], sides) && share([colour], sides, face.y - r * 0.4, face.y + r * 0.3) > 0.35;
  const tones = hairTones(hairy, skin);
  return {
    colour,
    long: drawnLong([-1, 1]),
    longInTones: tones.length > 0 && [-1, 1].some((side) => falls(tones, [side])),
  };
}

/**
 * The skin's own tone: the median of the lighter half of the face's skin, since shade (from a
 * brow, a cap, light from one side) only ever darkens it and the figure is drawn evenly lit.
 */
function litSkin(skin: number[][]): Colour | null {
  const light = (c: number[]) => c[0]! + c[1]! + c[2]!;
  const sorted = [...skin].sort((a, b) => light(a) - light(b));
  return medianColour(sorted.slice(Math.floor(sorted.length / 2)));
}

/** The skin's tone from the face, and the hair's from above it (whether it falls past the chin). */
function tones(photo: Rgb, body: Body, frame: Frame) {
  const skin = litSkin(skinOf(photo, body, frame)) ?? DEFAULT_SKIN;
  if (!frame.faceCentre || !body.silhouette || !frame.shoulders)
    return { skin, hair: null, longHair: false, mayFall: false };
  const found = hairAboveFace(photo, body, frame, skin);
  return {
    skin,
    hair: found?.colour ?? null,
    longHair: !!found?.long,
    mayFall: !!found && (found.long || found.longInTones),
  };
}

/** The colour of hair that falls past the chin to the shoulders, or null (short hair, none seen). */
export function fallingHair(photo: Rgb, body: Body): Colour | null {
  const found = tones(photo, body, frameOf(body));
  return found.longHair ? found.hair : null;
}

/** Whether the photo may show hair falling past the chin in any of its tones, on either side. */
export const hairMayFall = (photo: Rgb, body: Body): boolean =>
  tones(photo, body, frameOf(body)).mayFall;

export type Sex = 'male' | 'female';

/**
 * Whether the photo's face reads as a man's or a woman's (body-models.ts), null when unsure: read
 * on about the face detector's box enlarged as the face model was trained on (some hair and air),
 * and, where that is unsure, on a tighter one (on the bench's photos each crop read some faces the
 * other did not, and the two never disagreed).
 */
export async function sexOnPhoto(photo: Rgb, body: Body): Promise<Sex | null> {
  const frame = frameOf(body);
  if (!frame.faceCentre) return null;
  const { x, y } = frame.faceCentre;
  for (const k of [2.6, 2.1]) {
    const side = faceRadius(body, frame) * k;
    const sex = await readFaceSex(photo, { left: x - side / 2, top: y - side / 2, side });
    if (sex) return sex;
  }
  return null;
}

/**
 * A man's build on the shop's mannequin, which is a woman's: shoulders broader, hips narrower and
 * a straight waist, as factors on what was measured — a broad or slight man is still drawn so.
 */
const MALE = { shoulders: 1.2, hips: 0.92, waistOverBust: 1.25 };

/**
 * The shopper's figure: proportions from the photo's keypoints and silhouette, the profile's
 * measurements winning where given (girths over height; the body mass index nudges the rest), a
 * man's build where the face reads as a man's, the skin's and hair's tones from the face; each
 * within bounds, the default mannequin's where unseen.
 */
export function measureFigure(
  photo: Rgb,
  body: Body,
  profile?: FigureProfile | null,
  sex?: Sex | null,
): Figure {
  const frame = frameOf(body);
  const seen = photoMeasures(body, frame, hairPixels(photo, body, frame));
  const { skin, hair, longHair } = tones(photo, body, frame);
  const legs = clamp(seen.legs ?? 1, FIGURE_BOUNDS.legs);
  const scale = figureScale({ ...DEFAULT_FIGURE, legs });
  const { girths, bmi } = profileMeasures(profile, scale);
  // A width the photo does not show keeps the mannequin's shape at the build of those it shows.
  const shown = (['bust', 'waist', 'hips'] as const).flatMap((k) => seen[k] ?? []);
  const build = shown.length ? shown.reduce((a, b) => a + b, 0) / shown.length : undefined;
  const width = (k: 'shoulders' | 'bust' | 'waist' | 'hips') => {
    const fromProfile = k === 'shoulders' ? undefined : girths[k];
    const fromPhoto = seen[k] ?? (k === 'shoulders' ? undefined : build);
    const nudge = bmi[k];
    const value =
      fromProfile ??
      (fromPhoto && nudge ? Math.sqrt(fromPhoto * nudge) : (fromPhoto ?? nudge ?? 1));
    const male = sex === 'male' && fromProfile === undefined;
    const built = male && (k === 'shoulders' || k === 'hips') ? value * MALE[k] : value;
    return clamp(built, FIGURE_BOUNDS[k]);
  };
  const bust = width('bust');
  const waist = width('waist');
  return {
    shoulders: width('shoulders'),
    bust,
    // A man's waist is straight, whatever the shop's fashion mannequin's is.
    waist:
      sex === 'male' && girths.waist === undefined
        ? clamp(Math.max(waist, bust * MALE.waistOverBust), FIGURE_BOUNDS.waist)
        : waist,
    hips: width('hips'),
    torso: 1,
    legs,
    skin,
    hair,
    longHair,
  };
}
