import sharp from 'sharp';
import type { Body } from './body';
import { dist, type Frame } from './body-frame';
import type { Rgb } from './body-models';
import { floodFill } from '../flood-fill';
import { colourAt, faceRadius, near, samples, SKIN_COLOUR, faceColours } from './photo-colours';
import { blur } from './photo-light';

/** How close (sum of channel differences) a pixel's colour must be to the hair's to be hair. */
const HAIR_COLOUR = 70;
/** Hair below the shoulders covering more of the torso than this means the top is hair-coloured. */
const MAX_TORSO_SHARE = 0.3;

/**
 * The hair's pixels (255 where hair): what of the person is in the colours of the top of their
 * head (and not of their face's skin), reached from there without leaving the silhouette. Null
 * when the photo does not tell hair from the clothes: no face seen, no hair above it, or "hair"
 * that would cover the torso.
 */
export function hairPixels(photo: Rgb, body: Body, frame: Frame): Uint8Array | null {
  const face = frame.faceCentre;
  const mask = body.silhouette;
  if (!face || !mask || !frame.shoulders) return null;
  const r = faceRadius(body, frame);
  // Nothing of the face (skin, brows, lips) seeds or carries the hair.
  const faceTones = faceColours(photo, body, frame);
  const seeds = samples(photo, body, face, r * 0.9, face.y - r * 2.2, face.y - r * 0.75).filter(
    (i) => !near(faceTones, colourAt(photo, i), SKIN_COLOUR),
  );
  if (seeds.length < 12) return null;
  const palette = seeds
    .filter((_, k) => k % Math.ceil(seeds.length / 48) === 0)
    .map((i) => colourAt(photo, i));

  const { width, height } = photo;
  const shoulderY = frame.shoulders.mid.y;
  const bottom = Math.min(height, shoulderY + frame.torso * 0.8);
  const reach = frame.span * 1.1;
  const hair = floodFill(width, height, seeds, (i) => {
    const x = i % width;
    const y = (i - x) / width;
    if (y >= bottom || Math.abs(x - face.x) > reach || mask[i]! <= 127) return false;
    const c = colourAt(photo, i);
    return near(palette, c, HAIR_COLOUR) && !near(faceTones, c, SKIN_COLOUR);
  });
  // A thin line of the hair's colour (a gold chain, a stray strand) is not hair that covers a top:
  // only what survives an opening (thinned, then grown back) is kept.
  const opened = openedMask(hair, width, height, Math.max(1.5, r * 0.04));
  for (let i = 0; i < hair.length; i++) if (!opened[i]) hair[i] = 0;
  let below = 0;
  for (let y = Math.ceil(shoulderY); y < bottom; y++)
    for (let x = 0; x < width; x++) if (hair[y * width + x]) below++;
  if (below > frame.span * dist(frame.shoulders.mid, { x: face.x, y: bottom }) * MAX_TORSO_SHARE)
    return null;
  return hair;
}

/** A 0/255 mask's parts (as 0/1) less those thinner than about two `sigma`: blurred and cut high, then low. */
export function openedMask(mask: Uint8Array, width: number, height: number, sigma: number) {
  const thinned = blur(
    Float32Array.from(mask, (v) => v / 255),
    width,
    height,
    sigma,
  ).map((v) => (v > 0.75 ? 1 : 0));
  return blur(thinned, width, height, sigma).map((v) => (v > 0.2 ? 1 : 0));
}

/**
 * The hair as a soft 0–1 mask (hairPixels blurred a little), so long hair falling over the
 * shoulders stays in front of a top.
 */
export async function hairOf(photo: Rgb, body: Body, frame: Frame) {
  const hair = hairPixels(photo, body, frame);
  if (!hair) return null;
  const { width, height } = photo;
  const soft = await sharp(Buffer.from(hair), { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.6, frame.span * 0.012))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = soft[i]! / 255;
  return out;
}
