/**
 * npm run bench:tryon — the local try-on on real photographs of people, in four outfits (a
 * T-shirt, jeans and trainers; a dress and heels; a coat, trousers and boots; a shirt, a skirt, a
 * belt, a bag, a cap and sunglasses). The photographs: the people of @vladmandic/human's sample
 * sheet (npm, always here); the people of that project's own sample folder (full length, seated,
 * mid-movement, mirror selfies, waist-up, groups, dresses, coats, dark and light skin) when a copy
 * of its repository is at BENCH_HUMAN_REPO (a git directory) or its photos are in BENCH_PHOTOS;
 * and, where Debian's packages can be fetched, OpenCV's and scikit-image's samples (a footballer
 * mid-kick, a black-and-white basketball game, an astronaut waist-up, a black-and-white cameraman)
 * plus a photo of fruit with nobody on it. Prints per outfit how many photos became each rendering
 * and, per photo, the gate values that decided; p50/p95 over all fittings; and writes a contact
 * sheet per outfit (photo | result, labelled) to bench-output/tryon/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import type { GarmentKind } from '../src/db/seed/garment-images';
import { bodyModels } from '../src/lib/fitting/body-models';
import { fitOnPhoto, type FitResult, type OutfitGarment } from '../src/lib/fitting/fit-outfit';
import { closeFittingPool, fitOnPhotoOffThread } from '../src/lib/fitting/fitting-pool';
import { GATE_LIMITS, type GateValues } from '../src/lib/fitting/gates';
import { demoGarment } from '../src/test/garments';
import { PEOPLE_PHOTOS, peoplePhoto } from '../src/test/photos';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const OUT = path.resolve(process.env.BENCH_OUT ?? 'bench-output/tryon');
const DEBIAN_PHOTOS = [
  {
    pkg: 'opencv-doc',
    file: 'usr/share/doc/opencv-doc/examples/data/messi5.jpg',
    name: 'football',
    kind: 'в движении на поле',
  },
  {
    pkg: 'opencv-doc',
    file: 'usr/share/doc/opencv-doc/examples/data/basketball1.png',
    name: 'basketball',
    kind: 'двое, ч/б, в игре',
  },
  {
    pkg: 'python3-skimage',
    file: 'usr/lib/python3/dist-packages/skimage/data/astronaut.png',
    name: 'astronaut',
    kind: 'по пояс',
  },
  {
    pkg: 'python3-skimage',
    file: 'usr/lib/python3/dist-packages/skimage/data/camera.png',
    name: 'cameraman',
    kind: 'наклонился к камере, ч/б',
  },
  {
    pkg: 'opencv-doc',
    file: 'usr/share/doc/opencv-doc/examples/data/fruits.jpg',
    name: 'fruits',
    kind: 'никого нет',
  },
];

/** Debian's sample photos, unpacked (not installed) into a cache folder; none where apt is absent. */
function debianPhotos(): { name: string; kind: string; file: string }[] {
  const dir = path.join(os.tmpdir(), 'vesta-bench-photos');
  const missing = DEBIAN_PHOTOS.filter((p) => !fs.existsSync(path.join(dir, p.file)));
  if (missing.length && fs.existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
    fs.mkdirSync(dir, { recursive: true });
    for (const pkg of new Set(missing.map((p) => p.pkg))) {
      try {
        execFileSync('apt-get', ['download', pkg], { cwd: dir, stdio: 'ignore' });
        const deb = fs.readdirSync(dir).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
        if (deb) execFileSync('dpkg', ['-x', deb, '.'], { cwd: dir, stdio: 'ignore' });
      } catch {
        console.info(`(${pkg} could not be fetched: its photos are left out)`);
      }
    }
  }
  return DEBIAN_PHOTOS.flatMap((p) =>
    fs.existsSync(path.join(dir, p.file)) ? [{ ...p, file: path.join(dir, p.file) }] : [],
  );
}

/** The photographs of @vladmandic/human's sample folder used here: file, what kind of photo. */
const HUMAN_PHOTOS = [
  ['person-vlado1.jpg', 'мужчина в костюме, в полный рост'],
  ['person-vlado5.jpg', 'мужчина в шортах, в полный рост'],
  ['person-vlado.jpg', 'мужчина сидя за столом'],
  ['person-tetiana.jpg', 'сидя на табурете, в платье'],
  ['person-linda.jpg', 'селфи в зеркале, юбка'],
  ['person-celeste.jpg', 'тёмная кожа, до колен'],
  ['person-christina.jpg', 'в чёрном, до колен'],
  ['person-nicole.jpg', 'по пояс'],
  ['person-lexi.jpg', 'по пояс, рука у головы'],
  ['stock-models-1.jpg', 'в полный рост, брюки'],
  ['stock-models-10.jpg', 'в полный рост, шорты, на улице'],
  ['stock-models-12.jpg', 'двое, платья'],
  ['stock-models-13.jpg', 'двое, платье и жакет'],
  ['stock-models-14.jpg', 'в прыжке'],
  ['stock-models-15.jpg', 'на корточках'],
  ['stock-models-16.jpg', 'сидя на стуле'],
  ['stock-models-5.jpg', 'вдали на пляже'],
  ['stock-models-9.jpg', 'по пояс, на улице'],
  ['stock-teen-2.jpg', 'в пальто, по пояс'],
  ['stock-teen-5.jpg', 'футболка, по пояс'],
  ['stock-teen-7.jpg', 'джинсовая куртка, по пояс'],
  ['group-2.jpg', 'трое, платье и костюм'],
  ['group-3.jpg', 'четверо, тёмная и светлая кожа'],
  ['group-5.jpg', 'компания в полный рост'],
  ['stock-group-2.jpg', 'черлидеры в движении'],
] as const;

/** The sample folder's photos: from BENCH_PHOTOS, else read out of the repository's git directory. */
function humanPhotos(): { name: string; kind: string; file: string }[] {
  const dir = process.env.BENCH_PHOTOS ?? path.join(os.tmpdir(), 'vesta-bench-photos', 'human');
  const repo = process.env.BENCH_HUMAN_REPO ?? '/work/.mirror/vladmandic+human/repo';
  fs.mkdirSync(dir, { recursive: true });
  const out: { name: string; kind: string; file: string }[] = [];
  for (const [file, kind] of HUMAN_PHOTOS) {
    const target = path.join(dir, file);
    if (!fs.existsSync(target) && fs.existsSync(repo))
      try {
        const bytes = execFileSync('git', ['--git-dir', repo, 'show', `HEAD:samples/in/${file}`]);
        fs.writeFileSync(target, bytes);
      } catch {
        continue;
      }
    if (fs.existsSync(target)) out.push({ name: file.replace(/\.jpg$/, ''), kind, file: target });
  }
  if (!out.length)
    console.info(
      `(no photos of @vladmandic/human's sample folder: set BENCH_HUMAN_REPO to a clone's git directory, or BENCH_PHOTOS to a folder holding ${HUMAN_PHOTOS[0][0]} …)`,
    );
  return out;
}

const TILE = { width: 240, height: 320 };
const RENDERING_LABELS = { photo_sketch: 'Эскиз на фото', figure: 'Ваша фигура' } as const;

/** A tile of the sheet, with a caption strip along its bottom. */
async function tile(input: Buffer, caption: string, colour = '#000') {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const strip = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="18"><rect width="100%" height="18" fill="${colour}"/><text x="4" y="13" font-family="sans-serif" font-size="11" fill="#fff">${escape(caption)}</text></svg>`,
  );
  const picture = await sharp(input)
    .resize(TILE.width, TILE.height - 18, { fit: 'contain', background: '#222' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: TILE.width, height: TILE.height, channels: 3, background: '#222' },
  })
    .composite([
      { input: picture, left: 0, top: 0 },
      { input: strip, left: 0, top: TILE.height - 18 },
    ])
    .png()
    .toBuffer();
}

const BLANK = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';

/**
 * Tiles nine to a row (photo | result | the sketch on the photo the gates set aside, three
 * photos a row) into a contact sheet in OUT.
 */
async function writeSheet(tiles: Buffer[], file: string) {
  const columns = 9;
  await sharp({
    create: {
      width: columns * TILE.width,
      height: Math.ceil(tiles.length / columns) * TILE.height,
      channels: 3,
      background: '#222',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * TILE.width,
        top: Math.floor(i / columns) * TILE.height,
      })),
    )
    .png()
    .toFile(path.join(OUT, file));
}

/** The four outfits: each garment's slot, drawn kind, colour and name. */
const OUTFITS: Record<string, [OutfitGarment['slot'], GarmentKind, string, string][]> = {
  'tshirt-jeans-trainers': [
    ['top', 'tshirt', 'синий', 'Базовая футболка'],
    ['bottom', 'jeans', 'чёрный', 'Джинсы прямого кроя'],
    ['footwear', 'sneakers', 'белый', 'Кроссовки беговые'],
  ],
  'dress-heels': [
    ['top', 'dress', 'красный', 'Платье миди'],
    ['footwear', 'heels', 'чёрный', 'Туфли на каблуке'],
  ],
  'coat-trousers-boots': [
    ['top', 'jacket', 'бежевый', 'Пальто шерстяное'],
    ['bottom', 'trousers', 'серый', 'Брюки прямые'],
    ['footwear', 'boots', 'коричневый', 'Ботинки кожаные'],
  ],
  'shirt-skirt-accessories': [
    ['top', 'shirt', 'белый', 'Рубашка хлопковая'],
    ['bottom', 'skirt', 'зелёный', 'Юбка миди'],
    ['accessory', 'belt', 'коричневый', 'Ремень кожаный'],
    ['accessory', 'bag', 'чёрный', 'Сумка через плечо'],
    ['accessory', 'cap', 'синий', 'Кепка бейсбольная'],
    ['accessory', 'sunglasses', 'чёрный', 'Очки солнцезащитные'],
  ],
};

const outfits = () =>
  Promise.all(
    Object.entries(OUTFITS).map(async ([name, garments]) => ({
      name,
      garments: await Promise.all(
        garments.map(([slot, kind, colour, title]) => demoGarment(slot, kind, title, colour, 7)),
      ),
    })),
  );

async function photographs() {
  const photos: { name: string; kind: string; bytes: Buffer }[] = [];
  for (const p of PEOPLE_PHOTOS)
    photos.push({ name: p.name, kind: p.kind, bytes: await peoplePhoto(p.name) });
  for (const p of [...humanPhotos(), ...debianPhotos()])
    photos.push({
      name: p.name,
      kind: p.kind,
      bytes: await sharp(p.file)
        .resize(1024, 1024, { fit: 'inside' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    });
  return photos;
}

/** The gates past their limits, as «name=value»; all of them with BENCH_GATES=all. */
function gateLine(gates: GateValues | null) {
  if (!gates) return '';
  const all = process.env.BENCH_GATES === 'all';
  return (Object.keys(gates) as (keyof GateValues)[])
    .filter((k) => all || gates[k] > GATE_LIMITS[k])
    .map((k) => `${k}=${gates[k] < 2 ? gates[k].toFixed(2) : gates[k].toFixed(0)}`)
    .join(' ');
}

async function main() {
  const photos = await photographs();
  let started = performance.now();
  await bodyModels();
  console.info(
    `models loaded in ${(performance.now() - started).toFixed(0)} ms (once per process)`,
  );
  console.info(`${photos.length} photographs, ${RUNS} run(s) each`);
  fs.mkdirSync(OUT, { recursive: true });
  const totals: number[] = [];
  const only = process.env.BENCH_OUTFITS?.split(',');
  for (const outfit of (await outfits()).filter((o) => !only || only.includes(o.name))) {
    await fitOnPhoto(photos[0]!.bytes, outfit.garments); // its garments' cut-outs, once
    const counts = { photo_sketch: 0, figure: 0, refused: 0 };
    const tiles: Buffer[] = [];
    console.info(`\n== ${outfit.name}\n${'photo'.padEnd(20)} ${'kind'.padEnd(34)} rendering`);
    for (const photo of photos) {
      let last: FitResult | undefined;
      for (let run = 0; run < RUNS; run++) {
        started = performance.now();
        last = await fitOnPhoto(photo.bytes, outfit.garments, { keepSketch: true });
        totals.push(performance.now() - started);
      }
      const result = last!;
      counts[result.ok ? result.rendering : 'refused']++;
      const line = result.ok
        ? `${result.rendering}${result.figureReason ? ` (${result.figureReason})` : ''} ${gateLine(result.gates)}${result.notes.length ? ` — ${result.notes.map((note) => note.code).join('; ')}` : ''}`
        : `refused: ${result.message.code}`;
      console.info(`${photo.name.padEnd(20)} ${photo.kind.padEnd(34)} ${line}`);
      const caption = result.ok
        ? `${RENDERING_LABELS[result.rendering]}${result.figureReason ? `: ${result.figureReason}` : ''}`
        : 'отказ';
      const colour = result.ok
        ? result.rendering === 'figure'
          ? '#5a3d7a'
          : '#2d6a3e'
        : '#7a2d2d';
      tiles.push(
        await tile(photo.bytes, photo.name),
        await tile(result.ok ? result.webp : photo.bytes, caption, colour),
        await tile(
          result.ok && result.setAside ? result.setAside : Buffer.from(BLANK),
          result.ok && result.setAside ? 'отложенный эскиз' : '',
          '#444',
        ),
      );
    }
    await writeSheet(tiles, `contact-sheet-${outfit.name}.png`);
    console.info(
      `${outfit.name}: photo_sketch ${counts.photo_sketch}, figure ${counts.figure}, refused ${counts.refused} of ${photos.length}`,
    );
  }
  totals.sort((a, b) => a - b);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))] ?? 0;
  console.info(
    `\n${totals.length} try-ons at 1024 px on ${os.cpus().length} cores: p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   (aim p50 ≤ 1500 ms)`,
  );
  const first = (await outfits())[0]!;
  await eventLoopFigures(photos[0]!.bytes, first.garments);
  console.info(`\ncontact sheets: ${OUT}/contact-sheet-*.png`);
}

/** How long the process's event loop (the API's requests) waits while one try-on is fitted. */
async function eventLoopFigures(photo: Buffer, outfit: OutfitGarment[]) {
  const held = async (work: () => Promise<unknown>) => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    await work();
    delay.disable();
    return { held: delay.max / 1e6, took: performance.now() - started };
  };
  await fitOnPhotoOffThread(photo, outfit); // the thread loads its models once
  const inline = await held(() => fitOnPhoto(photo, outfit));
  const offThread = await held(() => fitOnPhotoOffThread(photo, outfit));
  await closeFittingPool();
  console.info(
    `\nevent loop held during one try-on: on the API's thread ${inline.held.toFixed(0)} ms ` +
      `(of ${inline.took.toFixed(0)} ms); on the fitting thread ${offThread.held.toFixed(0)} ms ` +
      `(of ${offThread.took.toFixed(0)} ms, the copy to the thread and back included)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
