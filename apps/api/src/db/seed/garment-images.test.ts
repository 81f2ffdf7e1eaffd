import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contract';
import {
  COLOR_NAMES,
  GARMENT_IMAGE_HEIGHT,
  GARMENT_IMAGE_WIDTH,
  GARMENT_KINDS,
  colorHex,
  renderGarmentImage,
  renderGarmentSvg,
  renderThumbnail,
  type GarmentKind,
} from './garment-images';

const ALL_KINDS = (Object.entries(GARMENT_KINDS) as [Category, readonly GarmentKind[]][]).flatMap(
  ([category, kinds]) => kinds.map((kind) => ({ category, kind })),
);

async function pixels(buffer: Buffer) {
  return sharp(buffer).removeAlpha().raw().toBuffer();
}

describe('renderGarmentImage', () => {
  it('writes an 800 × 1000 WebP', async () => {
    const image = await renderGarmentImage({ category: 'top', kind: 'tshirt', color: 'синий' });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(GARMENT_IMAGE_WIDTH);
    expect(meta.height).toBe(GARMENT_IMAGE_HEIGHT);
  });

  it('draws every kind of every category, in every view', async () => {
    for (const { category, kind } of ALL_KINDS) {
      for (const view of ['front', 'angle', 'detail'] as const) {
        const svg = renderGarmentSvg({ category, kind, color: 'бежевый', seed: 3, view });
        expect(svg).toMatch(/^<svg /);
        expect(svg).not.toContain('NaN');
      }
      const meta = await sharp(
        await renderGarmentImage({ category, kind, color: 'красный', seed: 1 }),
      ).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    }
  });

  it('paints the garment in its colour: different colours give different pixels', async () => {
    const [black, red] = await Promise.all([
      renderGarmentImage({ category: 'bottom', kind: 'jeans', color: 'чёрный' }).then(pixels),
      renderGarmentImage({ category: 'bottom', kind: 'jeans', color: 'красный' }).then(pixels),
    ]);
    expect(black.equals(red)).toBe(false);
    // the centre of the picture is the garment: darker for black than for red
    const centre = (buf: Buffer) => {
      const i = (500 * GARMENT_IMAGE_WIDTH + 320) * 3;
      return buf[i]! + buf[i + 1]! + buf[i + 2]!;
    };
    expect(centre(black)).toBeLessThan(centre(red));
  });

  it('keeps a white garment visible against the backdrop', async () => {
    const { data, info } = await sharp(
      await renderGarmentImage({ category: 'top', kind: 'tshirt', color: 'белый' }),
    )
      .removeAlpha()
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // along the middle row, the garment's edges show up as clear steps in brightness
    const row = 550;
    let steps = 0;
    for (let x = 1; x < info.width; x++) {
      if (Math.abs(data[row * info.width + x]! - data[row * info.width + x - 1]!) > 25) steps += 1;
    }
    expect(steps).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic for the same options and varies with the seed and view', async () => {
    const options = { category: 'footwear', kind: 'sneakers', color: 'белый', seed: 4 } as const;
    expect(renderGarmentSvg(options)).toBe(renderGarmentSvg(options));
    expect(renderGarmentSvg({ ...options, view: 'detail' })).not.toBe(renderGarmentSvg(options));
    expect(renderGarmentSvg({ ...options, kind: 'boots', seed: 1 })).not.toBe(
      renderGarmentSvg({ ...options, kind: 'boots', seed: 2 }),
    );
  });

  it('refuses a kind from another category', () => {
    expect(() =>
      renderGarmentSvg({ category: 'fragrance', kind: 'jeans', color: 'синий' }),
    ).toThrow(/not a fragrance kind/);
  });

  it('makes thumbnails', async () => {
    const meta = await sharp(
      await renderThumbnail({ category: 'fragrance', kind: 'perfume', color: 'розовый' }),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 400]);
  });
});

describe('colorHex', () => {
  it('knows every palette colour and ignores case and ё', () => {
    for (const name of COLOR_NAMES) expect(colorHex(name)).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorHex('Черный')).toBe(colorHex('чёрный'));
    expect(colorHex('неизвестный')).toBe('#9a9a9a');
  });
});
