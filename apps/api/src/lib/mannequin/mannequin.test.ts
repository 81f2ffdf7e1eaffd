import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIGURE, figurePose, type Figure } from './figure-shape';
import { mannequinSvg, renderFigurePixels, renderMannequin } from './mannequin';
import { mannequinBody } from './mannequin-body';
import { MANNEQUIN_LAYOUT as L, MANNEQUIN_POSE } from './mannequin-layout';

const W = L.width;
const H = L.height;
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

/** The drawing's alpha, one byte a pixel. */
async function alphaOf(figure?: Figure): Promise<Uint8Array> {
  if (figure) return (await renderFigurePixels(figure)).alpha;
  const { png } = await renderMannequin();
  return new Uint8Array(await sharp(png).extractChannel(3).raw().toBuffer());
}

/** Runs of the drawing along a row (at a fraction of the height), as [from, to] in pixels. */
function runs(alpha: Uint8Array, fraction: number): [number, number][] {
  const y = Math.round(fraction * H);
  const out: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= W; x++) {
    const inside = x < W && alpha[y * W + x]! > 127;
    if (inside && start < 0) start = x;
    if (!inside && start >= 0) {
      out.push([start, x - 1]);
      start = -1;
    }
  }
  return out;
}

/** The body's own width at a row: the run over the centre line, or the two legs beside it. */
function bodyWidth(alpha: Uint8Array, fraction: number): number {
  const row = runs(alpha, fraction);
  const centre = row.find(([a, b]) => a <= W / 2 && b >= W / 2);
  if (centre) return centre[1] - centre[0] + 1;
  const left = row.filter(([, b]) => b < W / 2).at(-1)!;
  const right = row.find(([a]) => a > W / 2)!;
  return right[1] - left[0] + 1;
}

const WIDE: Figure = { ...DEFAULT_FIGURE, bust: 1.35, waist: 1.5, hips: 1.35 };

describe('the mannequin drawing', () => {
  it('draws the store mannequin exactly as before figures existed', async () => {
    // The SVG of the covers and previews, to the character, as committed before figures.
    expect(sha1(mannequinSvg(false))).toBe('69e42a09b1ef09a54fcff74d85fad6cfd9c54331');
    expect(sha1(mannequinSvg(true))).toBe('1fb9fa269e07cc4a75b226c0ead0640e21400c23');
    const alpha = await alphaOf();
    expect(runs(alpha, 0.3)).toEqual([
      [161, 195],
      [206, 393],
      [404, 438],
    ]);
    expect(runs(alpha, 0.45)).toEqual([
      [150, 181],
      [233, 366],
      [418, 449],
    ]);
    expect(runs(alpha, 0.73)).toEqual([
      [232, 287],
      [312, 367],
    ]);
  });

  it('draws the default figure with the store mannequin’s body', async () => {
    const store = await alphaOf();
    const figure = await alphaOf(DEFAULT_FIGURE);
    for (const f of [0.2, 0.3, 0.38, 0.45, 0.52, 0.65, 0.73, 0.85, 0.93])
      expect(Math.abs(bodyWidth(figure, f) - bodyWidth(store, f))).toBeLessThanOrEqual(2);
    expect(figurePose(DEFAULT_FIGURE)).toEqual(
      Object.fromEntries(
        Object.entries(MANNEQUIN_POSE).map(([k, [x, y]]) => [
          k,
          [expect.closeTo(x, 6), expect.closeTo(y, 6)],
        ]),
      ),
    );
  });

  it('draws wider hips and a wider waist where the figure has them, and its pose follows', async () => {
    const base = await alphaOf(DEFAULT_FIGURE);
    const wide = await alphaOf(WIDE);
    expect(bodyWidth(wide, 0.53)).toBeGreaterThan(bodyWidth(base, 0.53) * 1.2);
    expect(bodyWidth(wide, 0.45)).toBeGreaterThan(bodyWidth(base, 0.45) * 1.3);
    const hips = (f: Figure) => figurePose(f).leftHip[0] - figurePose(f).rightHip[0];
    expect(hips(WIDE)).toBeGreaterThan(hips(DEFAULT_FIGURE) * 1.2);
  });

  it('paints the figure in the given skin tone', async () => {
    const skin = [92, 58, 44] as const;
    const { rgb } = await renderFigurePixels({ ...DEFAULT_FIGURE, skin, hair: [20, 16, 14] });
    const pose = figurePose({ ...DEFAULT_FIGURE, skin });
    const at = ([fx, fy]: readonly [number, number]) => {
      const i = (Math.round(fy * H) * W + Math.round(fx * W)) * 3;
      return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
    };
    const chest = at([0.5, 0.33]);
    const elbow = at(pose.leftElbow);
    for (const c of [chest, elbow])
      expect(
        Math.abs(c[0]! - skin[0]) + Math.abs(c[1]! - skin[1]) + Math.abs(c[2]! - skin[2]),
      ).toBeLessThan(60);
  });

  it('keeps head and feet inside the frame for extreme figures', async () => {
    const extremes: Figure[] = [
      { ...DEFAULT_FIGURE, torso: 0.85, legs: 1.2 },
      { ...DEFAULT_FIGURE, torso: 1.2, legs: 0.85 },
      { ...WIDE, shoulders: 1.35, torso: 0.85, legs: 0.85, hair: [30, 20, 10], longHair: true },
      { ...DEFAULT_FIGURE, shoulders: 0.8, bust: 0.8, waist: 0.8, hips: 0.8, legs: 1.2 },
    ];
    for (const figure of extremes) {
      const alpha = await alphaOf(figure);
      const rows = (from: number, to: number) => {
        let n = 0;
        for (let y = Math.round(from * H); y < Math.round(to * H); y++)
          for (let x = 0; x < W; x++) if (alpha[y * W + x]! > 127) n++;
        return n;
      };
      expect(rows(0, 0.035)).toBe(0);
      expect(rows(0.985, 1)).toBe(0);
      expect(rows(0.05, 0.07)).toBeGreaterThan(0);
      expect(rows(0.95, 0.975)).toBeGreaterThan(0);
      for (let y = 0; y < H; y += 4) {
        expect(alpha[y * W + 2]).toBe(0);
        expect(alpha[y * W + W - 3]).toBe(0);
      }
      // Centred: the drawing's left and right edges mirror each other.
      const row = runs(alpha, 0.5);
      expect(Math.abs(row[0]![0] + row.at(-1)![1] - (W - 1))).toBeLessThanOrEqual(2);
    }
  });

  it('keeps a drawn figure per figure, and the store mannequin apart', async () => {
    const a = mannequinBody({ ...WIDE });
    expect(mannequinBody({ ...WIDE, hips: 1.351 })).toBe(a);
    expect(mannequinBody()).not.toBe(a);
    const { photo, body } = await a;
    expect([photo.width, photo.height]).toEqual([W, H]);
    expect(body.points.leftHip!.x).toBeCloseTo(figurePose(WIDE).leftHip[0] * W, 6);
  });
});
