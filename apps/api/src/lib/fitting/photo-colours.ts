import type { Body, Pt } from './body';
import type { Frame } from './body-frame';
import type { Rgb } from './body-models';

/** A pixel this close (sum of the channels' differences) to the face's skin is skin. */
export const SKIN_COLOUR = 45;

export const colourAt = (photo: Rgb, i: number) => [
  photo.data[i * 3]!,
  photo.data[i * 3 + 1]!,
  photo.data[i * 3 + 2]!,
];

/** Whether a colour is within `within` (sum of the channels' differences) of one of a palette. */
export const near = (
  palette: readonly (readonly number[])[],
  c: readonly number[],
  within: number,
) =>
  palette.some(
    (p) => Math.abs(p[0]! - c[0]!) + Math.abs(p[1]! - c[1]!) + Math.abs(p[2]! - c[2]!) < within,
  );

/** The person's pixels in a box (centre ± rx across, top to bottom), as indices, sparsely. */
export function samples(
  photo: Rgb,
  body: Body,
  centre: Pt,
  rx: number,
  top: number,
  bottom: number,
) {
  const out: number[] = [];
  const step = Math.max(1, Math.round(rx / 8));
  for (let y = Math.max(0, Math.round(top)); y < Math.min(photo.height, bottom); y += step)
    for (
      let x = Math.max(0, Math.round(centre.x - rx));
      x < Math.min(photo.width, centre.x + rx);
      x += step
    ) {
      const i = y * photo.width + x;
      if (body.silhouette![i]! > 127) out.push(i);
    }
  return out;
}

/** The face's half width on the photo, from the ears or the eyes, at least a third of the shoulders'. */
export function faceRadius(body: Body, frame: Frame) {
  const p = body.points;
  const ears =
    p.leftEar && p.rightEar
      ? Math.hypot(p.leftEar.x - p.rightEar.x, p.leftEar.y - p.rightEar.y)
      : 0;
  const eyes =
    p.leftEye && p.rightEye
      ? Math.hypot(p.leftEye.x - p.rightEye.x, p.leftEye.y - p.rightEye.y) * 2.4
      : 0;
  return Math.max(ears, eyes, frame.span * 0.34) * 0.62;
}

/** The colours of the face — skin, brows, eyes, lips — or none when no face is seen. */
export function faceColours(photo: Rgb, body: Body, frame: Frame): number[][] {
  const face = frame.faceCentre;
  if (!face || !body.silhouette) return [];
  const r = faceRadius(body, frame);
  return samples(photo, body, face, r * 0.35, face.y - r * 0.1, face.y + r * 0.5).map((i) =>
    colourAt(photo, i),
  );
}

/** The colours of the face's skin alone: the face's colours near their middle one. */
export function skinOf(photo: Rgb, body: Body, frame: Frame): number[][] {
  const colours = faceColours(photo, body, frame);
  if (!colours.length) return [];
  const middle = [0, 1, 2].map((ch) => {
    const values = colours.map((c) => c[ch]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  });
  return colours.filter((c) => near([middle], c, SKIN_COLOUR * 1.5));
}

/**
 * Whether a colour is skin: near the face's own colours, or (no face seen) a common skin rule in
 * YCbCr.
 */
export function skinColourTest(photo: Rgb, body: Body, frame: Frame) {
  const palette = skinOf(photo, body, frame);
  return (c: readonly number[]) => {
    if (palette.length) return near(palette, c, SKIN_COLOUR * 1.6);
    const [r, g, b] = c as [number, number, number];
    const cb = 128 - 0.1687 * r - 0.3313 * g + 0.5 * b;
    const cr = 128 + 0.5 * r - 0.4187 * g - 0.0813 * b;
    return cb > 77 && cb < 127 && cr > 133 && cr < 173;
  };
}
