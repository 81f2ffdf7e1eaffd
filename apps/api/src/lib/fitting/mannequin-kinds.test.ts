import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMannequin } from '../mannequin/mannequin';
import { MANNEQUIN_LAYOUT as L, MANNEQUIN_POSE as P } from '../mannequin/mannequin-layout';
import { fitOnMannequin, type OutfitGarment } from './fit-outfit';
import { demoGarment } from '../../test/garments';

/** Every kind the catalogue sells, drawn on the mannequin and measured on the drawing. */

type Drawing = { data: Buffer; width: number; height: number };
type Box = { left: number; top: number; right: number; bottom: number; count: number };

async function drawn(garments: OutfitGarment[]): Promise<Drawing> {
  const result = await fitOnMannequin(garments);
  if (!result.ok) throw new Error(result.message.code);
  const { data, info } = await sharp(result.webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const difference = (a: Drawing, b: Drawing, i: number) =>
  Math.abs(a.data[i * 3]! - b.data[i * 3]!) +
  Math.abs(a.data[i * 3 + 1]! - b.data[i * 3 + 1]!) +
  Math.abs(a.data[i * 3 + 2]! - b.data[i * 3 + 2]!);

/** The box of what changed from `under` (pixels that differ by more than 90 of 765). */
function changedBox(dressed: Drawing, under: Drawing, within?: (x: number, y: number) => boolean) {
  const box: Box = { left: Infinity, top: Infinity, right: -1, bottom: -1, count: 0 };
  for (let y = 0; y < dressed.height; y++)
    for (let x = 0; x < dressed.width; x++) {
      if (difference(dressed, under, y * dressed.width + x) <= 90) continue;
      if (within && !within(x, y)) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      box.count++;
    }
  return box;
}

const colourAt = (d: Drawing, fx: number, fy: number) => {
  const i = (Math.round(fy * d.height) * d.width + Math.round(fx * d.width)) * 3;
  return [d.data[i]!, d.data[i + 1]!, d.data[i + 2]!] as const;
};

describe('every kind of garment on the mannequin', () => {
  let bare: Drawing;
  let tee: OutfitGarment;
  let jeans: OutfitGarment;
  let dressedBase: Drawing;
  const H = () => bare.height;
  const W = () => bare.width;
  beforeAll(async () => {
    [tee, jeans] = await Promise.all([
      demoGarment('top', 'tshirt', 'Базовая футболка', '#e8e8e8'),
      demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#2a3f6a'),
    ]);
    [bare, dressedBase] = await Promise.all([drawn([]), drawn([tee, jeans])]);
  }, 60_000);

  it('wears a belt as a band across the waist, not as the coiled ring of its picture', async () => {
    const belt = await demoGarment('accessory', 'belt', 'Кожаный ремень', '#5a3418', 0);
    const box = changedBox(await drawn([tee, jeans, belt]), dressedBase);
    expect(box.count).toBeGreaterThan(500);
    expect(box.top).toBeGreaterThanOrEqual(L.waist * H());
    expect(box.bottom).toBeLessThanOrEqual(L.hips * H());
    // As wide as the waist and what is worn over it, and a band: far wider than tall.
    expect(box.right - box.left).toBeGreaterThan(L.waistWidth * W());
    expect(box.right - box.left).toBeLessThan(L.hipWidth * 1.3 * W());
    expect((box.right - box.left) / (box.bottom - box.top)).toBeGreaterThan(4);
  }, 60_000);

  it('puts sunglasses on the eyes, as wide as the face', async () => {
    const glasses = await demoGarment(
      'accessory',
      'sunglasses',
      'Солнцезащитные очки',
      '#111111',
      0,
    );
    const box = changedBox(await drawn([glasses]), bare);
    const eyes = P.leftEye[1] * H();
    const gap = (P.leftEye[0] - P.rightEye[0]) * W();
    expect(box.count).toBeGreaterThan(200);
    expect(box.top).toBeLessThan(eyes);
    expect(box.bottom).toBeGreaterThan(eyes);
    expect(box.right - box.left).toBeGreaterThan(gap * 1.8);
    expect(box.right - box.left).toBeLessThan(gap * 3.5);
  }, 60_000);

  it('puts a cap on the head, above the eyes and inside the picture', async () => {
    const cap = await demoGarment('accessory', 'cap', 'Хлопковая бейсболка', '#c0392b');
    const box = changedBox(await drawn([cap]), bare);
    expect(box.count).toBeGreaterThan(500);
    expect(box.top).toBeGreaterThan(0);
    expect(box.bottom).toBeLessThan(P.leftEye[1] * H());
    // Worn, not floating: it covers the top of the head.
    const head = changedBox(await drawn([cap]), bare, (x, y) => {
      const dx = (x / W() - 0.5) / 0.06;
      return Math.abs(dx) < 1 && y > L.headTop * H() && y < L.headTop * H() + 0.02 * H();
    });
    expect(head.count).toBeGreaterThan(50);
  }, 60_000);

  it('ends a dress at its kind’s length: a knee dress at the knee, a midi mid-calf, never on the floor', async () => {
    // Product shots are cropped anyhow: the same dresses photographed long.
    const long = async (name: string, seed: number) => {
      const g = await demoGarment('top', 'dress', name, '#1f3fbf', seed);
      const picture = await sharp(g.picture).resize(800, 1700, { fit: 'fill' }).webp().toBuffer();
      return [g, { ...g, picture }];
    };
    const hem = async (g: OutfitGarment) => changedBox(await drawn([g]), bare).bottom / H();
    const [knees, midis, plains, others] = await Promise.all([
      long('Платье-футляр', 1),
      long('Платье миди с расклешённой юбкой', 2),
      long('Трикотажное платье', 1),
      long('Летнее платье', 0),
    ]);
    for (const knee of knees!) expect(Math.abs((await hem(knee)) - L.knees)).toBeLessThan(0.04);
    for (const midi of midis!) {
      expect(await hem(midi)).toBeGreaterThan(L.knees + 0.05);
      expect(await hem(midi)).toBeLessThan(L.ankles - 0.05);
    }
    // A dress whose name says no length is as long as its picture, between mid-thigh and the ankles.
    for (const plain of [...plains!, ...others!]) {
      expect(await hem(plain)).toBeLessThan(L.ankles + 0.015);
      expect(await hem(plain)).toBeGreaterThan(L.hips + 0.08);
    }
    const maxi = await demoGarment('top', 'dress', 'Вечернее платье', '#1f3fbf', 0);
    expect(await hem(maxi)).toBeGreaterThan(L.ankles - 0.04);
  }, 60_000);

  it('ends skirts at their kind’s length too', async () => {
    const [mini, midi] = await Promise.all([
      demoGarment('bottom', 'skirt', 'Джинсовая юбка мини', '#1f3fbf', 0),
      demoGarment('bottom', 'skirt', 'Юбка плиссе миди', '#1f3fbf', 1),
    ]);
    const hem = async (g: OutfitGarment) => changedBox(await drawn([g]), bare).bottom / H();
    const [a, b] = await Promise.all([hem(mini), hem(midi)]);
    expect(a).toBeLessThan(L.knees - (L.knees - L.hips) * 0.25);
    expect(b).toBeGreaterThan(L.knees + 0.05);
    expect(b).toBeLessThan(L.ankles - 0.05);
  }, 60_000);

  it('layers a jacket over a shirt: the shirt at the chest’s centre, the jacket at its sides', async () => {
    const [shirt, jacket] = await Promise.all([
      demoGarment('top', 'shirt', 'Рубашка оксфорд', '#e8a0b0'),
      demoGarment('top', 'jacket', 'Однобортный пиджак', '#1d2a44'),
    ]);
    // Chosen shirt first: the jacket still goes over it.
    const d = await drawn([shirt, jacket, jeans]);
    const pink = ([r, g, b]: readonly number[]) => r! > 170 && r! > g! + 30 && r! > b! + 20;
    const navy = ([r, g, b]: readonly number[]) => b! > r! && r! + g! + b! < 260;
    const chestY = P.leftShoulder[1] + (P.leftHip[1] - P.leftShoulder[1]) * 0.2;
    expect(pink(colourAt(d, 0.5, chestY))).toBe(true);
    expect(navy(colourAt(d, 0.5 - L.chestWidth * 0.35, chestY))).toBe(true);
    expect(navy(colourAt(d, 0.5 + L.chestWidth * 0.35, chestY))).toBe(true);
  }, 60_000);

  it('hangs a bag by its handles from the hand at its true size: a mini bag smaller than a briefcase', async () => {
    // Bags carried in the hand (a clutch, a tote, a crossbody bag: accessory-worn.test.ts).
    const [small, briefcase] = await Promise.all([
      demoGarment('accessory', 'bag', 'Кошелёк', '#7a2a2a', 0),
      demoGarment('accessory', 'bag', 'Сумка-портфель', '#7a2a2a', 0),
    ]);
    const torso = (P.leftHip[1] - P.leftShoulder[1]) * H();
    const wrist = { x: P.rightWrist[0] * W(), y: P.rightWrist[1] * H() };
    const box = changedBox(await drawn([tee, jeans, briefcase]), dressedBase);
    expect((box.bottom - box.top) / torso).toBeGreaterThan(0.38);
    expect((box.bottom - box.top) / torso).toBeLessThan(0.5);
    expect(Math.abs((box.left + box.right) / 2 - wrist.x)).toBeLessThan(W() * 0.06);
    expect(box.top).toBeGreaterThan(wrist.y - 0.02 * H());
    expect(box.top).toBeLessThan(wrist.y + 0.1 * H());
    const held = changedBox(await drawn([tee, jeans, small]), dressedBase);
    expect((held.bottom - held.top) / torso).toBeLessThan(0.3);
  }, 60_000);

  it('hides the mannequin’s hips and legs under the trousers', async () => {
    const d = await drawn([jeans]);
    const alpha = await sharp((await renderMannequin()).png)
      .resize(W(), H())
      .extractChannel(3)
      .raw()
      .toBuffer();
    let skin = 0;
    let inside = 0;
    for (let y = Math.round(0.5 * H()); y < L.ankles * H() - 10; y++) {
      // The trousers' outline on this row: from their leftmost to their rightmost pixel.
      let [left, right] = [W(), -1];
      for (let x = 0; x < W(); x++)
        if (difference(d, bare, y * W() + x) > 90) [left, right] = [Math.min(left, x), x];
      for (let x = left + 3; x <= right - 3; x++) {
        const i = y * W() + x;
        if (alpha[i]! < 250) continue;
        inside++;
        if (difference(d, bare, i) < 30) skin++;
      }
    }
    expect(inside).toBeGreaterThan(10_000);
    expect(skin / inside).toBeLessThan(0.005);
  }, 60_000);

  it('wears several accessories at once: a belt, a bag, a cap and sunglasses', async () => {
    const accessories = await Promise.all([
      demoGarment('accessory', 'belt', 'Ремень', '#5a3418', 0),
      demoGarment('accessory', 'bag', 'Сумка через плечо', '#7a2a2a', 0),
      demoGarment('accessory', 'cap', 'Кепка', '#222222'),
      demoGarment('accessory', 'sunglasses', 'Солнцезащитные очки', '#111111', 0),
    ]);
    const d = await drawn([tee, jeans, ...accessories]);
    const near = (fx: number, fy: number, r: number) => (x: number, y: number) =>
      Math.abs(x / W() - fx) < r && Math.abs(y / H() - fy) < r;
    const eyes = P.leftEye[1];
    expect(changedBox(d, dressedBase, near(0.5, eyes, 0.01)).count).toBeGreaterThan(20);
    expect(changedBox(d, dressedBase, near(0.5, L.headTop + 0.01, 0.01)).count).toBeGreaterThan(20);
    expect(changedBox(d, dressedBase, near(0.5, 0.475, 0.01)).count).toBeGreaterThan(20);
    // The bag on its strap across the chest, at the hip.
    expect(changedBox(d, dressedBase, near(0.37, 0.53, 0.03)).count).toBeGreaterThan(100);
  }, 60_000);
});
