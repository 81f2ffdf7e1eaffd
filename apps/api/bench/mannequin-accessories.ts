/**
 * A contact sheet of the demo catalogue's accessories on the mannequin, to look at: each alone on
 * the store mannequin, with a full outfit, and with the outfit on a wider and a taller figure
 * («Ваша фигура»). Writes bench-output/mannequin/accessories.png and prints the dressing time.
 *
 *   npm run bench:mannequin [-- a name prefix, e.g. cap]
 */
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { dressBody } from '../src/lib/fitting/dress';
import { prepareGarment, type OutfitGarment } from '../src/lib/fitting/fit-outfit';
import { wornTogether } from '../src/lib/fitting/garment-form';
import { DEFAULT_FIGURE, type Figure } from '../src/lib/mannequin/figure-shape';
import { mannequinBody } from '../src/lib/mannequin/mannequin-body';
import { demoGarment } from '../src/test/garments';

const OUT = 'bench-output/mannequin';
const TILE = { width: 300, height: 600 };

const WIDE: Figure = {
  ...DEFAULT_FIGURE,
  ...{ shoulders: 1.3, bust: 1.3, waist: 1.45, hips: 1.3 },
  skin: [200, 160, 130],
  hair: [40, 30, 20],
};
const TALL: Figure = {
  ...DEFAULT_FIGURE,
  ...{ shoulders: 0.9, torso: 1.15, legs: 1.2 },
  skin: [120, 85, 60],
  hair: [20, 20, 20],
  longHair: true,
};

async function draw(garments: OutfitGarment[], figure?: Figure) {
  const { photo, body } = await mannequinBody(figure);
  const prepared = await Promise.all(wornTogether(garments).map(prepareGarment));
  const started = performance.now();
  const outcome = await dressBody(photo, body, prepared);
  const ms = performance.now() - started;
  const raw = { width: photo.width, height: photo.height, channels: 3 as const };
  // The upper two thirds, where accessories are worn.
  const crop = { left: 100, top: 0, width: photo.width - 200, height: (photo.height * 2) / 3 };
  const png = await sharp(outcome.rgb, { raw }).extract(crop).resize(TILE).png().toBuffer();
  return { png, ms };
}

const label = (text: string) =>
  Buffer.from(
    `<svg width="${TILE.width}" height="20"><text x="4" y="15" font-size="14">${text}</text></svg>`,
  );

async function main() {
  const only = process.argv[2];
  const accessory =
    (kind: 'cap' | 'scarf' | 'bag' | 'belt' | 'sunglasses', name: string) =>
    (color: string, seed: number) =>
      demoGarment('accessory', kind, name, color, seed);
  const accessories: [string, Promise<OutfitGarment>][] = [
    ['cap', accessory('cap', 'Хлопковая бейсболка')('#c0392b', 0)],
    ['cap-navy', accessory('cap', 'Кепка с вышивкой')('#1d2a44', 1)],
    ['scarf', accessory('scarf', 'Шарф в клетку')('#8a2a2a', 0)],
    ['scarf-plain', accessory('scarf', 'Кашемировый шарф')('#b8a68a', 1)],
    ['tote', accessory('bag', 'Сумка-шопер')('#7a2a2a', 1)],
    ['flap', accessory('bag', 'Кожаная сумка с клапаном')('#5a3418', 3)],
    ['crossbody', accessory('bag', 'Сумка через плечо')('#2a2a2a', 0)],
    ['mini', accessory('bag', 'Мини-сумка')('#d8c0a0', 2)],
    ['clutch', accessory('bag', 'Вечерний клатч на цепочке')('#7a2a2a', 2)],
    ['short-handles', accessory('bag', 'Сумка с короткими ручками')('#c8a878', 0)],
    ['backpack', accessory('bag', 'Городской рюкзак')('#3a4a3a', 1)],
    ['belt', accessory('belt', 'Кожаный ремень')('#5a3418', 0)],
    ['sunglasses', accessory('sunglasses', 'Солнцезащитные очки')('#111111', 0)],
  ];
  const outfit = await Promise.all([
    demoGarment('top', 'shirt', 'Рубашка оксфорд', '#e8e8f0'),
    demoGarment('top', 'jacket', 'Однобортный пиджак', '#1d2a44'),
    demoGarment('bottom', 'jeans', 'Джинсы прямого кроя', '#2a3f6a'),
    demoGarment('footwear', 'sneakers', 'Кеды', '#eeeeee'),
  ]);
  const tiles: Buffer[] = [];
  const times: number[] = [];
  for (const [name, garment] of accessories) {
    if (only && !name.startsWith(only)) continue;
    const g = await garment;
    const ways: [string, OutfitGarment[], Figure | undefined][] = [
      ['alone', [g], undefined],
      ['outfit', [...outfit, g], undefined],
      ['wide', [...outfit, g], WIDE],
      ['tall', [...outfit, g], TALL],
    ];
    for (const [way, garments, figure] of ways) {
      const { png, ms } = await draw(garments, figure);
      times.push(ms);
      const input = label(`${name} · ${way}`);
      tiles.push(
        await sharp(png)
          .composite([{ input, top: 0, left: 0 }])
          .png()
          .toBuffer(),
      );
    }
  }
  const columns = 8;
  const rows = Math.ceil(tiles.length / columns);
  const sheet = sharp({
    create: {
      width: columns * TILE.width,
      height: rows * TILE.height,
      channels: 3,
      background: '#fff',
    },
  }).composite(
    tiles.map((input, i) => ({
      input,
      left: (i % columns) * TILE.width,
      top: Math.floor(i / columns) * TILE.height,
    })),
  );
  await fs.mkdir(OUT, { recursive: true });
  await fs.writeFile(`${OUT}/accessories.png`, await sheet.png().toBuffer());
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  console.info(
    `${tiles.length} drawings, dressing p50 ${p50.toFixed(0)} ms → ${OUT}/accessories.png`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
