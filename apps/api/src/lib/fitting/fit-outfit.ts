import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Category, FigureReason, TryonMessage } from '@shop/contract';
import { cutOutGarment, type Cutout } from '../cutout';
import type { Figure } from '../mannequin/figure-shape';
import { mannequinBody } from '../mannequin/mannequin-body';
import { findBody, type Body } from './body';
import { frameOf } from './body-frame';
import { measureFigure, sexOnPhoto } from './figure';
import type { Rgb } from './body-models';
import { dressBody, type FittedGarment } from './dress';
import { garmentForm, wornTogether } from './garment-form';
import { judgeDressedPhoto, type GateValues } from './gates';
import { tonedFor } from './photo-tone';
import { partsOf } from './garment-parts';
import { cutFromModel } from './worn-garment';

/** A garment as the shop has it: its slot, its product picture and its name (which tells its kind). */
export type OutfitGarment = { slot: Category; picture: Buffer; name?: string };
export type FitTimings = {
  body_ms: number;
  garments_ms: number;
  dress_ms: number;
  encode_ms: number;
};
/**
 * A drawn outfit: on the photo (`photo_sketch`) or on a figure (`figure`: the shop's mannequin, or
 * the shopper's own proportions when it stands in for a photo, with the reason why and what the
 * gates measured on the photo).
 */
export type FitResult =
  | {
      ok: true;
      webp: Buffer;
      width: number;
      height: number;
      notes: TryonMessage[];
      timings: FitTimings;
      rendering: 'photo_sketch' | 'figure';
      figureReason: FigureReason | null;
      gates: GateValues | null;
      setAside?: Buffer;
    }
  | { ok: false; message: TryonMessage };
/** What the shopper's profile says of their build; any of it may be missing. */
export type FitProfile = {
  height: number | null;
  weight: number | null;
  chest: number | null;
  waist: number | null;
  hips: number | null;
};
/**
 * `figure` draws the figure even where the photo could be dressed; `keepSketch` (the bench's
 * contact sheet) also answers the sketch on the photo that the gates set aside.
 */
export type FitOptions = { profile?: FitProfile | null; figure?: boolean; keepSketch?: boolean };

export const NO_PERSON_MESSAGE = { code: 'no_person' } as const satisfies TryonMessage;
/** The longest side the fitting works at and answers. */
export const FIT_MAX_SIDE = 1024;

/** Which slots the photo could not show and which it dressed; the web words it. */
export const unseenMessage = (unseen: Category[], fitted: Category[]): TryonMessage => ({
  code: 'slots_unseen',
  unseen,
  fitted,
});
export const SEVERAL_PEOPLE_NOTE = { code: 'several_people' } as const satisfies TryonMessage;
export const SEVERAL_PEOPLE_FIGURE_NOTE = {
  code: 'several_people_figure',
} as const satisfies TryonMessage;

async function timed<T>(timings: FitTimings, key: keyof FitTimings, work: () => Promise<T>) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[key] += performance.now() - started;
  }
}

export async function rgbOf(input: Buffer, maxSide: number): Promise<Rgb> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const garmentCache = new Map<string, Promise<FittedGarment>>();
const GARMENT_CACHE_SIZE = 64;

/** The garment cut out and split into parts; kept per picture, as shoppers try the same items. */
export function prepareGarment(garment: OutfitGarment): Promise<FittedGarment> {
  const key = `${garment.slot}:${garment.name ?? ''}:${createHash('sha1').update(garment.picture).digest('hex')}`;
  const cached = garmentCache.get(key);
  if (cached) return cached;
  const work = (async () => {
    const form = garmentForm(garment.slot, garment.name);
    const worn = await cutFromModel(await rgbOf(garment.picture, 640), garment.slot, form);
    if (worn) return { slot: garment.slot, form, ...worn };
    const cut = (await cutOutGarment(garment.picture)) ?? (await whole(garment.picture));
    return { slot: garment.slot, form, cut, parts: partsOf(cut, form) };
  })();
  garmentCache.set(key, work);
  work.catch(() => garmentCache.delete(key));
  if (garmentCache.size > GARMENT_CACHE_SIZE)
    garmentCache.delete(garmentCache.keys().next().value!);
  return work;
}

async function whole(picture: Buffer): Promise<Cutout> {
  const { data, info } = await sharp(picture)
    .resize(640, 640, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function dressed(
  photo: Rgb,
  body: Body,
  garments: OutfitGarment[],
  timings: FitTimings,
  {
    tone = (g) => g,
    drawn = false,
  }: { tone?: (g: FittedGarment) => FittedGarment; drawn?: boolean } = {},
) {
  const prepared = await timed(timings, 'garments_ms', () =>
    Promise.all(wornTogether(garments).map(prepareGarment)),
  );
  return timed(timings, 'dress_ms', () => dressBody(photo, body, prepared.map(tone), { drawn }));
}

const encode = (rgb: Buffer, photo: Rgb, quality: number, timings: FitTimings) =>
  timed(timings, 'encode_ms', () =>
    sharp(rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .webp({ quality })
      .toBuffer(),
  );

/** A drawn picture as an answer: the WebP at the picture's size, and where the time went. */
const answer = async (rgb: Buffer, photo: Rgb, quality: number, timings: FitTimings) => ({
  ok: true as const,
  webp: await encode(rgb, photo, quality, timings),
  width: photo.width,
  height: photo.height,
  timings,
});

const newTimings = (): FitTimings => ({ body_ms: 0, garments_ms: 0, dress_ms: 0, encode_ms: 0 });

/**
 * The outfit on the shopper's figure instead of their photo: the mannequin drawn with the
 * proportions and tones measured on the photo (and the profile's measurements), dressed by the
 * same renderer.
 */
async function onFigure(
  garments: OutfitGarment[],
  person: { photo: Rgb; body: Body; profile: FitProfile | null | undefined },
  reason: FigureReason,
  gates: GateValues | null,
  timings: FitTimings,
): Promise<FitResult> {
  const sex = await sexOnPhoto(person.photo, person.body);
  const figure = measureFigure(person.photo, person.body, person.profile, sex);
  return {
    ...(await fitOnFigure(garments, figure, timings)),
    notes: person.body.others > 0 ? [SEVERAL_PEOPLE_FIGURE_NOTE] : [],
    figureReason: reason,
    gates,
  };
}

/**
 * The outfit on the shopper's own photo: the most prominent person found, each garment fitted to
 * the body parts the photo shows, in the photo's colour and light, and notes on what it could not
 * show — where the gates measured on the result say it is credible. Otherwise (or when asked) the
 * outfit on the shopper's figure, with the reason. A photo with nobody on it is an honest failure.
 */
export async function fitOnPhoto(
  photoBytes: Buffer,
  garments: OutfitGarment[],
  options: FitOptions = {},
): Promise<FitResult> {
  const timings = newTimings();
  const photo = await rgbOf(photoBytes, FIT_MAX_SIDE);
  const body = await timed(timings, 'body_ms', () => findBody(photo));
  if (!body) return { ok: false, message: NO_PERSON_MESSAGE };
  const person = { photo, body, profile: options.profile };
  if (options.figure) return onFigure(garments, person, 'asked', null, timings);
  const outcome = await dressed(photo, body, garments, timings, { tone: tonedFor(photo) });
  if (!outcome.fitted.length) return onFigure(garments, person, 'unseen', null, timings);
  const verdict = judgeDressedPhoto(photo, body, frameOf(body), outcome.layers, outcome.masks);
  if (verdict.reason) {
    const figure = await onFigure(garments, person, verdict.reason, verdict.values, timings);
    if (figure.ok && options.keepSketch)
      figure.setAside = await encode(outcome.rgb, photo, 85, timings);
    return figure;
  }
  const notes: TryonMessage[] = outcome.unseen.length
    ? [unseenMessage(outcome.unseen, outcome.fitted)]
    : [];
  if (body.others > 0) notes.push(SEVERAL_PEOPLE_NOTE);
  return {
    ...(await answer(outcome.rgb, photo, 85, timings)),
    notes,
    rendering: 'photo_sketch',
    figureReason: null,
    gates: verdict.values,
  };
}

/**
 * The outfit on the shop's mannequin — the builder's preview, the outfit's cover and the edit
 * screen's picture are this one drawing.
 */
export function fitOnMannequin(garments: OutfitGarment[]): Promise<FitResult> {
  return fitOnFigure(garments);
}

/**
 * The outfit on the shopper's figure («Ваша фигура»): the mannequin drawn with their proportions
 * and tones (figure.ts measureFigure), dressed by the same renderer; the store mannequin when no
 * figure is given. The drawing is kept per figure (mannequin-body.ts).
 */
async function fitOnFigure(
  garments: OutfitGarment[],
  figure?: Figure,
  timings = newTimings(),
): Promise<FitResult & { ok: true }> {
  const { photo, body } = await mannequinBody(figure);
  const outcome = await dressed(photo, body, garments, timings, { drawn: true });
  return {
    ...(await answer(outcome.rgb, photo, 82, timings)),
    notes: [],
    rendering: 'figure',
    figureReason: null,
    gates: null,
  };
}
