import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fullLengthPhoto,
  kneeUpPhoto,
  landscapePhoto,
  peoplePhoto,
  waistUpPhoto,
} from '../../test/photos';
import { findBody, type Body, type Pt } from './body';
import {
  fitOnMannequin,
  fitOnPhoto,
  NO_PERSON_MESSAGE,
  prepareGarment,
  rgbOf,
  type OutfitGarment,
} from './fit-outfit';
import { demoGarment } from '../../test/garments';

type Scene = { before: Buffer; after: Buffer; width: number; height: number; body: Body };

/**
 * The photo and the fitting's sketch on it as raw RGB at the same size, with the body read on the
 * photo: the sketch the try-on shows, or the one its gates set aside for the figure (these tests
 * check how garments are fitted; gates.test.ts checks which photos are shown as sketches).
 */
async function dress(photoBytes: Buffer, garments: OutfitGarment[]): Promise<Scene> {
  const result = await fitOnPhoto(photoBytes, garments, { keepSketch: true });
  if (!result.ok) throw new Error(result.message.code);
  const sketch = result.rendering === 'photo_sketch' ? result.webp : result.setAside!;
  const photo = await rgbOf(photoBytes, 1024);
  const after = await sharp(sketch).removeAlpha().raw().toBuffer();
  return {
    before: photo.data,
    after,
    width: photo.width,
    height: photo.height,
    body: (await findBody(photo))!,
  };
}

const changed = (s: Scene, x: number, y: number) => {
  const i = (Math.round(y) * s.width + Math.round(x)) * 3;
  return (
    Math.abs(s.after[i]! - s.before[i]!) +
    Math.abs(s.after[i + 1]! - s.before[i + 1]!) +
    Math.abs(s.after[i + 2]! - s.before[i + 2]!)
  );
};

/** Mean colour change over a box, 0–765. */
function meanChange(s: Scene, box: { left: number; top: number; right: number; bottom: number }) {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.round(box.top)); y < Math.min(s.height, box.bottom); y++)
    for (let x = Math.max(0, Math.round(box.left)); x < Math.min(s.width, box.right); x++) {
      sum += changed(s, x, y);
      n++;
    }
  return n ? sum / n : 0;
}

/** The square of half-side r around a point. */
const around = (p: Pt, r: number) => ({
  left: p.x - r,
  right: p.x + r,
  top: p.y - r,
  bottom: p.y + r,
});

const lerp = (a: Pt, b: Pt, t: number): Pt => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

describe('fitting garments on photos of people', () => {
  let tshirt: OutfitGarment;
  let jeans: OutfitGarment;
  let trainers: OutfitGarment;
  beforeAll(async () => {
    [tshirt, jeans, trainers] = await Promise.all([
      demoGarment('top', 'tshirt', 'Базовая футболка'),
      demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#202020'),
      demoGarment('footwear', 'sneakers', 'Кроссовки беговые', '#f4f4f4'),
    ]);
  }, 60_000);

  it('leaves the face as it was and puts the T-shirt on the body', async () => {
    const s = await dress(await peoplePhoto('mirror-selfie'), [tshirt, jeans, trainers]);
    const { nose, leftEye, rightEye, leftShoulder, rightShoulder, leftHip, rightHip } =
      s.body.points;
    const eyes = Math.abs(leftEye!.x - rightEye!.x);
    const face = {
      left: nose!.x - eyes,
      right: nose!.x + eyes,
      top: nose!.y - eyes,
      bottom: nose!.y + eyes * 0.6,
    };
    expect(meanChange(s, face)).toBeLessThan(6);
    const chest = lerp(
      lerp(leftShoulder!, rightShoulder!, 0.5),
      lerp(leftHip!, rightHip!, 0.5),
      0.4,
    );
    expect(meanChange(s, around(chest, 8))).toBeGreaterThan(60);
  }, 60_000);

  it('ends a T-shirt at the base of the neck, not at the chin', async () => {
    const s = await dress(await fullLengthPhoto(), [tshirt]);
    const { nose, leftShoulder, rightShoulder } = s.body.points;
    const shoulders = lerp(leftShoulder!, rightShoulder!, 0.5);
    // Two thirds of the way from the nose down to the shoulders' line: the neck, below the chin.
    const neck = lerp(nose!, shoulders, 0.66);
    expect(meanChange(s, around(neck, 3))).toBeLessThan(15);
    expect(meanChange(s, around(lerp(shoulders, neck, -0.6), 3))).toBeGreaterThan(60);
  }, 60_000);

  it('lays each sleeve along its arm, the raised one too', async () => {
    const s = await dress(await peoplePhoto('mirror-selfie'), [tshirt]);
    for (const side of ['left', 'right'] as const) {
      const shoulder = s.body.points[`${side}Shoulder`]!;
      const elbow = s.body.points[`${side}Elbow`]!;
      const onArm = lerp(shoulder, elbow, 0.3);
      expect(meanChange(s, around(onArm, 3))).toBeGreaterThan(60);
    }
    // The raised arm's hand holding the phone stays in front.
    const wrist = [s.body.points.leftWrist!, s.body.points.rightWrist!].sort(
      (a, b) => a.y - b.y,
    )[0]!;
    expect(meanChange(s, around(wrist, 4))).toBeLessThan(20);
  }, 60_000);

  it('keeps long hair that falls over a shoulder in front of the top', async () => {
    const s = await dress(await peoplePhoto('stool'), [tshirt]);
    expect(s.width).toBe(687);
    // Her hair over her left shoulder, found by eye on the photo at this size.
    expect(meanChange(s, around({ x: 297, y: 288 }, 4))).toBeLessThan(20);
    const { leftShoulder, rightShoulder, leftHip, rightHip } = s.body.points;
    const chest = lerp(
      lerp(leftShoulder!, rightShoulder!, 0.5),
      lerp(leftHip!, rightHip!, 0.5),
      0.45,
    );
    expect(meanChange(s, around(chest, 6))).toBeGreaterThan(60);
  }, 60_000);

  it('puts a shoe on each foot and nothing outside the feet', async () => {
    const s = await dress(await fullLengthPhoto(768), [trainers]);
    const feet = (['left', 'right'] as const).map((side) => {
      const knee = s.body.points[`${side}Knee`]!;
      const ankle = s.body.points[`${side}Ankle`]!;
      const shin = Math.hypot(knee.x - ankle.x, knee.y - ankle.y);
      return {
        left: ankle.x - shin * 0.4,
        right: ankle.x + shin * 0.4,
        top: ankle.y - shin * 0.2,
        bottom: ankle.y + shin * 0.5,
      };
    });
    for (const foot of feet) expect(meanChange(s, foot)).toBeGreaterThan(25);
    const inFeet = (x: number, y: number) =>
      feet.some((f) => x >= f.left && x <= f.right && y >= f.top && y <= f.bottom);
    let outside = 0;
    for (let y = 0; y < s.height; y += 2)
      for (let x = 0; x < s.width; x += 2) if (changed(s, x, y) > 90 && !inFeet(x, y)) outside++;
    expect(outside).toBeLessThan(10);
  }, 60_000);

  it('ends a mini skirt above the knees and jeans at the ankles', async () => {
    const photo = await fullLengthPhoto(768);
    const lowest = (s: Scene) => {
      const hipX = (s.body.points.leftHip!.x + s.body.points.rightHip!.x) / 2;
      let bottom = 0;
      for (let y = 0; y < s.height; y++)
        for (let x = Math.round(hipX - 40); x <= hipX + 40; x++)
          if (changed(s, x, y) > 90) bottom = y;
      return bottom;
    };
    const mini = await dress(photo, [await demoGarment('bottom', 'skirt', 'Джинсовая юбка мини')]);
    const knees = (mini.body.points.leftKnee!.y + mini.body.points.rightKnee!.y) / 2;
    const hips = (mini.body.points.leftHip!.y + mini.body.points.rightHip!.y) / 2;
    expect(lowest(mini)).toBeLessThan(knees - (knees - hips) * 0.2);
    const full = await dress(photo, [jeans]);
    const ankles = (full.body.points.leftAnkle!.y + full.body.points.rightAnkle!.y) / 2;
    expect(lowest(full)).toBeGreaterThan(ankles - (ankles - knees) * 0.15);
  }, 60_000);

  it('dresses a photo cut off below the knees in its top and trousers and says the shoes are not on it', async () => {
    const result = await fitOnPhoto(await kneeUpPhoto(), [tshirt, jeans, trainers]);
    expect(result).toMatchObject({
      ok: true,
      rendering: 'photo_sketch',
      notes: [{ code: 'slots_unseen', unseen: ['footwear'], fitted: ['bottom', 'top'] }],
    });
  }, 60_000);

  it('shows a waist-up photo whose braid a top would cover on the figure, saying why', async () => {
    const result = await fitOnPhoto(await waistUpPhoto(), [tshirt, jeans, trainers]);
    expect(result).toMatchObject({ ok: true, rendering: 'figure', figureReason: 'covers_face' });
    if (result.ok) expect(result.gates?.hair_covered).toBe(1);
  }, 60_000);

  it('says when the photo shows several people and dresses the most prominent', async () => {
    const result = await fitOnPhoto(await peoplePhoto('trio'), [tshirt]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.notes).toContainEqual({
      code: result.rendering === 'photo_sketch' ? 'several_people' : 'several_people_figure',
    });
  }, 60_000);

  it('refuses honestly when nobody is on the photo; shoes a portrait cannot show go on the figure', async () => {
    expect(await fitOnPhoto(await landscapePhoto(), [tshirt])).toEqual({
      ok: false,
      message: NO_PERSON_MESSAGE,
    });
    expect(await fitOnPhoto(await peoplePhoto('portrait'), [trainers])).toMatchObject({
      ok: true,
      rendering: 'figure',
      figureReason: 'unseen',
    });
  }, 60_000);

  it('dresses the mannequin the same way: sleeves on its arms, trousers down to its ankles', async () => {
    const result = await fitOnMannequin([tshirt, jeans, trainers]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { data, info } = await sharp(result.webp)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = (fx: number, fy: number) => {
      const i = (Math.round(fy * info.height) * info.width + Math.round(fx * info.width)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const isBlue = ([r, g, b]: number[]) => b! > r! + 40 && b! > g! + 20;
    const isDark = ([r, g, b]: number[]) => r! + g! + b! < 200;
    expect(isBlue(px(0.3, 0.27))).toBe(true); // the right sleeve on the upper arm
    expect(isBlue(px(0.7, 0.27))).toBe(true);
    expect(isDark(px(0.44, 0.85))).toBe(true); // a trouser leg at the shin
    expect(isDark(px(0.56, 0.85))).toBe(true);
  }, 60_000);

  it('reads a phone photo turned by its EXIF orientation the way the phone shows it', async () => {
    const upright = await peoplePhoto('mirror-selfie');
    // The camera stored the pixels on their side and the tag that turns them upright.
    const sideways = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const [straight, turned] = await Promise.all([
      fitOnPhoto(upright, [tshirt]),
      fitOnPhoto(sideways, [tshirt]),
    ]);
    if (!straight.ok || !turned.ok) throw new Error('not dressed');
    expect([turned.width, turned.height]).toEqual([straight.width, straight.height]);
    const [a, b] = await Promise.all([
      sharp(straight.webp).removeAlpha().raw().toBuffer(),
      sharp(turned.webp).removeAlpha().raw().toBuffer(),
    ]);
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference += Math.abs(a[i]! - b[i]!);
    expect(difference / a.length).toBeLessThan(8);
  }, 60_000);

  it('dresses photos from 320 pixels to 40 megapixels, answering at most 1024 pixels', async () => {
    const small = await fullLengthPhoto(320);
    const huge = await sharp(await fullLengthPhoto(1024))
      .resize(6320, 6320)
      .jpeg({ quality: 80 })
      .toBuffer();
    for (const photo of [small, huge]) {
      const result = await fitOnPhoto(photo, [tshirt, jeans, trainers]);
      expect(result).toMatchObject({ ok: true, notes: [] });
      if (result.ok) expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(1024);
    }
  }, 120_000);

  it('cuts a garment worn by a model out of its product photo without the face or the backdrop', async () => {
    const picture = await peoplePhoto('three-quarter', 640);
    const worn = await prepareGarment({ slot: 'top', name: 'Футболка укороченная', picture });
    const model = (await findBody(await rgbOf(picture, 640)))!;
    const { width } = worn.cut;
    const opaqueIn = (box: { left: number; top: number; right: number; bottom: number }) => {
      let n = 0;
      for (const part of worn.parts.parts)
        for (let y = Math.max(0, Math.round(box.top)); y < box.bottom; y++)
          for (let x = Math.max(0, Math.round(box.left)); x < Math.min(width, box.right); x++)
            if (part.pixels[(y * width + x) * 4 + 3]! > 0) n++;
      return n;
    };
    const { nose, leftEye, rightEye, leftShoulder, rightShoulder, leftHip, rightHip } =
      model.points;
    const eyes = Math.abs(leftEye!.x - rightEye!.x);
    expect(opaqueIn(around(nose!, eyes))).toBe(0);
    // The wall with its drawing fills the photo's left half; the top is on the model.
    expect(opaqueIn({ left: 0, right: width * 0.4, top: 0, bottom: worn.cut.height })).toBe(0);
    const chest = lerp(leftShoulder!, rightShoulder!, 0.5);
    expect(opaqueIn(around({ x: chest.x, y: chest.y + eyes * 2 }, eyes))).toBeGreaterThan(0);
    // Her bare midriff under the crop top is skin, not the garment.
    const shoulders = lerp(leftShoulder!, rightShoulder!, 0.5);
    const hips = lerp(leftHip!, rightHip!, 0.5);
    for (const t of [0.65, 0.75]) expect(opaqueIn(around(lerp(shoulders, hips, t), 3))).toBe(0);
  }, 60_000);
});
