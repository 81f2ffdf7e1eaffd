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
import { frameOf, type Frame } from './body-frame';
import { hairPixels } from './hair';
import { readFaceSex, type Rgb } from './body-models';
import { colourAt, faceRadius, near, samples, SKIN_COLOUR, skinOf } from './photo-colours';
import { median, photoMeasures } from './photo-measures';

/** What the shopper's profile says of their build (cm, kg); any of it may be missing. */
export type FigureProfile = {
  height?: number | null;
  weight?: number | null;
  chest?: number | null;
  waist?: number | null;
  hips?: number | null;
};

/**
 * Circumference over height on the default mannequin: its front widths over its height times
 * about 2.75 (a torso's depth is three quarters of its width) — a slim, small size.
 */
const MANNEQUIN_GIRTH = { bust: 0.44, waist: 0.327, hips: 0.48 };
/** The body mass index the default mannequin would have; widths grow about as its square root. */
const MANNEQUIN_BMI = 18;

const clamp = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v));
const medianColour = (colours: number[][]): Colour | null =>
  colours.length
    ? ([0, 1, 2].map((ch) => median(colours.map((c) => c[ch]!))!) as unknown as Colour)
    : null;

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
