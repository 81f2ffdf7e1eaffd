import sharp from 'sharp';
import type { Body } from '../fitting/body';
import type { Rgb } from '../fitting/body-models';
import { figureKey, figurePose, roundFigure, type Figure } from './figure-shape';
import { renderFigurePixels, renderMannequin } from './mannequin';
import { MANNEQUIN_LAYOUT, MANNEQUIN_POSE } from './mannequin-layout';

export type MannequinBody = { photo: Rgb; body: Body };

/** Keypoints in pixels from a pose given as fractions of the picture. */
const pointsOf = (pose: Record<string, readonly [number, number]>, photo: Rgb) =>
  Object.fromEntries(
    Object.entries(pose).map(([name, [x, y]]) => [
      name,
      { x: x * photo.width, y: y * photo.height },
    ]),
  );

/** The store mannequin, exactly as covers and previews have always been drawn on it. */
async function storeMannequin(): Promise<MannequinBody> {
  const { jpg, png } = await renderMannequin();
  // At the drawing's own size: a cover is as sharp as the mannequin.
  const side = Math.max(MANNEQUIN_LAYOUT.width, MANNEQUIN_LAYOUT.height);
  const { data, info } = await sharp(jpg)
    .autoOrient()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photo = { data, width: info.width, height: info.height };
  const alpha = await sharp(png)
    .resize(photo.width, photo.height)
    .extractChannel(3)
    .raw()
    .toBuffer();
  const body: Body = {
    width: photo.width,
    height: photo.height,
    points: pointsOf(MANNEQUIN_POSE, photo),
    silhouette: new Uint8Array(alpha),
    others: 0,
  };
  return { photo, body };
}

/** A shopper's figure: its drawing's pixels, its pose from the same map, its alpha as outline. */
async function figureBody(figure: Figure): Promise<MannequinBody> {
  const { rgb, alpha, width, height } = await renderFigurePixels(figure);
  const photo = { data: rgb, width, height };
  const body: Body = {
    width,
    height,
    points: pointsOf(figurePose(figure), photo),
    silhouette: alpha,
    others: 0,
  };
  return { photo, body };
}

let store: Promise<MannequinBody> | undefined;
const figures = new Map<string, Promise<MannequinBody>>();
/** Figures kept drawn: a shopper tries outfit after outfit on the same figure. */
const CACHE_SIZE = 16;

/**
 * The mannequin as a body to dress: its known pose and its drawing's outline. Without a figure,
 * the shop's store mannequin (kept for good); with one, that figure, rounded so that alike
 * figures share a drawing, the most recently used 16 kept.
 */
export function mannequinBody(figure?: Figure): Promise<MannequinBody> {
  if (!figure) {
    store ??= storeMannequin().catch((error: unknown) => {
      store = undefined;
      throw error;
    });
    return store;
  }
  const key = figureKey(figure);
  const cached = figures.get(key);
  if (cached) {
    figures.delete(key);
    figures.set(key, cached);
    return cached;
  }
  const work = figureBody(roundFigure(figure));
  figures.set(key, work);
  work.catch(() => figures.delete(key));
  if (figures.size > CACHE_SIZE) figures.delete(figures.keys().next().value!);
  return work;
}
