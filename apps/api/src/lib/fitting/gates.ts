import type { FigureReason } from '@shop/contract';
import type { Body, Pt } from './body';
import { dist, type Frame } from './body-frame';
import type { Rgb } from './body-models';
import { visibleAlpha, type DressedLayer, type DressMasks } from './dress';
import { HEM_POSITIONS } from './garment-form';
import { hairCovered, headCovered } from './gates-head';
import { colourAt, skinColourTest } from './photo-colours';

/**
 * What was measured on a photo dressed by the fitting, each a share (0–1) or an angle: how much of
 * the head a garment reaches over, how much of the person's own clothing still shows where the new
 * clothes are meant to be, whether the legs and arms are in a pose a flat picture can follow,
 * whether each shoe stands on a foot, how far a garment stands outside the body.
 */
export type GateValues = {
  head_covered: number;
  hair_covered: number;
  old_clothes: number;
  legs_uncovered: number;
  see_through: number;
  knee_angle: number;
  torso_tilt: number;
  arm_raised: number;
  shoe_off_foot: number;
  feet_uncovered: number;
  hem_unseen: number;
  outside_body: number;
};

/** Past these a result looks pasted on rather than worn (set on the bench's photographs). */
export const GATE_LIMITS = {
  head_covered: 0.06,
  hair_covered: 0.3,
  old_clothes: 0.1,
  legs_uncovered: 0.1,
  see_through: 0.2,
  /** Degrees: a leg bent more than this (hip–knee–ankle) is seated or in motion. */
  knee_angle: 35,
  /** Degrees of the torso away from upright. */
  torso_tilt: 30,
  arm_raised: 0,
  shoe_off_foot: 0,
  feet_uncovered: 0.45,
  hem_unseen: 0,
  outside_body: 0.18,
} as const satisfies GateValues;

export type GateVerdict = { values: GateValues; reason: FigureReason | null };

const along = (q: Pt, origin: Pt, axis: Pt) =>
  (q.x - origin.x) * axis.x + (q.y - origin.y) * axis.y;

/** Angle in degrees between two directions. */
const angle = (a: Pt, b: Pt) => {
  const cos = (a.x * b.x + a.y * b.y) / ((Math.hypot(a.x, a.y) || 1) * (Math.hypot(b.x, b.y) || 1));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
};

/** How far a point lies past the picture's edge, in `length`s (0 on the picture). */
const pastEdge = (body: Body, q: Pt, length: number) =>
  Math.max(0, -q.x, -q.y, q.x - body.width, q.y - body.height) / Math.max(1, length);

/** How much of each pixel the new clothes cover, all layers together. */
function coverage(layers: DressedLayer[], masks: DressMasks, size: number) {
  const out = new Float32Array(size);
  for (const layer of layers)
    for (let i = 0; i < size; i++) {
      if (layer.pixels.data[i * 4 + 3] === 0) continue;
      const a = visibleAlpha(layer, masks, i);
      out[i] = 1 - (1 - out[i]!) * (1 - a);
    }
  return out;
}

/**
 * The person's own clothing still seen where the new clothes are meant to be: within the bands
 * the chosen garments span (the torso for a top, hips to ankles for a bottom or a dress), the
 * silhouette's pixels neither covered by them nor skin nor the face or a hand, as a share of the band — over
 * the torso with the arms beside it (a long sleeve under a short one), and over the legs (a dress
 * or a skirt beside trouser legs).
 */
function oldClothes(
  photo: Rgb,
  body: Body,
  frame: Frame,
  layers: DressedLayer[],
  masks: DressMasks,
): { torso: number; legs: number } {
  const mask = body.silhouette;
  const { shoulders, hips } = frame;
  if (!mask || !shoulders) return { torso: 0, legs: 0 };
  const covered = coverage(layers, masks, body.width * body.height);
  const skinColour = skinColourTest(photo, body, frame);
  const isSkin = (i: number) => skinColour(colourAt(photo, i));
  const down = frame.down;
  const origin = shoulders.mid;
  const hipAt = hips ? along(hips.mid, origin, down) : frame.torso;
  const ankles = frame.legs.map((l) => l[2]).filter((q): q is Pt => !!q);
  const ankleAt = ankles.length
    ? Math.min(...ankles.map((q) => along(q, origin, down))) - frame.torso * 0.12
    : body.height;
  const hasTop = layers.some((l) => l.garment.slot === 'top');
  const hasBottom = layers.some(
    (l) => l.garment.slot === 'bottom' || l.garment.form.cut === 'dress',
  );
  const torso: [number, number] = [frame.span * 0.15, hipAt - frame.torso * 0.12];
  const legs: [number, number] = [hipAt + frame.torso * 0.1, ankleAt];
  const tally = { torso: [0, 0], legs: [0, 0] };
  const step = Math.max(1, Math.round(Math.max(body.width, body.height) / 320));
  for (let y = 0; y < body.height; y += step)
    for (let x = 0; x < body.width; x += step) {
      const i = y * body.width + x;
      // A sleeve of the photo's own on a forearm shows as much as any other clothing.
      if (mask[i]! <= 127 || masks.front[i]! > 0.3) continue;
      const t = along({ x, y }, origin, down);
      const band =
        hasTop && t >= torso[0] && t <= torso[1]
          ? tally.torso
          : hasBottom && t >= legs[0] && t <= legs[1]
            ? tally.legs
            : null;
      if (!band) continue;
      band[0]!++;
      if (covered[i]! < 0.6 && !isSkin(i)) band[1]!++;
    }
  const share = ([seen, shows]: number[]) => (seen ? shows! / seen : 0);
  return { torso: share(tally.torso), legs: share(tally.legs) };
}

/** A garment picture partly transparent inside its outline shows what is under it. */
function seeThrough(layers: DressedLayer[]): number {
  let solid = 0;
  let faint = 0;
  for (const layer of layers) {
    if (layer.garment.slot !== 'top' && layer.garment.slot !== 'bottom') continue;
    const { data, width, height } = layer.pixels;
    for (let y = 2; y < height - 2; y += 2)
      for (let x = 2; x < width - 2; x += 2) {
        const i = y * width + x;
        const a = data[i * 4 + 3]!;
        if (a === 0) continue;
        // Inside: the pixels around are all part of the garment (its edge is meant to be soft).
        const around = [i - 2, i + 2, i - 2 * width, i + 2 * width];
        if (around.some((j) => data[j * 4 + 3]! < 20)) continue;
        solid++;
        if (a < 200) faint++;
      }
  }
  return solid ? faint / solid : 0;
}

const onPicture = (body: Body, points: Pt[]) =>
  points.every((q) => q.x >= 0 && q.y >= 0 && q.x < body.width && q.y < body.height);
/** Whether a point is on the picture at least `margin` from its left, right and bottom edges. */
const inside = (body: Body, q: Pt, margin: number) =>
  q.x >= margin && q.x < body.width - margin && q.y < body.height - margin;

/**
 * The most bent knee (180 − the hip–knee–ankle angle) of the legs on the picture, the torso's
 * tilt, an arm a sleeve cannot follow.
 */
function pose(body: Body, frame: Frame) {
  let knee = 0;
  for (const leg of frame.legs)
    if (leg.length === 3 && onPicture(body, leg)) {
      const thigh = { x: leg[1]!.x - leg[0]!.x, y: leg[1]!.y - leg[0]!.y };
      const shin = { x: leg[2]!.x - leg[1]!.x, y: leg[2]!.y - leg[1]!.y };
      knee = Math.max(knee, angle(thigh, shin));
    }
  // A thigh far off the body's axis is seated or raised, whether or not its shin is seen.
  let thigh = 0;
  for (const [hip, kneePoint] of frame.legs)
    if (hip && kneePoint && pastEdge(body, kneePoint, dist(hip, kneePoint)) <= 1 / 6)
      thigh = Math.max(
        thigh,
        angle({ x: kneePoint.x - hip.x, y: kneePoint.y - hip.y }, frame.down),
      );
  const tilt = frame.shoulders && frame.hips ? angle(frame.up, { x: 0, y: -1 }) : 0;
  // An arm whose elbow is above its shoulder, or not seen though the shoulder is on the picture
  // (hidden behind the head or the body): a sleeve has no arm to follow.
  const raised = frame.arms.some((arm) =>
    arm.length >= 2
      ? along(arm[1]!, arm[0]!, frame.up) > frame.torso * 0.1
      : arm.length === 1 && inside(body, arm[0]!, frame.span * 0.6),
  );
  return { knee, thigh, tilt, raised: raised ? 1 : 0 };
}

/**
 * 1 when shoes are drawn where no foot is: an ankle not seen, or less than two thirds of the
 * shoes' pixels near an ankle (from a little above it to below the foot).
 */
function shoeOffFoot(body: Body, frame: Frame, layers: DressedLayer[], masks: DressMasks) {
  const shoes = layers.filter((l) => l.garment.slot === 'footwear');
  if (!shoes.length) return 0;
  const feet = frame.legs.map((l) => ({
    ankle: l[2],
    shin: l[1] && l[2] ? dist(l[1], l[2]) : frame.torso * 0.8,
  }));
  if (feet.some((f) => !f.ankle)) return 1;
  let all = 0;
  let onFoot = 0;
  for (let i = 0; i < body.width * body.height; i += 3) {
    if (!shoes.some((l) => visibleAlpha(l, masks, i) >= 0.5)) continue;
    all++;
    const q = { x: i % body.width, y: Math.floor(i / body.width) };
    if (
      feet.some(
        ({ ankle, shin }) =>
          dist(ankle!, q) < shin * 0.7 && along(q, ankle!, frame.down) > -shin * 0.3,
      )
    )
      onFoot++;
  }
  return !all || onFoot / all < 0.66 ? 1 : 0;
}

/**
 * With new shoes on: the share of the person below each ankle (the foot and what is on it) that
 * no new garment covers — the old shoes beside or above the new ones.
 */
function feetUncovered(body: Body, frame: Frame, layers: DressedLayer[], masks: DressMasks) {
  const mask = body.silhouette;
  if (!mask || !layers.some((l) => l.garment.slot === 'footwear')) return 0;
  const covered = coverage(layers, masks, body.width * body.height);
  const across = { x: -frame.down.y, y: frame.down.x };
  let [all, bare] = [0, 0];
  for (const leg of frame.legs) {
    const [knee, ankle] = [leg[1], leg[2]];
    if (!ankle) continue;
    const shin = knee ? dist(knee, ankle) : frame.torso * 0.8;
    const r = Math.ceil(shin * 0.5);
    for (let y = Math.max(0, Math.floor(ankle.y - r)); y < Math.min(body.height, ankle.y + r); y++)
      for (
        let x = Math.max(0, Math.floor(ankle.x - r));
        x < Math.min(body.width, ankle.x + r);
        x++
      ) {
        const q = { x, y };
        const down = along(q, ankle, frame.down);
        if (
          down < shin * 0.05 ||
          down > shin * 0.4 ||
          Math.abs(along(q, ankle, across)) > shin * 0.3
        )
          continue;
        const i = y * body.width + x;
        if (mask[i]! <= 127) continue;
        all++;
        if (covered[i]! < 0.5) bare++;
      }
  }
  return all ? bare / all : 0;
}

/** The share of the flowing garments' pixels (dresses, skirts, coats) outside the body with ease. */
function outsideBody(body: Body, frame: Frame, layers: DressedLayer[], masks: DressMasks) {
  const mask = body.silhouette;
  if (!mask) return 0;
  const reach = Math.round(frame.span * 0.25);
  const flowing = layers.filter(
    (l) => !l.clip && (l.garment.slot === 'top' || l.garment.slot === 'bottom'),
  );
  let all = 0;
  let outside = 0;
  const w = body.width;
  for (const layer of flowing)
    for (let i = 0; i < w * body.height; i += 2) {
      if (visibleAlpha(layer, masks, i) < 0.5) continue;
      all++;
      const x = i % w;
      const y = Math.floor(i / w);
      let inside = false;
      for (let dx = -reach; dx <= reach && !inside; dx += Math.max(1, reach >> 2)) {
        const xx = x + dx;
        if (xx >= 0 && xx < w && mask[y * w + xx]! > 127) inside = true;
      }
      if (!inside) outside++;
    }
  return all ? outside / all : 0;
}

/**
 * With a dress or a skirt: 1 when the photo ends above the knees, so its length cannot be shown
 * (it would read as a top or a belt). The pose model still places knees below a photo's edge;
 * a knee more than a sixth of its thigh past the edge is not on the photo.
 */
function hemUnseen(body: Body, frame: Frame, layers: DressedLayer[]) {
  if (!layers.some((l) => l.garment.form.cut === 'dress' || l.garment.form.cut === 'skirt'))
    return 0;
  const { knees, hips } = frame;
  if (!knees || !hips) return 1;
  const thigh = dist(hips.mid, knees.mid);
  return pastEdge(body, knees.a, thigh) > 1 / 6 || pastEdge(body, knees.b, thigh) > 1 / 6 ? 1 : 0;
}

/**
 * Measures a photo dressed by the fitting and says whether it is credible as a sketch on the
 * photo, or which reason sends the outfit to the shopper's figure instead.
 */
export function judgeDressedPhoto(
  photo: Rgb,
  body: Body,
  frame: Frame,
  layers: DressedLayer[],
  masks: DressMasks,
): GateVerdict {
  const clothes = oldClothes(photo, body, frame, layers, masks);
  const bent = pose(body, frame);
  const dressed = (slot: string) => layers.some((l) => l.garment.slot === slot);
  const hasDress = layers.some((l) => l.garment.form.cut === 'dress');
  const values: GateValues = {
    head_covered: headCovered(body, frame, layers),
    hair_covered: hairCovered(photo, body, frame, layers, masks),
    old_clothes: clothes.torso,
    legs_uncovered: clothes.legs,
    see_through: seeThrough(layers),
    // A seated thigh leaves a skirt, trousers or shoes no true shape; a top above it is not moved.
    knee_angle: Math.max(
      dressed('bottom') || dressed('footwear') || dressed('top') ? bent.knee : 0,
      dressed('bottom') || dressed('footwear') || hasDress ? bent.thigh : 0,
    ),
    torso_tilt: bent.tilt,
    arm_raised: dressed('top') ? bent.raised : 0,
    shoe_off_foot: shoeOffFoot(body, frame, layers, masks),
    feet_uncovered: feetUncovered(body, frame, layers, masks),
    hem_unseen: hemUnseen(body, frame, layers),
    outside_body: outsideBody(body, frame, layers, masks),
  };
  const over = (key: keyof GateValues) => values[key] > GATE_LIMITS[key];
  // Trousers to the ankles leave nothing of the legs band below them: what shows there is beside
  // or between their legs — a dress or a skirt (below shorts it may be longer shorts).
  const trousers = layers.some(
    (l) =>
      l.garment.form.cut === 'trousers' &&
      (l.garment.form.hem ?? HEM_POSITIONS.full) >= HEM_POSITIONS.cropped,
  );
  const reason: FigureReason | null =
    over('head_covered') || over('hair_covered')
      ? 'covers_face'
      : over('knee_angle') || over('torso_tilt') || over('arm_raised')
        ? 'pose'
        : over('hem_unseen')
          ? 'length_unseen'
          : trousers && over('legs_uncovered')
            ? 'dress_under_trousers'
            : over('old_clothes') ||
                over('legs_uncovered') ||
                over('see_through') ||
                over('feet_uncovered')
              ? 'old_clothes_show'
              : over('shoe_off_foot')
                ? 'feet_unseen'
                : over('outside_body')
                  ? 'outside_body'
                  : null;
  return { values, reason };
}
