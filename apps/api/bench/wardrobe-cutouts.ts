/**
 * npm run bench:wardrobe — the own-garment recognition (lib/wardrobe) on real photographs: people
 * wearing their clothes (@vladmandic/human's sample folder, read out of the git directory at
 * BENCH_HUMAN_REPO), flat-lays and garments on hangers photographed at home (the clothing dataset
 * at BENCH_CLOTHING_REPO, alexeygrigorev/clothing-dataset-small, CC0), try-on projects' garment
 * pictures (BENCH_TRYON_REPOS: OOTDiffusion's, CatVTON's), the demo catalogue's drawn product
 * pictures, and photos with no garment (fruit, a landscape, a face, a wall). Prints each answer
 * and its time, the time of one 12-megapixel photo on this thread and on the fitting thread, and
 * writes contact sheets (photo | cut-out on grey | slot, kind, colours) to bench-output/wardrobe/.
 * BENCH_ONLY=worn,flat-and-hanger runs some groups; BENCH_PER_CLASS sets the home photos per kind.
 * Photos that are not on this machine are left out; none is kept in the repository.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GARMENT_KINDS as KIND_INFO } from '@shop/contract';
import sharp from 'sharp';
import { renderGarmentImage, type GarmentKind } from '../src/db/seed/garment-images';
import { closeFittingPool } from '../src/lib/fitting/fitting-pool';
import { recognizeGarment } from '../src/lib/wardrobe/recognize-garment';
import { recognizeOnPhoto, type Recognition } from '../src/lib/wardrobe/recognize';
import { landscapePhoto, portraitPhoto } from '../src/test/photos';

const OUT = path.resolve(process.env.BENCH_OUT ?? 'bench-output/wardrobe');
const MIRROR = '/work/.mirror';
const HUMAN_REPO = process.env.BENCH_HUMAN_REPO ?? `${MIRROR}/vladmandic+human/repo`;
const CLOTHING_REPO =
  process.env.BENCH_CLOTHING_REPO ?? `${MIRROR}/alexeygrigorev+clothing-dataset-small/repo/.git`;
const TRYON_REPOS = (
  process.env.BENCH_TRYON_REPOS ??
  `${MIRROR}/levihsu+OOTDiffusion/repo,${MIRROR}/Zheng-Chong+CatVTON/repo`
).split(',');
const PER_CLASS = Number(process.env.BENCH_PER_CLASS ?? 1);

type Photo = { name: string; expect: string; bytes: Buffer };

const gitShow = (repo: string, file: string) =>
  execFileSync('git', ['--git-dir', repo, 'show', `HEAD:${file}`], { maxBuffer: 64 << 20 });
const gitList = (repo: string, under: string) =>
  execFileSync('git', ['--git-dir', repo, 'ls-tree', '-r', '--name-only', 'HEAD', under])
    .toString()
    .split('\n')
    .filter((f) => /\.(jpe?g|png)$/i.test(f));

function fromRepo(repo: string, files: [string, string][]): Photo[] {
  if (!fs.existsSync(repo)) {
    console.info(`(${repo} is not here: its photos are left out)`);
    return [];
  }
  return files.flatMap(([file, expect]) => {
    try {
      return [{ name: path.basename(file), expect, bytes: gitShow(repo, file) }];
    } catch {
      return [];
    }
  });
}

const PEOPLE: [string, string][] = [
  ['person-vlado1.jpg', 'worn: костюм'],
  ['person-vlado5.jpg', 'worn: шорты / футболка'],
  ['person-linda.jpg', 'worn: юбка'],
  ['person-celeste.jpg', 'worn'],
  ['person-christina.jpg', 'worn: чёрное'],
  ['person-nicole.jpg', 'worn: по пояс'],
  ['stock-models-1.jpg', 'worn: брюки'],
  ['stock-models-10.jpg', 'worn: шорты'],
  ['stock-teen-2.jpg', 'worn: пальто'],
  ['stock-teen-5.jpg', 'worn: футболка'],
  ['person-tetiana.jpg', 'worn: платье'],
  ['ai-face.jpg', 'null: лицо'],
];

const CLASSES: Record<string, string> = {
  dress: 'top dress',
  longsleeve: 'top (long sleeves)',
  outwear: 'top jacket/coat',
  pants: 'bottom trousers',
  shirt: 'top shirt',
  shoes: 'footwear',
  shorts: 'bottom shorts',
  skirt: 'bottom skirt',
  't-shirt': 'top tshirt',
  hat: 'accessory hat',
};

function clothingPhotos(): Photo[] {
  if (!fs.existsSync(CLOTHING_REPO)) return fromRepo(CLOTHING_REPO, []);
  const files = Object.entries(CLASSES).flatMap(([cls, expect]) =>
    gitList(CLOTHING_REPO, `test/${cls}`)
      .slice(0, PER_CLASS)
      .map((f): [string, string] => [f, expect]),
  );
  return fromRepo(CLOTHING_REPO, files);
}

function tryonPhotos(): Photo[] {
  return TRYON_REPOS.flatMap((repo) => {
    if (!fs.existsSync(repo)) return fromRepo(repo, []);
    const files = [
      ...gitList(repo, 'run/examples/garment').slice(0, 3),
      ...gitList(repo, 'resource/demo/example/condition'),
    ].map((f): [string, string] => [
      f,
      f.includes('lower')
        ? 'bottom'
        : f.includes('overall')
          ? 'top dress'
          : f.includes('person')
            ? 'worn'
            : 'top',
    ]);
    return fromRepo(repo, files);
  });
}

async function demoPhotos(): Promise<Photo[]> {
  const kinds: [string, GarmentKind, string][] = [
    ['top', 'tshirt', 'белый'],
    ['top', 'sweater', 'бордовый'],
    ['top', 'dress', 'зелёный'],
    ['bottom', 'jeans', 'синий'],
    ['bottom', 'skirt', 'бежевый'],
    ['bottom', 'shorts', 'хаки'],
    ['footwear', 'sneakers', 'белый'],
    ['footwear', 'boots', 'коричневый'],
    ['accessory', 'bag', 'чёрный'],
    ['accessory', 'belt', 'коричневый'],
  ];
  return Promise.all(
    kinds.map(async ([category, kind, color]) => ({
      name: `demo ${kind}`,
      expect: `${category} ${kind} ${color}`,
      bytes: await renderGarmentImage({ category: category as never, kind, color, seed: 2 }),
    })),
  );
}

async function noGarmentPhotos(): Promise<Photo[]> {
  const fruit = path.join(
    os.tmpdir(),
    'vesta-bench-photos/usr/share/doc/opencv-doc/examples/data/fruits.jpg',
  );
  const wall = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#d9d2c5' },
  })
    .jpeg()
    .toBuffer();
  return [
    { name: 'landscape', expect: 'null', bytes: await landscapePhoto() },
    { name: 'portrait', expect: 'worn: по плечи', bytes: await portraitPhoto() },
    { name: 'wall', expect: 'null', bytes: wall },
    ...(fs.existsSync(fruit)
      ? [{ name: 'fruits', expect: 'null', bytes: fs.readFileSync(fruit) }]
      : []),
  ];
}

const TILE = 220;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function tile(input: Buffer | null, background: string) {
  const base = sharp({ create: { width: TILE, height: TILE, channels: 3, background } });
  if (!input) return base.png().toBuffer();
  const fitted = await sharp(input)
    .resize(TILE - 8, TILE - 8, { fit: 'inside' })
    .png()
    .toBuffer();
  return base
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function entry(photo: Photo, result: Recognition | null, ms: number) {
  const got = result
    ? `${result.slot} ${result.kind ?? '—'} · ${result.colors.join(', ')}`
    : 'null';
  const lines = [
    `${photo.name.slice(0, 34)}`,
    `ждём: ${photo.expect}`,
    `итог: ${got}`,
    `${result?.via ?? ''} ${Math.round(ms)} мс`,
  ];
  const caption = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE * 2}" height="64"><rect width="100%" height="64" fill="#fff"/>${lines
    .map(
      (l, i) =>
        `<text x="4" y="${14 + i * 15}" font-family="sans-serif" font-size="12" fill="#222">${escape(l)}</text>`,
    )
    .join('')}</svg>`;
  return sharp({ create: { width: TILE * 2, height: TILE + 64, channels: 3, background: '#fff' } })
    .composite([
      { input: await tile(photo.bytes, '#fff'), left: 0, top: 0 },
      { input: await tile(result?.cutout ?? null, '#9a9a9a'), left: TILE, top: 0 },
      { input: Buffer.from(caption), left: 0, top: TILE },
    ])
    .png()
    .toBuffer();
}

async function sheet(file: string, entries: Buffer[]) {
  const cols = 4;
  const rows = Math.ceil(entries.length / cols);
  const w = TILE * 2 + 6;
  const h = TILE + 64 + 6;
  await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#ddd' } })
    .composite(
      entries.map((input, i) => ({ input, left: (i % cols) * w, top: Math.floor(i / cols) * h })),
    )
    .png()
    .toFile(path.join(OUT, file));
}

/**
 * One 12-megapixel photo: its time on this thread (what the API's event loop would be held for)
 * and through the fitting thread, with the event loop's longest stall meanwhile. Both warmed up
 * first, so the models' loading is not counted.
 */
async function timeTwelveMegapixels(sample: Buffer) {
  const big = await sharp(sample)
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  await recognizeOnPhoto(sample);
  let started = performance.now();
  await recognizeOnPhoto(big);
  const onThread = performance.now() - started;
  await recognizeGarment(sample);
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  started = performance.now();
  await recognizeGarment(big);
  const offThread = performance.now() - started;
  stalls.disable();
  console.info(
    `12 MP photo: ${Math.round(onThread)} ms on this thread; ${Math.round(offThread)} ms through the fitting thread, the event loop held at most ${Math.round(stalls.max / 1e6)} ms meanwhile`,
  );
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const groups: [string, Photo[]][] = [
    [
      'worn',
      fromRepo(
        HUMAN_REPO,
        PEOPLE.map(([f, e]) => [`samples/in/${f}`, e]),
      ),
    ],
    ['flat-and-hanger', clothingPhotos()],
    ['tryon-pictures', tryonPhotos()],
    ['demo-catalogue', await demoPhotos()],
    ['no-garment', await noGarmentPhotos()],
  ];
  const times: number[] = [];
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [group, photos] of groups) {
    if (!photos.length || (only && !only.includes(group))) continue;
    const entries: Buffer[] = [];
    for (const photo of photos) {
      const started = performance.now();
      const result = await recognizeOnPhoto(photo.bytes);
      const ms = performance.now() - started;
      times.push(ms);
      console.info(
        `${group}/${photo.name}: ${result ? `${result.slot} ${result.kind} ${result.colors.join(',')} (${result.via})` : 'null'} — expected ${photo.expect} — ${Math.round(ms)} ms`,
      );
      entries.push(await entry(photo, result, ms));
    }
    await sheet(`${group}.png`, entries);
  }
  times.sort((a, b) => a - b);
  console.info(
    `p50 ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms, max ${Math.round(times.at(-1) ?? 0)} ms`,
  );
  const sample = groups[0]![1][0]?.bytes;
  if (sample && process.env.BENCH_SKIP_12MP !== '1') await timeTwelveMegapixels(sample);
  console.info(`kinds known: ${Object.keys(KIND_INFO).length}; sheets in ${OUT}`);
  await closeFittingPool();
}

await main();
