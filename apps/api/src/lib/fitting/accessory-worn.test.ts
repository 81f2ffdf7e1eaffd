import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderGarmentImage } from '../../db/seed/garment-images';
import { demoGarment } from '../../test/garments';
import { MANNEQUIN_LAYOUT as L, MANNEQUIN_POSE as P } from '../mannequin/mannequin-layout';
import { renderMannequin } from '../mannequin/mannequin';
import { fitOnMannequin, type OutfitGarment } from './fit-outfit';
import { garmentForm } from './garment-form';

/** Accessories as they are worn, measured on the mannequin's drawing against it bare or dressed. */

type Drawing = { data: Buffer; width: number; height: number };

async function drawn(garments: OutfitGarment[]): Promise<Drawing> {
  const result = await fitOnMannequin(garments);
  if (!result.ok) throw new Error(result.message.code);
  const { data, info } = await sharp(result.webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Which pixels `dressed` changed from `under` (by more than 90 of 765). */
function changed(dressed: Drawing, under: Drawing): Uint8Array {
  const mask = new Uint8Array(dressed.width * dressed.height);
  for (let i = 0; i < mask.length; i++) {
    let d = 0;
    for (let c = 0; c < 3; c++) d += Math.abs(dressed.data[i * 3 + c]! - under.data[i * 3 + c]!);
    mask[i] = d > 90 ? 1 : 0;
  }
  return mask;
}

/** How many pixels of the mask lie in the box (fractions of the picture), and their box. */
function within(
  mask: Uint8Array,
  w: number,
  h: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
) {
  const box = { count: 0, left: Infinity, right: -1, top: Infinity, bottom: -1 };
  for (let y = Math.max(0, Math.round(y0 * h)); y < Math.min(h, Math.round(y1 * h)); y++)
    for (let x = Math.max(0, Math.round(x0 * w)); x < Math.min(w, Math.round(x1 * w)); x++) {
      if (!mask[y * w + x]) continue;
      box.count++;
      [box.left, box.right] = [Math.min(box.left, x), Math.max(box.right, x)];
      [box.top, box.bottom] = [Math.min(box.top, y), Math.max(box.bottom, y)];
    }
  return box;
}

describe('accessories as they are worn on the mannequin', () => {
  let bare: Drawing;
  let dressedBase: Drawing;
  let base: OutfitGarment[];
  let alpha: Buffer;
  const W = () => bare.width;
  const H = () => bare.height;
  beforeAll(async () => {
    base = await Promise.all([
      demoGarment('top', 'tshirt', 'Базовая футболка', '#e8e8e8'),
      demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#2a3f6a'),
    ]);
    [bare, dressedBase] = await Promise.all([drawn([]), drawn(base)]);
    alpha = await sharp((await renderMannequin()).png)
      .resize(W(), H())
      .extractChannel(3)
      .raw()
      .toBuffer();
  }, 60_000);

  it('wears a cap facing forward: symmetric about the face’s centre line, over the top of the head', async () => {
    // The demo's picture is three-quarters, its peak to one side; a shop's may face either way.
    const pictures = await Promise.all(
      (['front', 'angle'] as const).map((view) =>
        renderGarmentImage({ category: 'accessory', kind: 'cap', color: '#c0392b', seed: 0, view }),
      ),
    );
    for (const picture of pictures) {
      const mask = changed(await drawn([{ slot: 'accessory', name: 'Бейсболка', picture }]), bare);
      const centre = Math.round(P.nose[0] * W());
      let [count, mirrored] = [0, 0];
      for (let y = 0; y < P.leftEye[1] * H(); y++)
        for (let x = 0; x < W(); x++) {
          if (!mask[y * W() + x]) continue;
          count++;
          const m = 2 * centre - x;
          if (
            m >= 0 &&
            m < W() &&
            (mask[y * W() + m] || mask[y * W() + m - 1] || mask[y * W() + m + 1])
          )
            mirrored++;
        }
      expect(count).toBeGreaterThan(1500);
      expect(mirrored / count).toBeGreaterThan(0.92);
      // Worn: across the whole top of the head, not perched on one side of it.
      const top = within(mask, W(), H(), 0.42, 0.58, L.headTop, L.headTop + 0.02);
      expect(top.count).toBeGreaterThan(200);
      expect(within(mask, W(), H(), 0, 1, 0, P.leftEye[1]).bottom).toBeLessThan(P.leftEye[1] * H());
    }
  }, 60_000);

  it('wraps a scarf round the neck: beside both sides of the neck above the shoulders, its ends on the chest', async () => {
    for (const seed of [0, 1]) {
      const scarf = await demoGarment('accessory', 'scarf', 'Шарф в клетку', '#8a2a2a', seed);
      const mask = changed(await drawn([scarf]), bare);
      const centre = Math.round(P.nose[0] * W());
      // A row between the chin and the shoulders' line where the neck shows in front, above the
      // band, and the band hugs it on both sides.
      let hugged = 0;
      for (let y = Math.round(L.chin * H()); y < L.shoulders * H(); y++) {
        let [a, b] = [centre, centre];
        while (a > 0 && alpha[y * W() + a - 1]! > 127) a--;
        while (b < W() - 1 && alpha[y * W() + b + 1]! > 127) b++;
        const neck = b - a;
        if (neck > 0.16 * W()) continue;
        const hit = (x0: number, x1: number) => {
          for (let x = Math.round(x0); x <= x1; x++) if (mask[y * W() + x]) return true;
          return false;
        };
        const open = !hit(centre - 2, centre + 2);
        if (open && hit(a - neck * 0.5, a + 2) && hit(b - 2, b + neck * 0.5)) hugged++;
      }
      expect(hugged).toBeGreaterThan(4);
      // Both ends fall on the chest.
      const chest = within(mask, W(), H(), 0.4, 0.6, L.chest, L.chest + 0.05);
      expect(chest.count).toBeGreaterThan(400);
      expect(chest.right - chest.left).toBeGreaterThan(0.05 * W());
    }
  }, 60_000);

  it('hangs a tote from the shoulder by its handles, the bag at the hip', async () => {
    const tote = await demoGarment('accessory', 'bag', 'Сумка-шопер', '#7a2a2a', 1);
    const mask = changed(await drawn([...base, tote]), dressedBase);
    const [sx, sy] = P.rightShoulder;
    const shoulder = within(mask, W(), H(), sx - 0.06, sx + 0.08, L.shoulders - 0.02, sy + 0.02);
    expect(shoulder.count).toBeGreaterThan(30);
    const torso = P.leftHip[1] - P.leftShoulder[1];
    const bag = within(mask, W(), H(), 0, 0.5, L.waist - 0.06, 1);
    expect(bag.bottom / H()).toBeGreaterThan(L.waist);
    expect(bag.bottom / H()).toBeLessThan(L.crotch + 0.06);
    // At its size: handles and all about 0.45 of the torso, the body well over half of that.
    expect((bag.bottom - bag.top) / H() / torso).toBeGreaterThan(0.2);
    expect((bag.bottom - bag.top) / H() / torso).toBeLessThan(0.45);
  }, 60_000);

  it('holds a clutch in the hand: its box around the hand', async () => {
    const clutch = await demoGarment('accessory', 'bag', 'Вечерний клатч на цепочке', '#7a2a2a', 2);
    const mask = changed(await drawn([...base, clutch]), dressedBase);
    const [ex, ey] = P.rightElbow;
    const [wx, wy] = P.rightWrist;
    const hand = { x: wx + (wx - ex) * 0.3, y: wy + (wy - ey) * 0.3 };
    const box = within(mask, W(), H(), 0, 1, 0, 1);
    expect(box.count).toBeGreaterThan(300);
    expect(Math.abs((box.left + box.right) / 2 / W() - hand.x)).toBeLessThan(0.04);
    expect(Math.abs((box.top + box.bottom) / 2 / H() - hand.y)).toBeLessThan(0.03);
    const torso = P.leftHip[1] - P.leftShoulder[1];
    expect((box.bottom - box.top) / H() / torso).toBeLessThan(0.3);
  }, 60_000);

  it('carries a crossbody bag on a strap across the chest, a backpack by straps over both shoulders', async () => {
    const [cross, backpack] = await Promise.all([
      demoGarment('accessory', 'bag', 'Сумка через плечо', '#2a2a2a', 0),
      demoGarment('accessory', 'bag', 'Городской рюкзак', '#2a2a2a', 1),
    ]);
    const strap = changed(await drawn([...base, cross]), dressedBase);
    // The strap crosses the centre line between the chest and the waist; the bag is at the hip.
    expect(within(strap, W(), H(), 0.49, 0.51, L.chest - 0.05, L.waist).count).toBeGreaterThan(10);
    const bag = within(strap, W(), H(), 0, 0.5, L.waist, 1);
    expect(bag.count).toBeGreaterThan(1000);
    expect(bag.bottom / H()).toBeLessThan(L.crotch + 0.06);
    const back = changed(await drawn([...base, backpack]), dressedBase);
    for (const [x] of [P.rightShoulder, P.leftShoulder])
      expect(
        within(back, W(), H(), x - 0.08, x + 0.08, L.shoulders - 0.02, L.chest).count,
      ).toBeGreaterThan(200);
    expect(within(back, W(), H(), 0, 1, L.waist, 1).count).toBeLessThan(50);
    // Joined across the chest: a backpack's straps, not two hooks.
    expect(within(back, W(), H(), 0.49, 0.51, L.shoulders, L.chest + 0.05).count).toBeGreaterThan(
      5,
    );
  }, 60_000);

  it('reads how a bag is carried from its name', () => {
    const carry = (name: string) => {
      const form = garmentForm('accessory', name);
      return form.cut === 'bag' ? form.carry : null;
    };
    expect(carry('Сумка-тоут')).toBe('shoulder');
    expect(carry('Сумка-шопер')).toBe('shoulder');
    expect(carry('Кожаная сумка с клапаном')).toBe('shoulder');
    expect(carry('Сумка через плечо')).toBe('crossbody');
    expect(carry('Мини-сумка')).toBe('crossbody');
    expect(carry('Вечерний клатч на цепочке')).toBe('clutch');
    expect(carry('Городской рюкзак')).toBe('back');
    expect(carry('Сумка-портфель')).toBe('hand');
    expect(carry('Сумка с короткими ручками')).toBe('hand');
  });
});
