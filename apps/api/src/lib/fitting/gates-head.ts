/**
 * The gates about the head: how much of the face and of long hair the new clothes would cover,
 * which the sketch on the photo cannot show credibly (gates.ts sends such an outfit to the figure).
 */
import type { Body } from './body';
import type { Frame } from './body-frame';
import type { Rgb } from './body-models';
import { visibleAlpha, type DressedLayer, type DressMasks } from './dress';
import { fallingHair, HAIR_NEAR, hairMayFall } from './figure';
import { hairPixels } from './hair';
import { colourAt, faceRadius, near } from './photo-colours';

/**
 * The share of the head (face and hair, an ellipse above the neck) a top, a dress, a cap or
 * glasses reach over. A product picture of a cap or sunglasses laid on a photographed face reads
 * as a sticker, and the face is no longer the shopper's: those go to the figure too.
 */
export function headCovered(body: Body, frame: Frame, layers: DressedLayer[]): number {
  if (!frame.faceCentre) return 0;
  const r = faceRadius(body, frame);
  const centre = { x: frame.faceCentre.x, y: frame.faceCentre.y };
  const onHead = (l: DressedLayer) =>
    l.garment.form.cut === 'cap' || l.garment.form.cut === 'glasses';
  const worn = layers.filter((l) => l.garment.slot === 'top' || onHead(l));
  let head = 0;
  let covered = 0;
  const step = Math.max(1, Math.round(r / 20));
  for (let y = Math.floor(centre.y - r * 1.4); y <= centre.y + r * 0.9; y += step)
    for (let x = Math.floor(centre.x - r); x <= centre.x + r; x += step) {
      if (x < 0 || y < 0 || x >= body.width || y >= body.height) continue;
      if (Math.hypot((x - centre.x) / r, (y - centre.y) / (r * 1.3)) > 1) continue;
      head++;
      const i = y * body.width + x;
      if (worn.some((l) => l.pixels.data[i * 4 + 3]! > 128)) covered++;
    }
  return head ? covered / head : 0;
}

/**
 * Long hair a top would cover: of the photo's pixels in the hair's colour beside the neck and over
 * the shoulders (where long hair falls), the share under a top. hair.ts keeps the hair it tells
 * from the clothes in front; hair it cannot tell (in the colours of the clothes, blonde near the
 * skin's) a top covers, all of it (1) when hair.ts finds no hair at all.
 */
export function hairCovered(
  photo: Rgb,
  body: Body,
  frame: Frame,
  layers: DressedLayer[],
  masks: DressMasks,
): number {
  const { shoulders, faceCentre: face } = frame;
  const mask = body.silhouette;
  const tops = layers.filter((l) => l.garment.slot === 'top');
  if (!shoulders || !face || !mask || !tops.length) return 0;
  // Falling hair hair.ts cannot tell from the clothes (in their colours, or not reached from the
  // head) cannot be kept in front of a new top.
  if (!hairPixels(photo, body, frame) && hairMayFall(photo, body)) return 1;
  const hair = fallingHair(photo, body);
  if (!hair) return 0;
  const r = faceRadius(body, frame);
  const bottom = Math.min(photo.height, shoulders.mid.y + frame.torso * 0.35);
  let seen = 0;
  let covered = 0;
  for (let y = Math.max(0, Math.round(face.y + r * 0.6)); y < bottom; y += 2)
    for (let x = Math.max(0, Math.round(face.x - r * 1.8)); x < face.x + r * 1.8; x += 2) {
      if (x >= photo.width || Math.abs(x - face.x) < r * 0.55) continue;
      const i = y * photo.width + x;
      if (mask[i]! <= 127 || !near([hair as unknown as number[]], colourAt(photo, i), HAIR_NEAR))
        continue;
      seen++;
      if (tops.some((l) => visibleAlpha(l, masks, i) > 0.5)) covered++;
    }
  return seen > 20 ? covered / seen : 0;
}
