import { describe, expect, it } from 'vitest';
import { openedMask } from './hair';
import { blur, lightOf } from './photo-light';

const [W, H] = [400, 500];
const SKIN = [224, 172, 150] as const;
const NAVY = [24, 28, 52] as const;
const WHITE = [245, 245, 245] as const;
const isSkin = (c: readonly number[]) =>
  Math.abs(c[0]! - SKIN[0]) + Math.abs(c[1]! - SKIN[1]) + Math.abs(c[2]! - SKIN[2]) < 60;

/**
 * A navy V-necked top filling the picture: the V's skin from the top edge to the middle, a white
 * logo across the belly, and a fold (a shade a third darker) down its left side.
 */
function vNeckTop() {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const inV = y < 200 && Math.abs(x - W / 2) < (200 - y) * 0.6;
      const logo = y > 300 && y < 330 && x > 150 && x < 250;
      const fold = x > 60 && x < 80 ? 0.66 : 1;
      const c = inV ? SKIN : logo ? WHITE : NAVY.map((v) => Math.round(v * fold));
      data.set(c, (y * W + x) * 3);
    }
  return { data, width: W, height: H };
}

describe("the photo's light carried onto a new garment", () => {
  const light = lightOf(vNeckTop(), { silhouette: null }, isSkin);
  const at = (x: number, y: number) => light[y * W + x]!;

  it('shows no trace of the old neckline: the cloth beside the V is lit as the cloth away from it', () => {
    // Beside the V's edge at y = 100 (its half width there is 60) and a quarter of the picture away.
    for (const x of [W / 2 - 64, W / 2 + 64, W / 2 - 70]) expect(at(x, 100)).toBeCloseTo(1, 1);
    expect(Math.abs(at(W / 2 + 64, 100) - at(W / 2 + 110, 100))).toBeLessThan(0.03);
    // Inside the V there is no cloth to read: even light.
    expect(at(W / 2, 60)).toBe(1);
  });

  it('shows no trace of a logo, but keeps a fold', () => {
    expect(Math.abs(at(W / 2, 315) - 1)).toBeLessThan(0.03);
    expect(at(70, 400)).toBeLessThan(0.85);
  });
});

describe('hair told from a thin line of its colour', () => {
  it('drops a chain two pixels wide hanging from a lock, and keeps the lock', () => {
    const mask = new Uint8Array(W * H);
    for (let y = 0; y < 200; y++)
      for (let x = 0; x < W; x++) {
        if (x >= 100 && x < 160) mask[y * W + x] = 255;
        if (y > 150 && Math.abs(x - (160 + (y - 150) * 1.5)) < 1) mask[y * W + x] = 255;
      }
    const opened = openedMask(mask, W, H, 3);
    expect(opened[100 * W + 130]).toBe(1);
    expect(opened[190 * W + 220]).toBe(0);
    expect(opened[100 * W + 200]).toBe(0);
  });

  it('blurs as a Gaussian would: a point spreads, the total stays', () => {
    const point = new Float32Array(101 * 101);
    point[50 * 101 + 50] = 1;
    const spread = blur(point, 101, 101, 5);
    expect(spread.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(spread[50 * 101 + 50]).toBeLessThan(0.01);
    expect(spread[50 * 101 + 55]).toBeGreaterThan(spread[50 * 101 + 60]!);
  });
});
