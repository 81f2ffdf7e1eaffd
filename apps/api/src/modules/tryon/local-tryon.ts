import sharp, { type OverlayOptions } from 'sharp';
import type { Category } from '@shop/contract';
import { cutOutGarment, type Cutout } from '../../lib/cutout';
import { placeGarment, type Placement } from './garment-placement';
import { detectPose, type Pose } from './pose-detector';

/** The longest side the try-on works at and answers. */
export const TRYON_MAX_SIDE = 1024;
/** Drawn bottom-up: a top over the waistband, shoes over the hems, a bag over everything. */
const LAYERS: readonly Category[] = ['bottom', 'footwear', 'top', 'accessory', 'fragrance'];

export const NO_PERSON_MESSAGE = 'Не удалось найти человека на фото — загрузите фото в полный рост';

export type TryOnGarment = { slot: Category; picture: Buffer };
export type TryOnTimings = {
  pose_ms: number;
  cutout_ms: number;
  warp_ms: number;
  encode_ms: number;
};
export type TryOnResult =
  | { ok: true; webp: Buffer; width: number; height: number; timings: TryOnTimings }
  | { ok: false; message: string };

type Raw = { data: Buffer; width: number; height: number };

async function timed<T>(timings: TryOnTimings, key: keyof TryOnTimings, work: () => Promise<T>) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[key] += performance.now() - started;
  }
}

async function rgbOf(input: Buffer, maxSide: number): Promise<Raw> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Whether a product photo shows a person wearing the garment: a confident body with a head and
 * shoulders. A flat garment can fool the model into a weak "body" without a face.
 */
function isWorn(pose: Pose): boolean {
  const { nose, leftShoulder, rightShoulder } = pose.parts;
  return pose.score >= 0.45 && (nose?.score ?? 0) >= 0.5 && !!leftShoulder && !!rightShoulder;
}

/** The part of a product photo a slot's garment is in, when a model wears it on the photo. */
function wornRegion(pose: Pose, slot: Category, width: number, height: number) {
  const p = pose.parts;
  const xs = (...parts: (keyof Pose['parts'])[]) => parts.flatMap((k) => (p[k] ? [p[k]!] : []));
  const box = (
    points: { x: number; y: number }[],
    padX: number,
    padTop: number,
    padBottom: number,
  ) => {
    if (points.length < 2) return null;
    const left = Math.max(0, Math.min(...points.map((q) => q.x)) - padX);
    const right = Math.min(width, Math.max(...points.map((q) => q.x)) + padX);
    const top = Math.max(0, Math.min(...points.map((q) => q.y)) - padTop);
    const bottom = Math.min(height, Math.max(...points.map((q) => q.y)) + padBottom);
    return right - left > 8 && bottom - top > 8
      ? {
          left: Math.round(left),
          top: Math.round(top),
          width: Math.round(right - left),
          height: Math.round(bottom - top),
        }
      : null;
  };
  const shoulderSpan =
    p.leftShoulder && p.rightShoulder ? Math.abs(p.leftShoulder.x - p.rightShoulder.x) : width / 4;
  if (slot === 'top')
    return box(
      xs('leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'),
      shoulderSpan * 0.45,
      shoulderSpan * 0.25,
      shoulderSpan * 0.2,
    );
  if (slot === 'bottom')
    return box(
      xs('leftHip', 'rightHip', 'leftAnkle', 'rightAnkle', 'leftKnee', 'rightKnee'),
      shoulderSpan * 0.35,
      shoulderSpan * 0.15,
      shoulderSpan * 0.1,
    );
  if (slot === 'footwear')
    return box(
      xs('leftAnkle', 'rightAnkle'),
      shoulderSpan * 0.4,
      shoulderSpan * 0.15,
      shoulderSpan * 0.35,
    );
  return null;
}

/**
 * The garment alone: the picture's own backdrop removed, or, when a model wears it on the
 * picture, the body region of its slot (found by the same pose model) cut out.
 */
async function garmentOf(garment: TryOnGarment): Promise<Cutout> {
  const picture = await rgbOf(garment.picture, 640);
  const png = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .png()
    .toBuffer();
  const model =
    garment.slot === 'accessory' || garment.slot === 'fragrance' ? null : await detectPose(picture);
  const region =
    model && isWorn(model) ? wornRegion(model, garment.slot, picture.width, picture.height) : null;
  const source = region ? await sharp(png).extract(region).png().toBuffer() : png;
  const cut = await cutOutGarment(source);
  if (cut) return cut;
  const { data, info } = await sharp(source)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The photo's mean brightness over a box (0–255), to match a garment to the photo's light. */
function brightness(photo: Raw, place: Placement): number {
  const left = Math.max(0, Math.round(place.centerX - place.width / 2));
  const right = Math.min(photo.width, Math.round(place.centerX + place.width / 2));
  const top = Math.max(0, Math.round(place.top));
  const bottom = Math.min(photo.height, Math.round(place.top + place.height));
  let sum = 0;
  let count = 0;
  for (let y = top; y < bottom; y += 4) {
    for (let x = left; x < right; x += 4) {
      const i = (y * photo.width + x) * 3;
      sum += 0.299 * photo.data[i]! + 0.587 * photo.data[i + 1]! + 0.114 * photo.data[i + 2]!;
      count++;
    }
  }
  return count ? sum / count : 128;
}

/** The garment warped onto its place, clipped to the photo, ready to composite. */
async function overlayFor(
  cut: Cutout,
  place: Placement,
  photo: Raw,
): Promise<OverlayOptions | null> {
  const light = Math.min(1.1, Math.max(0.7, 0.55 + brightness(photo, place) / 280));
  const { data, info } = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .resize(Math.max(1, Math.round(place.width)), Math.max(1, Math.round(place.height)), {
      fit: 'fill',
    })
    .modulate({ brightness: light })
    .rotate((place.angle * 180) / Math.PI, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Rotation grows the canvas around the centre: place it by its centre.
  const left = Math.round(place.centerX - info.width / 2);
  const top = Math.round(place.top + place.height / 2 - info.height / 2);
  const visible = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.min(info.width, photo.width - left),
    bottom: Math.min(info.height, photo.height - top),
  };
  if (visible.right <= visible.left || visible.bottom <= visible.top) return null;
  const clipped = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 4 },
  })
    .extract({
      left: visible.left,
      top: visible.top,
      width: visible.right - visible.left,
      height: visible.bottom - visible.top,
    })
    .png()
    .toBuffer();
  return { input: clipped, left: left + visible.left, top: top + visible.top };
}

/**
 * Pose-guided compositing on the shop's own machine: find the body on the photo, cut each garment
 * out of its picture, warp it onto the torso, legs, feet or hand from the keypoints, match the
 * photo's light and draw it over the photo. One garment per slot. A photo without a person, or
 * without the body parts a chosen slot needs, is an honest failure.
 */
export async function localTryOn(
  photoBytes: Buffer,
  garments: TryOnGarment[],
): Promise<TryOnResult> {
  const timings: TryOnTimings = { pose_ms: 0, cutout_ms: 0, warp_ms: 0, encode_ms: 0 };
  const photo = await rgbOf(photoBytes, TRYON_MAX_SIDE);
  const pose = await timed(timings, 'pose_ms', () => detectPose(photo));
  if (!pose) return { ok: false, message: NO_PERSON_MESSAGE };

  const chosen = LAYERS.flatMap((slot) => {
    const garment = garments.find((g) => g.slot === slot);
    return garment ? [garment] : [];
  });
  // One at a time: the model runs one detection at a time anyway.
  const cuts: Cutout[] = [];
  for (const garment of chosen)
    cuts.push(await timed(timings, 'cutout_ms', () => garmentOf(garment)));
  const layers: OverlayOptions[] = [];
  for (const [index, garment] of chosen.entries()) {
    const cut = cuts[index]!;
    const place = placeGarment(pose, garment.slot, cut.height / cut.width);
    if (!place) return { ok: false, message: NO_PERSON_MESSAGE };
    const overlay = await timed(timings, 'warp_ms', () => overlayFor(cut, place, photo));
    if (overlay) layers.push(overlay);
  }
  const webp = await timed(timings, 'encode_ms', () =>
    sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .composite(layers)
      .webp({ quality: 85 })
      .toBuffer(),
  );
  return { ok: true, webp, width: photo.width, height: photo.height, timings };
}
