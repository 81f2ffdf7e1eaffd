import type { Category, GarmentKind } from '@shop/contract';
import type { Body, Pt } from '../fitting/body';
import { add, frameOf, type Frame } from '../fitting/body-frame';
import type { Rgb } from '../fitting/body-models';
import { hairPixels } from '../fitting/hair';
import { colourAt, faceRadius, near, SKIN_COLOUR, skinOf } from '../fitting/photo-colours';
import { coverage, fillSmallHoles, keepLargeParts, smooth, type Mask } from './mask-tools';
import { floodFill } from '../flood-fill';

/** How far (sum of channel differences) a pixel may be from the garment's sampled colours. */
const GARMENT_COLOUR = 66;

export type Worn = { mask: Mask; slot: Category; kind: GarmentKind | null };

/** A few colours of the garment around a point where it surely is, without the skin's. */
function paletteAt(photo: Rgb, at: Pt, radius: number, skin: number[][]) {
  const colours: number[][] = [];
  const seeds: number[] = [];
  const step = Math.max(1, Math.round(radius / 4));
  for (let dy = -radius; dy <= radius; dy += step)
    for (let dx = -radius; dx <= radius; dx += step) {
      const x = Math.round(at.x + dx);
      const y = Math.round(at.y + dy);
      if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
      const c = colourAt(photo, y * photo.width + x);
      if (near(skin, c, SKIN_COLOUR)) continue;
      colours.push(c);
      seeds.push(y * photo.width + x);
    }
  return { colours, seeds };
}

/** Whether p lies within r of the segment a → b. */
function inCapsule(p: Pt, a: Pt, b: Pt, r: number): boolean {
  const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1;
  const t = Math.max(
    0,
    Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2),
  );
  return Math.hypot(p.x - a.x - (b.x - a.x) * t, p.y - a.y - (b.y - a.y) * t) <= r;
}

/**
 * Where on the photo clothes can be: around the torso, along the arms and legs, and between the
 * legs down to the knees (a skirt, a dress). The silhouette's blobby edge takes in the backdrop
 * between an arm and the body; these corridors leave it out.
 */
function corridors(frame: Frame): (p: Pt) => boolean {
  const { shoulders, hips, knees, span } = frame;
  const capsules: [Pt, Pt, number][] = [];
  const top = shoulders?.mid ?? hips?.mid;
  const bottom = hips?.mid ?? (top && add(top, frame.down, frame.torso));
  if (top && bottom) capsules.push([top, bottom, span * 0.72]);
  for (const arm of frame.arms)
    for (let i = 1; i < arm.length; i++) capsules.push([arm[i - 1]!, arm[i]!, span * 0.2]);
  for (const leg of frame.legs)
    for (let i = 1; i < leg.length; i++) capsules.push([leg[i - 1]!, leg[i]!, span * 0.3]);
  if (hips && knees) capsules.push([hips.mid, knees.mid, span * 0.75]);
  return (p) => capsules.some(([a, b, r]) => inCapsule(p, a, b, r));
}

/**
 * What of the person may never be the garment: the face (an ellipse around it), everything above
 * the neckline, the hair, and the skin's colours (checked per pixel by the grower).
 */
function forbiddenOf(photo: Rgb, body: Body, frame: Frame): Uint8Array {
  const { width, height } = photo;
  const out = new Uint8Array(width * height);
  const hair = hairPixels(photo, body, frame);
  const face = frame.faceCentre;
  const r = faceRadius(body, frame);
  const neck = frame.shoulders ? add(frame.shoulders.mid, frame.up, frame.span * 0.06) : null;
  const inBody = corridors(frame);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inFace = face && ((x - face.x) / (r * 1.3)) ** 2 + ((y - face.y) / (r * 1.6)) ** 2 < 1;
      const aboveNeck = neck && (x - neck.x) * frame.down.x + (y - neck.y) * frame.down.y < 0;
      if (inFace || aboveNeck || (hair && hair[i]) || body.silhouette![i]! <= 127) out[i] = 1;
      else if (!inBody({ x, y })) out[i] = 1;
    }
  return out;
}

/** The person's pixels in the garment's colours reached from its seeds (a flood fill). */
function grow(
  photo: Rgb,
  seeds: number[],
  colours: { garment: number[][]; skin: number[][] },
  forbidden: Uint8Array,
): Mask {
  const { width, height } = photo;
  const data = floodFill(width, height, seeds, (i) => {
    if (forbidden[i]) return false;
    const c = colourAt(photo, i);
    return near(colours.garment, c, GARMENT_COLOUR) && !near(colours.skin, c, SKIN_COLOUR);
  });
  return { data, width, height };
}

const on = (mask: Mask, p: Pt, r: number) => {
  let hits = 0;
  let all = 0;
  for (let dy = -r; dy <= r; dy += Math.max(1, r)) {
    for (let dx = -r; dx <= r; dx += Math.max(1, r)) {
      const x = Math.round(p.x + dx);
      const y = Math.round(p.y + dy);
      all++;
      if (x >= 0 && y >= 0 && x < mask.width && y < mask.height && mask.data[y * mask.width + x])
        hits++;
    }
  }
  return hits / all >= 0.5;
};

/** The share of a limb segment the garment covers, from a → b, sampled. */
function covered(mask: Mask, a: Pt, b: Pt, r: number): number {
  let hits = 0;
  for (let k = 1; k <= 10; k++)
    if (on(mask, add(a, { x: b.x - a.x, y: b.y - a.y }, k / 10), r)) hits++;
  return hits / 10;
}

/**
 * A top's kind from the arms it covers: to the wrist or past the elbow long sleeves (a jacket
 * when it is open over another top, a coat when it also reaches well past the hips), short
 * sleeves a T-shirt, bare shoulders a blouse («топ»).
 */
function topKind(mask: Mask, frame: Frame, open: boolean): GarmentKind {
  const r = Math.max(1, Math.round(frame.span * 0.04));
  const arms = frame.arms.filter((a) => a.length >= 2);
  const upper = arms.map((a) => covered(mask, a[0]!, a[1]!, r));
  const lower = arms.filter((a) => a.length >= 3).map((a) => covered(mask, a[1]!, a[2]!, r));
  const elbows = arms.filter((a) => on(mask, a[1]!, r)).length;
  const mean = (v: number[]) => (v.length ? v.reduce((s, x) => s + x, 0) / v.length : -1);
  const hips = frame.hips;
  const longHem = !!hips && on(mask, add(hips.mid, frame.down, frame.torso * 0.45), r);
  const longSleeves = lower.length ? mean(lower) >= 0.6 : arms.length > 0 && elbows === arms.length;
  if (longSleeves) return longHem ? 'coat' : open ? 'jacket' : 'shirt';
  if (mean(upper) >= 0.3) return 'tshirt';
  return upper.length ? 'blouse' : 'tshirt';
}

/**
 * How the garment covers the legs: the shins' share (-1 unseen), the thighs', and the share of
 * the line between the thighs (below the crotch, above the knees) it covers: a skirt or a dress
 * spans it, trousers and shorts part there.
 */
function legCover(mask: Mask, frame: Frame) {
  const r = Math.max(1, Math.round(frame.span * 0.04));
  const legs = frame.legs.filter((l) => l.length >= 2);
  const shins = legs.filter((l) => l.length >= 3).map((l) => covered(mask, l[1]!, l[2]!, r));
  const thighs = legs.map((l) => covered(mask, l[0]!, l[1]!, r));
  const hips = frame.hips?.mid;
  const knees = frame.knees?.mid ?? (hips && add(hips, frame.down, frame.torso * 0.9));
  const along = (k: number) => add(hips!, { x: knees!.x - hips!.x, y: knees!.y - hips!.y }, k);
  const thin = Math.max(1, Math.round(frame.span * 0.015));
  const shin = shins.length ? Math.min(...shins) : -1;
  return {
    shin,
    thigh: thighs.length ? Math.min(...thighs) : 0,
    // Down to the ankles it is taken for trousers: the silhouette fills the gap between legs
    // that stand close, so a maxi skirt and trousers look alike here.
    between: shin < 0.6 && hips && knees ? covered(mask, along(0.4), along(0.85), thin) : 0,
  };
}

function bottomKind(mask: Mask, frame: Frame, denim: boolean): GarmentKind {
  const { shin, thigh, between } = legCover(mask, frame);
  if (between >= 0.8) return 'skirt';
  if (shin >= 0.6 || (shin < 0 && thigh >= 0.9)) return denim ? 'jeans' : 'trousers';
  return thigh < 0.5 ? 'skirt' : 'shorts';
}

/** Clears the mask beyond the line through `at` across the torso: below it (1) or above (-1). */
function cutAcross(mask: Mask, at: Pt, frame: Frame, side: 1 | -1) {
  for (let i = 0; i < mask.data.length; i++) {
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    if (((x - at.x) * frame.down.x + (y - at.y) * frame.down.y) * side > 0) mask.data[i] = 0;
  }
}

/**
 * The garment a person wears on the photo — the largest clothed region: the top (grown from the
 * chest in its colours), the bottom (from the thighs), or a dress when the top's region reaches
 * the thighs — without the face, hair, skin or backdrop. Null when no region is large enough to
 * be what the photo is about (a face close-up).
 */
export async function wornGarment(
  photo: Rgb,
  body: Body,
  isDenim: (mask: Mask) => boolean,
): Promise<Worn | null> {
  if (!body.silhouette) return null;
  const frame = frameOf(body);
  const skin = skinOf(photo, body, frame);
  const forbidden = forbiddenOf(photo, body, frame);
  const radius = Math.max(2, Math.round(frame.span * 0.08));
  const grower = (seeds: number[], colours: number[][]) =>
    grow(photo, seeds, { garment: colours, skin }, forbidden);
  const top = topRegion(photo, frame, skin, radius, grower);
  const bottom = bottomRegion(photo, frame, skin, radius, grower);
  for (const region of [top, bottom]) if (region) await clean(region.mask, frame, forbidden);
  const minArea = (frame.span * frame.span * 0.35) / (photo.width * photo.height);
  if (top && bottom && on(top.mask, bottom.seedsAt, radius)) {
    // One colour from the chest to the thighs: a dress, unless it parts into two trouser legs
    // (a top and trousers of one colour): then each is cut at the hips and the larger wins.
    if (legCover(top.mask, frame).between >= 0.8)
      return coverage(top.mask) < minArea ? null : { mask: top.mask, slot: 'top', kind: 'dress' };
    cutAcross(top.mask, add(frame.hips!.mid, frame.down, frame.torso * 0.1), frame, 1);
    cutAcross(bottom.mask, add(frame.hips!.mid, frame.up, frame.torso * 0.12), frame, -1);
  }
  const chosen = [top, bottom]
    .filter((r) => r && coverage(r.mask) >= minArea)
    .sort((a, b) => coverage(b!.mask) - coverage(a!.mask))[0];
  if (!chosen) return null;
  const kind =
    chosen.slot === 'top'
      ? topKind(chosen.mask, frame, !!chosen.open)
      : bottomKind(chosen.mask, frame, isDenim(chosen.mask));
  return { mask: chosen.mask, slot: chosen.slot, kind };
}

type Region = { mask: Mask; slot: Category; seedsAt: Pt; open?: boolean };
type Grower = (seeds: number[], colours: number[][]) => Mask;

const medianOf = (colours: number[][]) =>
  [0, 1, 2].map((ch) => colours.map((c) => c[ch]!).sort((a, b) => a - b)[colours.length >> 1]!);

/**
 * The top, grown from the chest's middle and from points out to each side: the largest region,
 * joined by the others of its colour (the two fronts of an open coat). Open when
 * it leaves the chest's middle out (a jacket over another top).
 */
function topRegion(photo: Rgb, frame: Frame, skin: number[][], radius: number, grow: Grower) {
  if (!frame.shoulders) return null;
  const chest = add(frame.shoulders.mid, frame.down, frame.torso * 0.35);
  const across = { x: -frame.down.y, y: frame.down.x };
  const tops = [0, -0.3, 0.3, -0.45, 0.45].flatMap((k) => {
    const at = add(chest, across, frame.span * k);
    const { colours, seeds } = paletteAt(photo, at, radius, skin);
    if (!colours.length) return [];
    const mask = grow(seeds, colours);
    return [{ mask, at, median: medianOf(colours), area: coverage(mask) }];
  });
  const largest = tops.sort((a, b) => b.area - a.area)[0];
  if (!largest) return null;
  for (const other of tops.slice(1))
    if (near([largest.median], other.median, GARMENT_COLOUR))
      for (let i = 0; i < other.mask.data.length; i++)
        if (other.mask.data[i]) largest.mask.data[i] = 255;
  const open = !on(largest.mask, chest, radius);
  return { mask: largest.mask, slot: 'top', seedsAt: largest.at, open } satisfies Region;
}

/** The bottom, grown from both thighs in their colours. */
function bottomRegion(photo: Rgb, frame: Frame, skin: number[][], radius: number, grow: Grower) {
  const legs = frame.legs.filter((l) => l.length >= 2);
  if (!frame.hips || legs.length !== 2) return null;
  const thighs = legs.map((l) => add(l[0]!, { x: l[1]!.x - l[0]!.x, y: l[1]!.y - l[0]!.y }, 0.3));
  const sampled = thighs.map((t) => paletteAt(photo, t, Math.round(radius * 0.8), skin));
  const colours = sampled.flatMap((s) => s.colours);
  if (!colours.length) return null;
  const mask = grow(
    sampled.flatMap((s) => s.seeds),
    colours,
  );
  return { mask, slot: 'bottom', seedsAt: thighs[0]! } satisfies Region;
}

/**
 * Smooths a region, drops the strips along the silhouette's edge where the backdrop is of the
 * garment's colour (thinner than any part of a garment: an opening), keeps its large parts and
 * clears what may never be the garment again.
 */
async function clean(mask: Mask, frame: Frame, forbidden: Uint8Array) {
  await smooth(mask, Math.max(1, frame.span * 0.01));
  const before = mask.data.slice();
  await smooth(mask, Math.max(1, frame.span * 0.025), 235);
  await smooth(mask, Math.max(1, frame.span * 0.025), 20);
  for (let i = 0; i < before.length; i++) if (!before[i]) mask.data[i] = 0;
  keepLargeParts(mask, 0.25);
  fillSmallHoles(mask, 0.004);
  for (let i = 0; i < forbidden.length; i++) if (forbidden[i]) mask.data[i] = 0;
}
