import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Category } from '@shop/contract';
import { cutOutGarment, type Cutout } from '../cutout';
import { renderMannequin } from '../mannequin/mannequin';
import { MANNEQUIN_LAYOUT, MANNEQUIN_POSE } from '../mannequin/mannequin-layout';
import { findBody, type Body } from './body';
import type { Rgb } from './body-models';
import { dressBody, type FittedGarment } from './dress';
import { garmentForm, wornTogether } from './garment-form';
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
export type FitResult =
  | { ok: true; webp: Buffer; width: number; height: number; notes: string[]; timings: FitTimings }
  | { ok: false; message: string };

export const NO_PERSON_MESSAGE = 'Не удалось найти человека на фото';
/** The longest side the fitting works at and answers. */
export const FIT_MAX_SIDE = 1024;

const SLOT_WORDS: Record<Category, { word: string; feminine: boolean }> = {
  top: { word: 'верх', feminine: false },
  bottom: { word: 'низ', feminine: false },
  footwear: { word: 'обувь', feminine: true },
  accessory: { word: 'аксессуар', feminine: false },
  fragrance: { word: 'аромат', feminine: false },
};
const joined = (slots: Category[]) => {
  const words = slots.map((s) => SLOT_WORDS[s].word);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} и ${words.at(-1)}` : words[0]!;
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** «Низ и обувь не видны на фото — примерен только верх», in the words' own gender and number. */
export function unseenMessage(unseen: Category[], fitted: Category[]): string {
  const one = unseen.length === 1;
  const seen = one ? (SLOT_WORDS[unseen[0]!].feminine ? 'не видна' : 'не виден') : 'не видны';
  const head = `${capital(joined(unseen))} ${seen} на фото`;
  if (!fitted.length) return `${head} — загрузите фото, где видно всю фигуру`;
  const tried =
    fitted.length > 1 ? 'примерены' : SLOT_WORDS[fitted[0]!].feminine ? 'примерена' : 'примерен';
  return `${head} — ${tried} только ${joined(fitted)}`;
}
export const SEVERAL_PEOPLE_NOTE = 'На фото несколько человек — примерка сделана на самом заметном';

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

async function dressAndEncode(
  photo: Rgb,
  body: Body,
  garments: OutfitGarment[],
  timings: FitTimings,
  quality: number,
): Promise<FitResult> {
  const prepared = await timed(timings, 'garments_ms', () =>
    Promise.all(wornTogether(garments).map(prepareGarment)),
  );
  const outcome = await timed(timings, 'dress_ms', () => dressBody(photo, body, prepared));
  // Nothing chosen draws the bare figure; chosen garments none of which the photo shows, a refusal.
  if (outcome.unseen.length && !outcome.fitted.length)
    return { ok: false, message: unseenMessage(outcome.unseen, []) };
  const notes = outcome.unseen.length ? [unseenMessage(outcome.unseen, outcome.fitted)] : [];
  if (body.others > 0) notes.push(SEVERAL_PEOPLE_NOTE);
  const webp = await timed(timings, 'encode_ms', () =>
    sharp(outcome.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .webp({ quality })
      .toBuffer(),
  );
  return { ok: true, webp, width: photo.width, height: photo.height, notes, timings };
}

const newTimings = (): FitTimings => ({ body_ms: 0, garments_ms: 0, dress_ms: 0, encode_ms: 0 });

/**
 * The outfit on the shopper's own photo: the most prominent person found, each garment fitted to
 * the body parts the photo shows, and notes on what it could not show. A photo with nobody on it
 * is an honest failure.
 */
export async function fitOnPhoto(
  photoBytes: Buffer,
  garments: OutfitGarment[],
): Promise<FitResult> {
  const timings = newTimings();
  const photo = await rgbOf(photoBytes, FIT_MAX_SIDE);
  const body = await timed(timings, 'body_ms', () => findBody(photo));
  if (!body) return { ok: false, message: NO_PERSON_MESSAGE };
  return dressAndEncode(photo, body, garments, timings, 85);
}

let mannequin: Promise<{ photo: Rgb; body: Body }> | undefined;
/** The shop's mannequin as a body: its known pose, its outline from the drawing. */
function mannequinBody() {
  mannequin ??= (async () => {
    const { jpg, png } = await renderMannequin();
    // At the drawing's own size: a cover is as sharp as the mannequin.
    const photo = await rgbOf(jpg, Math.max(MANNEQUIN_LAYOUT.width, MANNEQUIN_LAYOUT.height));
    const alpha = await sharp(png)
      .resize(photo.width, photo.height)
      .extractChannel(3)
      .raw()
      .toBuffer();
    const points = Object.fromEntries(
      Object.entries(MANNEQUIN_POSE).map(([name, [x, y]]) => [
        name,
        { x: x * photo.width, y: y * photo.height },
      ]),
    );
    const body: Body = {
      width: photo.width,
      height: photo.height,
      points,
      silhouette: new Uint8Array(alpha),
      others: 0,
    };
    return { photo, body };
  })().catch((error: unknown) => {
    mannequin = undefined;
    throw error;
  });
  return mannequin;
}

/**
 * The outfit on the shop's mannequin — the builder's preview, the outfit's cover and the edit
 * screen's picture are this one drawing.
 */
export async function fitOnMannequin(garments: OutfitGarment[]): Promise<FitResult> {
  const { photo, body } = await mannequinBody();
  return dressAndEncode(photo, body, garments, newTimings(), 82);
}
