import {
  detectKeypoints,
  detectPeople,
  KEYPOINTS,
  segmentPerson,
  type KeypointName,
  type Person,
  type Rgb,
} from './body-models';

export type Pt = { x: number; y: number };
/**
 * A person on a picture as the fitting sees them: the keypoints it trusts, the silhouette
 * (0–255 per pixel, null when the segmentation found nothing usable) and how many other people
 * are on the picture.
 */
export type Body = {
  width: number;
  height: number;
  points: Partial<Record<KeypointName, Pt>>;
  silhouette: Uint8Array | null;
  others: number;
};

/** Keypoints below this confidence are not trusted. */
const POINT_MIN_SCORE = 0.3;
/** A detection below this confidence is not a person. */
const PERSON_MIN_SCORE = 0.2;
/** Another person counts when their box is at least this share of the chosen one's. */
const OTHER_PERSON_SHARE = 0.3;

const area = (p: Person) => Math.max(0, p.box.width) * Math.max(0, p.box.height);
const trusted = (p: Person) => p.keypoints.filter((k) => k.score >= POINT_MIN_SCORE).length;

/**
 * Finds the most prominent person (the largest confident one) and reads their pose and silhouette
 * on a crop around them, so a small person on a wide photo is read at the models' full size.
 * Answers null when nobody is on the picture.
 */
export async function findBody(photo: Rgb): Promise<Body | null> {
  const people = (await detectPeople(photo)).filter(
    (p) => p.score >= PERSON_MIN_SCORE && trusted(p) >= 5,
  );
  const main = people.reduce<Person | null>(
    (best, p) => (!best || area(p) * p.score > area(best) * best.score ? p : best),
    null,
  );
  if (!main) return null;
  const others = people.filter((p) => p !== main && area(p) >= area(main) * OTHER_PERSON_SHARE);

  const side = Math.max(main.box.width, main.box.height) * 1.3;
  const box = {
    left: main.box.left + main.box.width / 2 - side / 2,
    top: main.box.top + main.box.height / 2 - side / 2,
    side,
  };
  const [precise, silhouette] = await Promise.all([
    detectKeypoints(photo, box),
    segmentPerson(photo, box),
  ]);
  // The crop's model is the more precise, unless a neighbour in the crop drew it away: then the
  // whole-picture model's reading of the chosen person is kept.
  const strays = precise.filter((k, i) => {
    const coarse = main.keypoints[i]!;
    return (
      k.score >= POINT_MIN_SCORE &&
      coarse.score >= POINT_MIN_SCORE &&
      Math.hypot(k.x - coarse.x, k.y - coarse.y) > side * 0.12
    );
  }).length;
  const sources = strays >= 3 ? [main.keypoints] : [precise, main.keypoints];
  const points: Body['points'] = {};
  KEYPOINTS.forEach((name, i) => {
    const best = sources.map((s) => s[i]!).find((k) => k.score >= POINT_MIN_SCORE);
    if (best) points[name] = { x: best.x, y: best.y };
  });
  // Neighbours stand in the crop too: the silhouette is kept to the chosen person's own box.
  if (others.length) keepInside(silhouette, photo.width, main.box, side * 0.06);
  if (!isPerson(points)) return null;
  return {
    width: photo.width,
    height: photo.height,
    points,
    silhouette: coverage(silhouette) > 0.002 ? silhouette : null,
    others: others.length,
  };
}

/** A head with a shoulder, or two of shoulders and hips: enough body to dress. */
function isPerson(points: Body['points']): boolean {
  const torso = ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'].filter(
    (k) => points[k as KeypointName],
  ).length;
  return torso >= 2 || (!!points.nose && torso >= 1);
}

function keepInside(mask: Uint8Array, width: number, box: Person['box'], margin: number) {
  const left = box.left - margin;
  const right = box.left + box.width + margin;
  const top = box.top - margin;
  const bottom = box.top + box.height + margin;
  for (let i = 0; i < mask.length; i++) {
    const x = i % width;
    const y = (i - x) / width;
    if (x < left || x > right || y < top || y > bottom) mask[i] = 0;
  }
}

function coverage(mask: Uint8Array): number {
  let inside = 0;
  for (let i = 0; i < mask.length; i += 7) if (mask[i]! > 127) inside++;
  return inside / (mask.length / 7);
}
