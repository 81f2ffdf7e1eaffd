import { detectPeople, type Rgb } from './body-models';
import { rgbOf } from './fit-outfit';

/** A face point counts when the model is this sure of it (as the body's points in body.ts). */
const FACE_POINT_MIN_SCORE = 0.3;
const PERSON_MIN_SCORE = 0.2;
/** The models read a picture at this size; a face for an avatar needs no more. */
const FACE_SIDE = 768;

/** Where a face is on a picture, as shares of its width and height (0 to 1). */
export type Focus = { x: number; y: number };

/**
 * The face of the most confident person on a picture: the mean of their nose, eyes and ears that
 * the pose model is sure of, or null when nobody's face is found. Used to centre an avatar.
 */
export async function findFaceIn(rgb: Rgb): Promise<Focus | null> {
  for (const person of await detectPeople(rgb)) {
    if (person.score < PERSON_MIN_SCORE) continue;
    const face = person.keypoints
      .slice(0, 5)
      .filter((point) => point.score >= FACE_POINT_MIN_SCORE);
    if (face.length < 2) continue;
    const x = face.reduce((sum, point) => sum + point.x, 0) / face.length;
    const y = face.reduce((sum, point) => sum + point.y, 0) / face.length;
    return { x: clamp01(x / rgb.width), y: clamp01(y / rgb.height) };
  }
  return null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** findFaceIn on an encoded picture (runs on the fitting thread). */
export async function findFace(picture: Buffer): Promise<Focus | null> {
  return findFaceIn(await rgbOf(picture, FACE_SIDE));
}
