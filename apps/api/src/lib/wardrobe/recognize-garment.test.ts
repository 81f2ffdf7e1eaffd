import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoGarment } from '../../test/garments';
import { landscapePhoto, waistUpPhoto } from '../../test/photos';
import { findBody } from '../fitting/body';
import { closeFittingPool } from '../fitting/fitting-pool';
import { rgbOf } from '../fitting/fit-outfit';
import { recognizeOnPhoto } from './recognize';
import { recognizeGarment } from './recognize-garment';

afterAll(closeFittingPool);

const picture = async (...args: Parameters<typeof demoGarment>) =>
  (await demoGarment(...args)).picture;

/** A photo of a plain, slightly shaded wall: nothing stands out of it. */
const wallPhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#e4ddd0"/><stop offset="1" stop-color="#cfc6b6"/></linearGradient></defs>
        <rect width="1200" height="900" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

/** An orange on a table: round, shaded, with a highlight. */
const fruitPhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800">
        <defs><radialGradient id="o" cx=".38" cy=".35" r=".7">
          <stop offset="0" stop-color="#ffc36b"/><stop offset=".5" stop-color="#f08a1c"/>
          <stop offset="1" stop-color="#b4560c"/></radialGradient></defs>
        <rect width="1000" height="800" fill="#f1ede6"/>
        <circle cx="500" cy="400" r="210" fill="url(#o)"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

/** A heap of fruit filling the frame: oranges, lemons, apples and limes, overlapping. */
const fruitHeapPhoto = () => {
  const colours = ['#f08a1c', '#f2d43a', '#c8242b', '#6ea83a', '#e56b12', '#f5e04f'];
  const fruit = Array.from({ length: 36 }, (_, i) => {
    const [x, y] = [((i * 37) % 11) * 100 + 40, Math.floor(i / 6) * 150 + ((i * 53) % 5) * 12];
    return `<circle cx="${x}" cy="${y}" r="${110 + ((i * 29) % 40)}" fill="${colours[i % 6]}"
      stroke="#5a3a1a" stroke-width="3"/>`;
  }).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="850">
        <rect width="1100" height="850" fill="#7a5230"/>${fruit}</svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();
};

describe('recognising an own garment laid flat (a product picture, a flat-lay)', () => {
  it.each([
    ['top', 'tshirt', 'Футболка', 'белый', 'tshirt'],
    ['top', 'dress', 'Платье', 'зелёный', 'dress'],
    ['top', 'hoodie', 'Худи', 'серый', 'hoodie'],
    ['bottom', 'jeans', 'Джинсы', 'синий', 'jeans'],
    ['bottom', 'trousers', 'Брюки', 'чёрный', 'trousers'],
    ['bottom', 'skirt', 'Юбка', 'бежевый', 'skirt'],
    ['bottom', 'shorts', 'Шорты', 'хаки', 'shorts'],
    ['footwear', 'sneakers', 'Кроссовки', 'красный', 'sneakers'],
    ['footwear', 'boots', 'Ботинки', 'коричневый', 'boots'],
  ] as const)('a %s (%s) in %s', async (slot, drawn, name, colour, kind) => {
    const result = await recognizeOnPhoto(await picture(slot, drawn, name, colour));
    expect(result).not.toBeNull();
    expect(result!.slot).toBe(slot);
    expect(result!.kind).toBe(kind);
    expect(result!.colors[0]).toBe(colour);
    expect(result!.colors.length).toBeLessThanOrEqual(3);
  });

  it('cuts the garment out of its backdrop: a WebP with alpha, transparent corners', async () => {
    const result = await recognizeOnPhoto(await picture('top', 'tshirt', 'Футболка', 'красный'));
    const meta = await sharp(result!.cutout).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.hasAlpha).toBe(true);
    expect([meta.width, meta.height]).toEqual([result!.width, result!.height]);
    const { data, info } = await sharp(result!.cutout).raw().toBuffer({ resolveWithObject: true });
    // The shirt's shoulders leave the top corners empty; its middle is solid.
    expect(data[3]).toBe(0);
    expect(data[(info.width - 1) * 4 + 3]).toBe(0);
    const middle = (Math.round(info.height / 2) * info.width + Math.round(info.width / 2)) * 4;
    expect(data[middle + 3]).toBeGreaterThan(200);
  });

  it('names the colour of a cloth in shadow by the cloth, not by its shade', async () => {
    const result = await recognizeOnPhoto(await picture('top', 'sweater', 'Свитер', 'бордовый'));
    expect(result!.colors[0]).toBe('бордовый');
  });
});

describe('recognising a garment worn by a person', () => {
  it('cuts the top out of a waist-up photo without the face', async () => {
    const photo = await waistUpPhoto();
    const result = await recognizeOnPhoto(photo);
    expect(result).not.toBeNull();
    expect(result!.via).toBe('worn');
    expect(result!.slot).toBe('top');
    expect(result!.colors[0]).toBe('белый');

    const body = (await findBody(await rgbOf(photo, result!.side)))!;
    const face = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'].flatMap((k) => {
      const p = body.points[k as keyof typeof body.points];
      return p ? [p] : [];
    });
    expect(face.length).toBeGreaterThanOrEqual(2);
    const xs = face.map((p) => p.x);
    const ys = face.map((p) => p.y);
    const pad = (Math.max(...xs) - Math.min(...xs)) * 0.5 + 4;
    const box = {
      left: Math.min(...xs) - pad,
      right: Math.max(...xs) + pad,
      top: Math.min(...ys) - pad,
      bottom: Math.max(...ys) + pad,
    };
    const { data, info } = await sharp(result!.cutout).raw().toBuffer({ resolveWithObject: true });
    let inside = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const px = x + result!.box.left;
        const py = y + result!.box.top;
        if (px < box.left || px > box.right || py < box.top || py > box.bottom) continue;
        inside++;
        expect(data[(y * info.width + x) * 4 + 3]).toBe(0);
      }
    // The face box lies above the cut-out or its pixels there are all transparent.
    expect(inside === 0 || result!.box.top < box.bottom).toBe(true);
  });
});

describe('a photo with no garment', () => {
  it.each([
    ['a landscape', landscapePhoto],
    ['a plain wall', wallPhoto],
    ['a fruit', fruitPhoto],
    ['a heap of fruit', fruitHeapPhoto],
  ])('%s is no garment', async (_, photo) => {
    expect(await recognizeOnPhoto(await photo())).toBeNull();
  });
});

describe('recognizeGarment', () => {
  it('runs on the fitting thread and answers the cut-out as a Buffer', async () => {
    const result = await recognizeGarment(await picture('bottom', 'jeans', 'Джинсы', 'синий'));
    expect(result).toMatchObject({ slot: 'bottom', kind: 'jeans', colors: ['синий'] });
    expect(Buffer.isBuffer(result!.cutout)).toBe(true);
    expect(Object.keys(result!).sort()).toEqual(
      ['colors', 'cutout', 'height', 'kind', 'slot', 'width'].sort(),
    );
  });
});
