import sharp from 'sharp';
import type { Category } from '@shop/contract';
import type { Body, Pt } from './body';
import { add, dist, frameOf, unit, type Frame } from './body-frame';
import { hairOf } from './hair';
import { faceRadius, skinColourTest } from './photo-colours';
import { lightOf } from './photo-light';
import type { Rgba } from './warp';
import { fitAccessory } from './accessory-fits';
import { OPEN_LAYER } from './garment-form';
import { emptyLayer, fitBottom, fitShoes, fitTop, type FittedGarment } from './garment-fits';

export type { FittedGarment } from './garment-fits';

/**
 * One garment's picture (or one piece of it: a top's body or its sleeves) warped onto the body,
 * before the face, arms and outline are applied. `overFace`: worn on the head or the neck (a cap,
 * glasses, a scarf), so in front of the face, the neck and hair.
 */
export type DressedLayer = {
  garment: FittedGarment;
  pixels: Rgba;
  behindArms: boolean;
  clip: boolean;
  overFace?: boolean;
};
/** What lies in front of the clothes (face, hair, hands: 0–1) and where tops may reach. */
export type DressMasks = {
  allowed: Float32Array | null;
  front: Float32Array;
  arms: Float32Array;
  light: Float32Array;
};
/**
 * The dressed picture, which slots were fitted and which the photo does not show, and the layers
 * and masks it was drawn from, so the try-on can measure whether the result is credible.
 */
export type DressOutcome = {
  rgb: Buffer;
  fitted: Category[];
  unseen: Category[];
  layers: DressedLayer[];
  masks: DressMasks;
};

/** The slots in the order they are named in notes (and, mostly, dressed). */
export const LAYERS: readonly Category[] = ['bottom', 'footwear', 'top', 'accessory', 'fragrance'];

/**
 * Where a garment goes in the stack, bottom-up as people dress: trousers, shoes over their hems,
 * the top next to the skin (knitwear over it), a belt, a jacket or coat over all that, a scarf
 * over the coat, a bag in the hand, then glasses and a cap on the head.
 */
function stackOrder(g: FittedGarment): number {
  const f = g.form;
  switch (f.cut) {
    case 'trousers':
    case 'skirt':
      return 0;
    case 'shoes':
      return 1;
    case 'top':
    case 'dress':
      return (f.layer >= OPEN_LAYER ? 4 : 2) + f.layer / 10;
    case 'belt':
      return 3;
    case 'scarf':
      return 5;
    case 'bag':
      return 6;
    case 'glasses':
      return 7;
    case 'cap':
      return 8;
    default:
      return 9;
  }
}
const layerOf = (g: FittedGarment) => ('layer' in g.form ? g.form.layer : 0);

type Photo = { data: Buffer; width: number; height: number };

function occluders(body: Body, frame: Frame) {
  const { width, height } = body;
  const face = new Float32Array(width * height);
  const arms = new Float32Array(width * height);
  const mask = body.silhouette;
  // An ellipse `along` long on `axis` and `across` wide, within the body.
  const stamp = (target: Float32Array, centre: Pt, along: number, across: number, axis: Pt) => {
    const r = Math.max(along, across);
    const x0 = Math.max(0, Math.floor(centre.x - r));
    const x1 = Math.min(width - 1, Math.ceil(centre.x + r));
    const y0 = Math.max(0, Math.floor(centre.y - r));
    const y1 = Math.min(height - 1, Math.ceil(centre.y + r));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const dx = x - centre.x;
        const dy = y - centre.y;
        const d = Math.hypot(
          (dx * axis.x + dy * axis.y) / along,
          (dy * axis.x - dx * axis.y) / across,
        );
        if (d >= 1) continue;
        const i = y * width + x;
        const edge = Math.min(1, (1 - d) * 4);
        const inBody = mask ? mask[i]! / 255 : 1;
        target[i] = Math.max(target[i]!, edge * inBody);
      }
  };
  const capsule = (target: Float32Array, a: Pt, b: Pt, r: number) => {
    const steps = Math.max(2, Math.ceil(dist(a, b) / (r * 0.5)));
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      stamp(target, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, r, r, frame.down);
    }
  };
  if (frame.faceCentre) {
    const r = faceRadius(body, frame);
    stamp(face, add(frame.faceCentre, frame.down, r * 0.25), r * 1.3, r, frame.down);
    // The neck shows above any collar: a top's picture carries its collar up from its shoulders,
    // which would reach the chin like a polo neck.
    if (frame.shoulders) {
      const neck = r * 0.5;
      const chin = add(frame.faceCentre, frame.down, r * 1.1);
      const base = add(frame.shoulders.mid, frame.down, -(frame.span * 0.06 + neck));
      if (dist(frame.faceCentre, base) > dist(frame.faceCentre, chin))
        capsule(face, chin, base, neck);
    }
  }
  // Forearms lie over what is worn (a hand on the belly, arms crossed); upper arms hang beside it.
  for (const arm of frame.arms) {
    if (arm.length >= 3) {
      capsule(arms, arm[1]!, arm[2]!, frame.span * 0.1);
      // The hand: about two thirds of the forearm long and a third of it wide, beyond the wrist
      // (no wider, or a hand hanging beside the hips would show the hips through the trousers).
      const forearm = dist(arm[1]!, arm[2]!);
      const axis = unit({ x: arm[2]!.x - arm[1]!.x, y: arm[2]!.y - arm[1]!.y });
      stamp(face, add(arm[2]!, axis, forearm * 0.3), forearm * 0.45, forearm * 0.24, axis);
    }
  }
  return { front: face, arms };
}

/** Where the widened outline lies on the blurred silhouette (0–1), and how wide its edge is. */
const EDGE_AT = 0.1;
const EDGE_WIDTH = 0.08;

/**
 * The silhouette widened by `radius` pixels, as 0–1: a crisp edge a pixel or two wide at the
 * widened outline (a fade over the whole widening drew a fitted jacket's sides blurred).
 */
async function widened(body: Body, radius: number): Promise<Float32Array | null> {
  if (!body.silhouette) return null;
  const blurred = await sharp(Buffer.from(body.silhouette), {
    raw: { width: body.width, height: body.height, channels: 1 },
  })
    .blur(Math.max(0.5, radius / 2))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Float32Array(body.width * body.height);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.min(
      1,
      Math.max(body.silhouette[i]! / 255, (blurred[i]! / 255 - EDGE_AT) / EDGE_WIDTH),
    );
  return out;
}

/**
 * Dresses the body on the photo: each garment's parts warped onto the body parts they belong to
 * (sleeves along the arms, trouser legs along the legs, a shoe on each foot), at the garment's own
 * length; layered as people dress; clipped to the silhouette; the face and hands, and the arms over
 * what is worn under them, kept in front; the photo's light and folds carried onto the fabric.
 * `drawn`: the body is the shop's drawn figure, not a photo.
 */
export async function dressBody(
  photo: Photo,
  body: Body,
  garments: FittedGarment[],
  { drawn = false }: { drawn?: boolean } = {},
): Promise<DressOutcome> {
  const frame = frameOf(body);
  const { width, height } = photo;
  const allowed = await widened(body, frame.span * 0.06);
  // A drawn figure's whole body models its light; on a photo, the skin is not the clothes.
  const light = lightOf(photo, body, drawn ? () => false : skinColourTest(photo, body, frame));
  const { front, arms } = occluders(body, frame);
  // Long hair over the shoulders is in front of a top, as the face is. A drawn figure's hair falls
  // behind its shoulders; read as a photo's, its outline strokes were taken for hair.
  const hair = drawn ? null : await hairOf(photo, body, frame);
  if (hair) for (let i = 0; i < front.length; i++) front[i] = Math.max(front[i]!, hair[i]!);
  const layers = dressLayers(body, frame, garments, width, height);
  const fitted = LAYERS.filter((slot) => layers.some((l) => l.garment.slot === slot));
  const unseen = LAYERS.filter(
    (slot) => !fitted.includes(slot) && garments.some((g) => g.slot === slot),
  );
  const rgb = Buffer.from(photo.data);
  const masks = { allowed, front, arms, light };
  for (const layer of layers) blend(rgb, layer, masks);
  return { rgb, fitted, unseen, layers, masks };
}

/** Each garment warped onto the body, in the order they are drawn (see `stackOrder`). */
function dressLayers(
  body: Body,
  frame: Frame,
  garments: FittedGarment[],
  width: number,
  height: number,
): DressedLayer[] {
  const layers: DressedLayer[] = [];
  const tops = garments.filter((g) => g.slot === 'top');
  const stack = [...garments].sort((a, b) => stackOrder(a) - stackOrder(b));
  for (const g of stack) {
    const pixels = emptyLayer(width, height);
    const cut = g.form.cut;
    if (cut === 'top' || cut === 'dress') {
      // A jacket or coat over another top is worn open, so the one under it shows.
      const open = layerOf(g) >= OPEN_LAYER && tops.some((t) => layerOf(t) < layerOf(g));
      const sleeves = emptyLayer(width, height);
      if (!fitTop(g, body, frame, pixels, sleeves, open)) continue;
      const flowing = cut === 'dress' || (g.form.hem ?? 0) > 1.5;
      layers.push({ garment: g, pixels, behindArms: true, clip: !flowing });
      layers.push({ garment: g, pixels: sleeves, behindArms: false, clip: true });
    } else if (cut === 'trousers' || cut === 'skirt') {
      if (!fitBottom(g, body, frame, pixels)) continue;
      layers.push({ garment: g, pixels, behindArms: true, clip: cut === 'trousers' });
    } else if (cut === 'shoes') {
      if (fitShoes(g, body, frame, pixels))
        layers.push({ garment: g, pixels, behindArms: false, clip: false });
    } else if (
      fitAccessory(
        g,
        body,
        frame,
        pixels,
        layers.map((l) => l.pixels),
      )
    ) {
      const overFace = cut === 'cap' || cut === 'glasses' || cut === 'scarf';
      layers.push({ garment: g, pixels, behindArms: false, clip: false, overFace });
    }
  }
  return layers;
}

/** How much of a layer's pixel shows once the face, the arms and the outline are applied. */
export function visibleAlpha(layer: DressedLayer, masks: DressMasks, i: number): number {
  let a = layer.pixels.data[i * 4 + 3]! / 255;
  if (a <= 0) return 0;
  if (!layer.overFace) a *= 1 - masks.front[i]!;
  if (layer.behindArms) a *= 1 - masks.arms[i]!;
  if (layer.clip && masks.allowed) a *= masks.allowed[i]!;
  return a;
}

function blend(rgb: Buffer, layer: DressedLayer, masks: DressMasks) {
  const data = layer.pixels.data;
  for (let i = 0; i < masks.light.length; i++) {
    const a = visibleAlpha(layer, masks, i);
    if (a <= 0.002) continue;
    const shade = Math.min(1.2, Math.max(0.75, masks.light[i]! ** 0.6));
    for (let ch = 0; ch < 3; ch++) {
      const v = Math.min(255, data[i * 4 + ch]! * shade);
      rgb[i * 3 + ch] = Math.round(rgb[i * 3 + ch]! * (1 - a) + v * a);
    }
  }
}
