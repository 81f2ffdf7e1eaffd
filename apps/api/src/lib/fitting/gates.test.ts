import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullLengthPhoto, peoplePhoto, type PeoplePhotoName } from '../../test/photos';
import { findBody, type Body, type Pt } from './body';
import { frameOf } from './body-frame';
import { dressBody } from './dress';
import { fitOnPhoto, prepareGarment, rgbOf, type OutfitGarment } from './fit-outfit';
import { judgeDressedPhoto } from './gates';
import { faceRadius } from './photo-colours';
import { demoGarment } from '../../test/garments';

type Raw = { data: Buffer; width: number; height: number };
const raw = async (webp: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Mean colour change (0–765) between photo and sketch over the pixels `inside` picks. */
function change(before: Raw, after: Raw, inside: (x: number, y: number) => boolean) {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < before.height; y++)
    for (let x = 0; x < before.width; x++) {
      if (!inside(x, y)) continue;
      const i = (y * before.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(after.data[i + c]! - before.data[i + c]!);
      n++;
    }
  return n ? sum / n : 0;
}

/** The head: the face and the hair around it, an ellipse from above the brow to the chin. */
function head(body: Body) {
  const frame = frameOf(body);
  const centre = frame.faceCentre!;
  const r = faceRadius(body, frame);
  return (x: number, y: number) => Math.hypot((x - centre.x) / r, (y - centre.y) / (r * 1.3)) < 1;
}

/** The try-on of a photo, its sketch (shown or set aside), and the photo read as the fitting reads it. */
async function tryOn(name: PeoplePhotoName, garments: OutfitGarment[]) {
  const bytes = await peoplePhoto(name);
  const result = await fitOnPhoto(bytes, garments, { keepSketch: true });
  if (!result.ok) throw new Error(result.message.code);
  const photo = await rgbOf(bytes, 1024);
  const sketch = await raw(result.rendering === 'photo_sketch' ? result.webp : result.setAside!);
  return { result, photo, sketch, body: (await findBody(photo))! };
}

const PHOTOS: PeoplePhotoName[] = ['mirror-selfie', 'stool', 'three-quarter', 'trio'];

describe('which photos the try-on shows as a sketch, and which on the shopper’s figure', () => {
  let dress: OutfitGarment;
  let jeans: OutfitGarment;
  let tshirt: OutfitGarment;
  let trainers: OutfitGarment;
  beforeAll(async () => {
    dress = await demoGarment('top', 'dress', 'Платье миди', '#2f8f4f');
    jeans = await demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#1f3fbf');
    tshirt = await demoGarment('top', 'tshirt', 'Футболка', '#1f3fbf');
    trainers = await demoGarment('footwear', 'sneakers', 'Кроссовки', '#f0f0f0');
  });

  it('never shows a dress over the head: a sketch that would is drawn on the figure instead', async () => {
    for (const name of PHOTOS) {
      const { result, photo, sketch, body } = await tryOn(name, [dress]);
      const headChange = change(photo, sketch, head(body));
      if (!result.ok) continue;
      if (result.rendering === 'photo_sketch') expect(headChange, name).toBeLessThan(25);
      if (headChange > 30) expect(result, name).toMatchObject({ rendering: 'figure' });
    }
  }, 120_000);

  it('does not lay a top over long hair that falls over the shoulders', async () => {
    // Her long dark hair falls over both shoulders; a T-shirt's sketch would cover it.
    const { result } = await tryOn('stool', [tshirt]);
    expect(result).toMatchObject({ ok: true, rendering: 'figure', figureReason: 'covers_face' });
    if (result.ok) expect(result.gates!.hair_covered).toBeGreaterThan(0.3);
  }, 60_000);

  it('never leaves a skirt of the photo visible inside the fitted trousers', async () => {
    for (const name of ['mirror-selfie', 'three-quarter'] as const) {
      const { result, photo, sketch, body } = await tryOn(name, [jeans]);
      const { leftHip, rightHip, leftKnee, rightKnee } = body.points;
      // The skirt's colour, halfway from the hips to the knees between the legs, on the photo.
      const at: Pt = {
        x: (leftHip!.x + rightHip!.x + leftKnee!.x + rightKnee!.x) / 4,
        y: (leftHip!.y + rightHip!.y + leftKnee!.y + rightKnee!.y) / 4,
      };
      const i = (Math.round(at.y) * photo.width + Math.round(at.x)) * 3;
      const skirt = [photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!];
      const top = Math.min(leftHip!.y, rightHip!.y);
      const bottom = Math.max(leftKnee!.y, rightKnee!.y);
      const span = Math.abs(leftHip!.x - rightHip!.x);
      const left = Math.min(leftHip!.x, rightHip!.x) - span;
      const right = Math.max(leftHip!.x, rightHip!.x) + span;
      let shown = 0;
      let all = 0;
      for (let y = Math.round(top); y < bottom; y++)
        for (let x = Math.max(0, Math.round(left)); x < Math.min(photo.width, right); x++) {
          if (body.silhouette![y * photo.width + x]! < 128) continue;
          const j = (y * photo.width + x) * 3;
          const d = [0, 1, 2].reduce((s, c) => s + Math.abs(sketch.data[j + c]! - skirt[c]!), 0);
          all++;
          if (d < 40) shown++;
        }
      if (result.ok && result.rendering === 'photo_sketch')
        expect(shown / all, name).toBeLessThan(0.03);
      else expect(result, name).toMatchObject({ rendering: 'figure' });
    }
  }, 120_000);

  it('shows a cap and sunglasses on the figure, never pasted on a photographed face', async () => {
    const cap = await demoGarment('accessory', 'cap', 'Кепка бейсбольная', '#24417a');
    const glasses = await demoGarment('accessory', 'sunglasses', 'Очки солнцезащитные', '#232326');
    for (const outfit of [[cap], [glasses]]) {
      const result = await fitOnPhoto(await fullLengthPhoto(), outfit);
      expect(result).toMatchObject({ rendering: 'figure', figureReason: 'covers_face' });
    }
  }, 60_000);

  it('names a dress under trousers only for trousers to the ankles, not for shorts', async () => {
    // She wears a dress to the knees: jeans leave it beside their legs; shorts leave her own
    // clothes below them, which may as well be longer shorts.
    const shorts = await demoGarment('bottom', 'shorts', 'Шорты джинсовые', '#1f3fbf');
    const withJeans = (await tryOn('three-quarter', [jeans])).result;
    const withShorts = (await tryOn('three-quarter', [shorts])).result;
    expect(withJeans).toMatchObject({ rendering: 'figure', figureReason: 'dress_under_trousers' });
    expect(withShorts).toMatchObject({ rendering: 'figure', figureReason: 'old_clothes_show' });
  }, 60_000);

  it('sends shoes that would float above the feet to the figure', async () => {
    const photo = await rgbOf(await fullLengthPhoto(768), 768);
    const body = (await findBody(photo))!;
    const prepared = await prepareGarment(trainers);
    const honest = await dressBody(photo, body, [prepared]);
    expect(judgeDressedPhoto(photo, body, frameOf(body), honest.layers, honest.masks).reason).toBe(
      null,
    );
    // The same shoes a shin higher, as seen when a pose model misread the legs: floating.
    const { leftKnee, leftAnkle } = body.points;
    const shin = Math.round(Math.hypot(leftKnee!.x - leftAnkle!.x, leftKnee!.y - leftAnkle!.y));
    const raised = honest.layers.map((layer) => {
      const { data, width } = layer.pixels;
      const moved = new Uint8Array(data.length);
      moved.set(data.subarray(shin * width * 4), 0);
      return { ...layer, pixels: { ...layer.pixels, data: moved } };
    });
    const verdict = judgeDressedPhoto(photo, body, frameOf(body), raised, honest.masks);
    expect(verdict.values.shoe_off_foot).toBe(1);
    expect(verdict.reason).not.toBe(null);
  }, 60_000);

  it('sends new shoes that leave the old ones showing to the figure', async () => {
    const photo = await rgbOf(await fullLengthPhoto(768), 768);
    const body = (await findBody(photo))!;
    const honest = await dressBody(photo, body, [await prepareGarment(trainers)]);
    const { leftKnee, leftAnkle } = body.points;
    const shin = Math.hypot(leftKnee!.x - leftAnkle!.x, leftKnee!.y - leftAnkle!.y);
    // The same shoes a third of a shin lower, on the floor under her own white shoes.
    const drop = Math.round(shin / 3);
    const lowered = honest.layers.map((layer) => {
      const { data, width } = layer.pixels;
      const moved = new Uint8Array(data.length);
      moved.set(data.subarray(0, data.length - drop * width * 4), drop * width * 4);
      return { ...layer, pixels: { ...layer.pixels, data: moved } };
    });
    const before = judgeDressedPhoto(photo, body, frameOf(body), honest.layers, honest.masks);
    const after = judgeDressedPhoto(photo, body, frameOf(body), lowered, honest.masks);
    expect(before.values.feet_uncovered).toBeLessThan(0.45);
    expect(after.values.feet_uncovered).toBeGreaterThan(0.45);
    expect(after.reason).toBe('old_clothes_show');
  }, 60_000);

  it('shows a skirt on the figure when the photo ends above the knees', async () => {
    const full = await fullLengthPhoto(768);
    const toThighs = await sharp(full)
      .extract({ left: 0, top: 0, width: 768, height: Math.round(768 * 0.56) })
      .jpeg()
      .toBuffer();
    const skirt = await demoGarment('bottom', 'skirt', 'Юбка миди', '#2f8f4f');
    const cut = await fitOnPhoto(toThighs, [skirt]);
    expect(cut).toMatchObject({ rendering: 'figure', figureReason: 'length_unseen' });
    const whole = await fitOnPhoto(full, [skirt]);
    expect(whole).toMatchObject({ ok: true });
    if (whole.ok) expect(whole.gates?.hem_unseen ?? 0).toBe(0);
  }, 60_000);

  it('draws a black-and-white photo’s garment in black and white', async () => {
    const grey = await sharp(await fullLengthPhoto(768))
      .greyscale()
      .jpeg()
      .toBuffer();
    const result = await fitOnPhoto(grey, [tshirt], { keepSketch: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sketch = await raw(result.rendering === 'photo_sketch' ? result.webp : result.setAside!);
    let chroma = 0;
    for (let i = 0; i < sketch.data.length; i += 3)
      chroma = Math.max(
        chroma,
        Math.max(sketch.data[i]!, sketch.data[i + 1]!, sketch.data[i + 2]!) -
          Math.min(sketch.data[i]!, sketch.data[i + 1]!, sketch.data[i + 2]!),
      );
    expect(chroma).toBeLessThan(16);
  }, 60_000);

  it('draws the figure when the shopper asks for it, and says so', async () => {
    const result = await fitOnPhoto(await fullLengthPhoto(768), [tshirt, jeans, trainers], {
      figure: true,
    });
    expect(result).toMatchObject({ ok: true, rendering: 'figure', figureReason: 'asked' });
  }, 60_000);
});
