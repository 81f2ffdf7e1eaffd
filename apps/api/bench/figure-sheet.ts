/**
 * The shopper's figure on real photographs: for each photo, the photo, the figure measured on it
 * (figure.ts) bare, and dressed in a T-shirt, jeans and trainers — a contact sheet to judge
 * whether each figure is plausibly that person's build and tone.
 *
 *   npx tsx apps/api/bench/figure-sheet.ts [out.png] [photo.jpg …]
 *
 * Without photos: the sample sheet's (src/test/photos.ts). Writes /tmp/figures/contact-sheet.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderGarmentImage } from '../src/db/seed/garment-images';
import { findBody } from '../src/lib/fitting/body';
import { measureFigure } from '../src/lib/fitting/figure';
import { dressBody } from '../src/lib/fitting/dress';
import { prepareGarment, rgbOf, type OutfitGarment } from '../src/lib/fitting/fit-outfit';
import { mannequinBody } from '../src/lib/mannequin/mannequin-body';
import { renderMannequin } from '../src/lib/mannequin/mannequin';
import type { Figure } from '../src/lib/mannequin/figure-shape';
import { fullLengthPhoto, PEOPLE_PHOTOS, peoplePhoto } from '../src/test/photos';

const TILE_W = 240;
const TILE_H = 360;

const garment = async (slot: OutfitGarment['slot'], kind: string, color: string, name: string) => ({
  slot,
  name,
  picture: await renderGarmentImage({
    category: slot,
    kind: kind as never,
    color: color as never,
    seed: 7,
  }),
});

const tile = (input: Buffer) =>
  sharp(input).resize(TILE_W, TILE_H, { fit: 'contain', background: '#222' }).png().toBuffer();

const describe = (f: Figure) =>
  `${(['shoulders', 'bust', 'waist', 'hips', 'legs'] as const).map((k) => `${k[0]}${f[k].toFixed(2)}`).join(' ')}`;

function caption(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W * 3}" height="22"><rect width="100%" height="100%" fill="#111"/><text x="6" y="16" font-family="sans-serif" font-size="14" fill="#eee">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function main() {
  const [out = '/tmp/figures/contact-sheet.png', ...files] = process.argv.slice(2);
  const photos: { name: string; bytes: Buffer }[] = files.length
    ? files.map((f) => ({ name: path.basename(f), bytes: fs.readFileSync(f) }))
    : [
        { name: 'full-length', bytes: await fullLengthPhoto() },
        ...(await Promise.all(
          PEOPLE_PHOTOS.map(async (p) => ({ name: p.name, bytes: await peoplePhoto(p.name) })),
        )),
      ];
  const outfit = [
    await garment('top', 'tshirt', 'синий', 'Базовая футболка'),
    await garment('bottom', 'jeans', 'чёрный', 'Джинсы прямого кроя'),
    await garment('footwear', 'sneakers', 'белый', 'Кроссовки беговые'),
  ];
  const rows: { tiles: Buffer[]; label: Buffer }[] = [];
  for (const p of photos) {
    const photo = await rgbOf(p.bytes, 1024);
    const body = await findBody(photo);
    if (!body) {
      console.info(`${p.name}: nobody found`);
      continue;
    }
    const figure = measureFigure(photo, body);
    const started = performance.now();
    // As fitOnFigure dresses it: the figure's drawing as a body, the garments by the one renderer.
    const drawn = await mannequinBody(figure);
    const garments = await Promise.all(outfit.map(prepareGarment));
    const { rgb } = await dressBody(drawn.photo, drawn.body, garments);
    const dressed = await sharp(rgb, {
      raw: { width: drawn.photo.width, height: drawn.photo.height, channels: 3 },
    })
      .png()
      .toBuffer();
    const ms = performance.now() - started;
    const bare = (await renderMannequin(figure)).jpg;
    const text = `${p.name}: ${describe(figure)} skin ${figure.skin.join(',')} hair ${figure.hair?.join(',') ?? '-'}${figure.longHair ? ' long' : ''}`;
    console.info(`${text} (${ms.toFixed(0)} ms)`);
    rows.push({
      tiles: [await tile(p.bytes), await tile(bare), await tile(dressed)],
      label: await caption(text),
    });
  }
  const columns = 2;
  const rowH = TILE_H + 22;
  const width = columns * TILE_W * 3 + (columns - 1) * 8;
  await sharp({
    create: {
      width,
      height: Math.ceil(rows.length / columns) * rowH,
      channels: 3,
      background: '#444',
    },
  })
    .composite(
      rows.flatMap((row, i) => {
        const left = (i % columns) * (TILE_W * 3 + 8);
        const top = Math.floor(i / columns) * rowH;
        return [
          { input: row.label, left, top },
          ...row.tiles.map((input, k) => ({ input, left: left + k * TILE_W, top: top + 22 })),
        ];
      }),
    )
    .png()
    .toFile(out);
  console.info(`contact sheet: ${out}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
