/**
 * npm run bench:tryon — the local try-on on real photographs of people that ship in packages:
 * the sample sheet of @vladmandic/human (npm, always here) and, where Debian's packages can be
 * fetched (root with apt-get), the people of OpenCV's sample data (a footballer mid-kick, a
 * basketball game) and scikit-image's (an astronaut waist-up, a cameraman bent over his camera),
 * plus a photo of fruit with nobody on it. Each photo is scaled to 1024 px and dressed in a
 * T-shirt, jeans and trainers. Prints success per photo with its notes, p50/p95 over all runs,
 * where the time goes, and writes a contact sheet (photo | result) to bench-output/tryon/, and a
 * second with the top taken from a photo of a model wearing it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { renderGarmentImage } from '../src/db/seed/garment-images';
import { bodyModels } from '../src/lib/fitting/body-models';
import { fitOnPhoto, type FitTimings, type OutfitGarment } from '../src/lib/fitting/fit-outfit';
import { closeFittingPool, fitOnPhotoOffThread } from '../src/lib/fitting/fitting-pool';
import { fullLengthPhoto, PEOPLE_PHOTOS, peoplePhoto } from '../src/test/photos';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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

const tile = (input: Buffer) =>
  sharp(input).resize(360, 480, { fit: 'contain', background: '#222' }).png().toBuffer();

/** Tiles four to a row (photo | result, photo | result) into a contact sheet in OUT. */
async function writeSheet(tiles: Buffer[], file: string) {
  const columns = 4;
  await sharp({
    create: {
      width: columns * 360,
      height: Math.ceil(tiles.length / columns) * 480,
      channels: 3,
      background: '#222',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * 360,
        top: Math.floor(i / columns) * 480,
      })),
    )
    .png()
    .toFile(path.join(OUT, file));
}

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

async function main() {
  const photos: { name: string; kind: string; bytes: Buffer }[] = [
    { name: 'rendered-a-pose', kind: 'рендер, A-поза', bytes: await fullLengthPhoto(1024) },
  ];
  for (const p of PEOPLE_PHOTOS)
    photos.push({ name: p.name, kind: p.kind, bytes: await peoplePhoto(p.name) });
  for (const p of debianPhotos())
    photos.push({
      name: p.name,
      kind: p.kind,
      bytes: await sharp(p.file)
        .resize(1024, 1024, { fit: 'inside' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    });
  const outfit = [
    await garment('top', 'tshirt', 'синий', 'Базовая футболка'),
    await garment('bottom', 'jeans', 'чёрный', 'Джинсы прямого кроя'),
    await garment('footwear', 'sneakers', 'белый', 'Кроссовки беговые'),
  ];
  let started = performance.now();
  await bodyModels();
  console.info(
    `models loaded in ${(performance.now() - started).toFixed(0)} ms (once per process)`,
  );
  await fitOnPhoto(photos[0]!.bytes, outfit); // warm-up: the garments' cut-outs are kept per process

  fs.mkdirSync(OUT, { recursive: true });
  const totals: number[] = [];
  const shares: FitTimings = { body_ms: 0, garments_ms: 0, dress_ms: 0, encode_ms: 0 };
  const tiles: Buffer[] = [];
  console.info(`\n${'photo'.padEnd(18)} ${'kind'.padEnd(30)} outcome`);
  for (const photo of photos) {
    let last: Awaited<ReturnType<typeof fitOnPhoto>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      last = await fitOnPhoto(photo.bytes, outfit);
      const elapsed = performance.now() - started;
      if (!last.ok) continue;
      totals.push(elapsed);
      for (const key of Object.keys(shares) as (keyof FitTimings)[])
        shares[key] += last.timings[key];
    }
    const outcome = last!.ok
      ? `dressed${last!.notes.length ? `: ${last!.notes.join('; ')}` : ''}`
      : `refused: ${last!.message}`;
    console.info(`${photo.name.padEnd(18)} ${photo.kind.padEnd(30)} ${outcome}`);
    const result = last!.ok ? last!.webp : photo.bytes;
    fs.writeFileSync(path.join(OUT, `${photo.name}.webp`), result);
    tiles.push(await tile(photo.bytes), await tile(result));
  }
  await writeSheet(tiles, 'contact-sheet.png');

  // The same photos in a top whose product picture is a model wearing it (most imported ones):
  // the garment is cut from the model (worn-garment.ts), not the model with it.
  const wornTop = {
    slot: 'top' as const,
    name: 'Футболка укороченная',
    picture: await peoplePhoto('three-quarter', 640),
  };
  const wornTiles = [await tile(wornTop.picture), await tile(wornTop.picture)];
  for (const photo of photos) {
    const result = await fitOnPhoto(photo.bytes, [wornTop, ...outfit.slice(1)]);
    wornTiles.push(await tile(photo.bytes), await tile(result.ok ? result.webp : photo.bytes));
  }
  await writeSheet(wornTiles, 'contact-sheet-worn.png');

  totals.sort((a, b) => a - b);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))] ?? 0;
  const sum = totals.reduce((a, b) => a + b, 0) || 1;
  console.info(
    `\n3 garments at 1024 px, ${totals.length} dressed runs on ${os.cpus().length} cores: p50 ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   (aim p50 ≤ 1500 ms)\n`,
  );
  const labels: Record<keyof FitTimings, string> = {
    body_ms: 'body: people, pose and silhouette (3 models)',
    garments_ms: 'garments: cut-out and parts (kept per process)',
    dress_ms: 'fitting: warping, occlusion and light',
    encode_ms: 'WebP encoding',
  };
  for (const key of Object.keys(labels) as (keyof FitTimings)[])
    console.info(
      `${labels[key].padEnd(48)} ${String(Math.round((shares[key] / sum) * 100)).padStart(3)}%  ${(shares[key] / Math.max(1, totals.length)).toFixed(0)} ms`,
    );
  await eventLoopFigures(photos[0]!.bytes, outfit);
  console.info(
    `\ncontact sheets: ${path.join(OUT, 'contact-sheet.png')} and contact-sheet-worn.png (a top from a photo of a model wearing it)`,
  );
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
