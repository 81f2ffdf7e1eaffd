import sharp from 'sharp';
import type { Category, ColorName, GarmentKind } from '@shop/contract';
import { findBody, type Body } from '../fitting/body';
import { detectPeople, type Rgb } from '../fitting/body-models';
import { rgbOf } from '../fitting/fit-outfit';
import type { Cutout } from '../cutout';
import { flatGarment, openTop } from './flat-garment';
import { garmentColours } from './garment-colours';
import { guessFromOutline, roundThing, type Guess } from './garment-shape';
import { alphaMask, cutWith, type Box, type Mask } from './mask-tools';
import { wornGarment } from './worn-garment';

/** The side the photo is read at to find a person and cut what they wear: the models read 256. */
const WORN_SIDE = 768;
/** A person whose box is this share of the photo is what the photo is about. */
const PROMINENT_PERSON = 0.12;

/** An own garment recognised on a shopper's photo: its cut-out and what it seems to be. */
export type RecognizedGarment = {
  /** WebP with alpha, cropped to the garment. */
  cutout: Buffer;
  width: number;
  height: number;
  slot: Category;
  kind: GarmentKind | null;
  /** 1–3 palette names, most of the garment first. */
  colors: ColorName[];
};

/** A recognition with where its cut-out lies on the photo (read at `side`) and how it was cut. */
export type Recognition = RecognizedGarment & {
  via: 'worn' | 'fill' | 'colour';
  box: Box;
  side: number;
};

const BLUE = new Set(['синий', 'тёмно-синий', 'голубой']);

/**
 * The cut-out's outline for telling its kind, without thin ends: rows at the top or bottom that
 * hold only a line (a floor's seam, a wire, a hook) would stretch its box.
 */
const outlineOf = (cut: Cutout) => {
  const mask = alphaMask(cut);
  const rowFill = (y: number) => {
    let n = 0;
    for (let x = 0; x < mask.width; x++) if (mask.data[y * mask.width + x]) n++;
    return n / mask.width;
  };
  let [top, bottom] = [0, mask.height - 1];
  while (top < bottom && rowFill(top) < 0.05) top++;
  while (bottom > top && rowFill(bottom) < 0.05) bottom--;
  const height = bottom - top + 1;
  const alpha = mask.data.subarray(top * mask.width, (bottom + 1) * mask.width);
  return { alpha, width: mask.width, height };
};

async function finish(
  cut: Cutout & { box: Box },
  guess: Guess,
  via: Recognition['via'],
  side: number,
): Promise<Recognition | null> {
  const colors = garmentColours(cut.data);
  if (!colors.length) return null;
  const cutout = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .webp({ quality: 86, alphaQuality: 90, effort: 3 })
    .toBuffer();
  const { width, height, box } = cut;
  return { cutout, width, height, ...guess, colors, via, box, side };
}

/**
 * Recognises the one garment a shopper's photo is of (runs on the fitting thread). A prominent
 * person on it means the garment is worn: the largest clothed region of theirs, or nothing (a face
 * close-up). Otherwise the garment lies flat or hangs before a backdrop, and its outline says
 * what it is. Null when the photo holds no garment.
 */
export async function recognizeOnPhoto(photo: Buffer): Promise<Recognition | null> {
  const rgb = await rgbOf(photo, WORN_SIDE);
  const body = await findBody(rgb);
  const isDenim = (mask: Mask) => {
    const pixels = Buffer.alloc(mask.data.length * 4);
    for (let i = 0; i < mask.data.length; i++) {
      rgb.data.copy(pixels, i * 4, i * 3, i * 3 + 3);
      pixels[i * 4 + 3] = mask.data[i]!;
    }
    return BLUE.has(garmentColours(pixels)[0] ?? '');
  };
  // Only a person whose face is seen is taken as wearing the garment: a shirt on a hanger can
  // pass for a headless torso, and the skin's colours are read from the face.
  const face = body && ['nose', 'leftEye', 'rightEye'].filter((k) => k in body.points).length >= 2;
  if (body && face) {
    const worn = await wornGarment(rgb, body, isDenim);
    if (worn) {
      const cut = await cutWith(rgb.data, worn.mask);
      return cut && finish(cut, { slot: worn.slot, kind: worn.kind }, 'worn', WORN_SIDE);
    }
    // A prominent person and nothing they wear stands out: a face close-up, no garment photo.
    if (personShare(body) >= PROMINENT_PERSON) return null;
  }
  if (await faceCloseUp(rgb)) return null;
  return flatRecognition(photo, Math.max(rgb.width, rgb.height));
}

/**
 * A face filling the photo (a selfie, a portrait): the body's model finds no shoulders to call it
 * a person, but its eyes and nose stand out, far apart. No garment is what such a photo is of.
 */
async function faceCloseUp(rgb: Rgb): Promise<boolean> {
  const people = await detectPeople(rgb);
  return people.some((p) => {
    const [nose, a, b] = [p.keypoints[0]!, p.keypoints[1]!, p.keypoints[2]!];
    const [left, right] = a.x <= b.x ? [a, b] : [b, a];
    const eyes = right.x - left.x;
    const sure = (nose.score + a.score + b.score) / 3 >= 0.3 && Math.min(a.score, b.score) >= 0.2;
    // A face's geometry, which a print or a fold rarely has: level eyes, the nose between and below.
    const face =
      Math.abs(right.y - left.y) < eyes * 0.5 &&
      nose.x > left.x &&
      nose.x < right.x &&
      nose.y > Math.max(left.y, right.y) + eyes * 0.15;
    return sure && face && eyes > Math.min(rgb.width, rgb.height) * 0.08;
  });
}

/** The share of the photo the person's keypoints span. */
function personShare(body: Body): number {
  const points = Object.values(body.points);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  return (Math.max(w, 1) * Math.max(h, 1)) / (body.width * body.height);
}

/**
 * A garment laid flat or hanging: its outline says what it is. Clothes are then cleared of a
 * hanger's hook, arms or bar (thin strokes over the top) and told again; shoes and accessories
 * keep their thin parts (a bag's handle, a sandal's straps).
 */
async function flatRecognition(photo: Buffer, side: number): Promise<Recognition | null> {
  const flat = await flatGarment(photo);
  if (!flat) return null;
  let cut = flat.cut;
  const colors = garmentColours(cut.data);
  const round = roundThing(outlineOf(cut), colors[0] ?? '');
  if (round === 'none') return null;
  const denim = BLUE.has(colors[0] ?? '');
  let guess: Guess =
    round === 'hat' ? { slot: 'accessory', kind: 'hat' } : guessFromOutline(outlineOf(cut), denim);
  const clothes = (g: Guess) => g.slot === 'top' || g.slot === 'bottom';
  if (clothes(guess)) {
    const opened = await withoutHanger(cut);
    const again = opened && guessFromOutline(outlineOf(opened.cut), denim);
    // Another slot only when what went was above the garment (a hanger's hook and bar), not
    // its own straps (a dress without them is a skirt's shape).
    const keep = again && (again.slot === guess.slot || opened.fromTop < 0.12);
    if (opened && again && clothes(again) && keep) [cut, guess] = [opened.cut, again];
  }
  return finish(cut, guess, flat.via, side);
}

/**
 * The cut-out with thin strokes over its top quarter made transparent, re-cropped, and how far
 * down (a share of its height) the lowest removed pixel was.
 */
async function withoutHanger(cut: Cutout & { box: Box }) {
  const mask = alphaMask(cut);
  const before = mask.data.slice();
  await openTop(mask, Math.max(cut.width, cut.height) * 0.02);
  let lowest = 0;
  for (let p = 0; p < mask.data.length; p++)
    if (before[p] && !mask.data[p]) lowest = Math.floor(p / cut.width);
  const rgbOfCut = Buffer.alloc(cut.width * cut.height * 3);
  for (let p = 0; p < mask.data.length; p++) cut.data.copy(rgbOfCut, p * 3, p * 4, p * 4 + 3);
  const opened = await cutWith(rgbOfCut, mask);
  if (!opened) return null;
  const { left, top } = cut.box;
  const box = { ...opened.box, left: opened.box.left + left, top: opened.box.top + top };
  return { cut: { ...opened, box }, fromTop: lowest / cut.height };
}
