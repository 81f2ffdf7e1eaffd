/**
 * `npm run bench:load`: one shop on this machine (the real server with its embedded PostgreSQL and
 * the demo catalogue), the load generator included, in two bursts:
 *
 * 1. 100 shoppers upload a 20-megapixel photo each (a JPEG of about 7 MB with a photo's grain) at once, as
 *    try-on photos;
 * 2. 200 simulated shoppers for 5 minutes. Each signs up, then browses the catalogue, searches,
 *    opens items with their similar items and reviews, looks at trending, and adds to the cart and
 *    favourites, with short pauses between steps.
 *
 * The server runs as `npm start` runs it (`scripts/server-env.mjs`), its fitting thread ending
 * after FITTING_IDLE_SECONDS=20 (the shop's default is 120) so that the bench sees rest sooner.
 * Before the bursts it waits for rest (the first start's covers drawn, the fitting thread ended)
 * and prints the server's memory (RSS) there; after each burst it waits a minute and prints the
 * RSS at the burst's peak and a minute after, against rest (aim: within 15 %). Also prints
 * requests, errors, p50/p95/p99 per kind.
 *
 * Options (environment): BENCH_UPLOADS (100; 0 skips the uploads), BENCH_SHOPPERS (200; 0 skips
 * the shoppers), BENCH_SECONDS (300), BENCH_THINK_MS (500), BENCH_SETTLE_SECONDS (60: the wait
 * before "a minute after"). Other environment reaches the server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port';
import { rssMb } from './process-memory';
import { serverEnv } from '../../../scripts/server-env.mjs';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 100);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const FITTING_IDLE_SECONDS = 20;
/** How far over rest the memory a minute after a burst may be. */
const BACK_TO_REST = 1.15;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEARCHES = ['джинсы', 'кросовки', 'платье', 'рубашка льняная', 'Nike', 'сумка', 'свитер'];

type Sample = { kind: string; ms: number; ok: boolean };
const samples: Sample[] = [];

/** CPU seconds the process used so far (user + system; /proc counts in 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server has used under 5 % of a core for five seconds in a row (at most five
 * minutes): after a first start it draws the demo outfits' covers in the background, which
 * would be counted as the burst's memory and time.
 */
async function serverIdle(pid: number): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 5 && Date.now() - started < 300_000) {
    await pause(1000);
    const now = cpuSeconds(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function shopper(base: string, index: number, until: number) {
  const call = async (kind: string, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(base + url, init).catch(() => null);
    const body = response ? await response.text().catch(() => '') : '';
    samples.push({
      kind,
      ms: performance.now() - started,
      ok: !!response && response.status < 400,
    });
    return { response, body };
  };
  const json = { 'content-type': 'application/json' };
  const signup = await call('sign up', '/api/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `load-${index}-${Date.now()}@example.com`,
      password: 'load test password',
    }),
  });
  const token = signup.response?.ok
    ? (JSON.parse(signup.body) as { access_token: string }).access_token
    : null;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  while (Date.now() < until) {
    const page = await call(
      'catalogue page',
      `/api/items/?page=${1 + Math.floor(Math.random() * 7)}`,
    );
    const items = page.response?.ok ? (JSON.parse(page.body) as { id: number }[]) : [];
    await pause(Math.random() * THINK_MS);
    await call('search', `/api/items/?q=${encodeURIComponent(pick(SEARCHES))}`);
    await pause(Math.random() * THINK_MS);
    if (items.length) {
      const id = pick(items).id;
      const detail = await call('item', `/api/items/${id}`, { headers: auth });
      await call('similar', `/api/items/${id}/similar`);
      await call('reviews', `/api/items/${id}/comments`);
      const variants = detail.response?.ok
        ? (JSON.parse(detail.body) as { variants: { id: number; stock: number }[] }).variants
        : [];
      const inStock = variants.find((v) => v.stock > 0);
      if (token && inStock && Math.random() < 0.3)
        await call('cart add', `/api/cart/${inStock.id}`, { method: 'POST', headers: auth });
      if (token && Math.random() < 0.3)
        await call('favourite', `/api/items/${id}/favorite`, { method: 'PUT', headers: auth });
    }
    await call('trending', '/api/items/trending');
    if (token && Math.random() < 0.2) await call('cart', '/api/cart/', { headers: auth });
    await pause(Math.random() * THINK_MS);
  }
}

/**
 * A 20-megapixel JPEG (5472 × 3648, a full-frame camera's) of about 7 MB: soft blotches with a
 * photo's grain on top, so that it is as hard to decode and compresses as little as a real photo
 * (a flat picture of that size would weigh a few hundred KB). Made once and kept in the temp folder.
 */
async function twentyMegapixelPhoto(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'shop-bench-20mp-v1.jpg');
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const { default: sharp } = await import('sharp');
  const [width, height] = [5472, 3648];
  const blotches = Buffer.alloc(171 * 114 * 3);
  for (let i = 0; i < blotches.length; i++) blotches[i] = Math.floor(Math.random() * 256);
  const pixels = await sharp(blotches, { raw: { width: 171, height: 114, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + grain[i]! - 128));
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  fs.writeFileSync(file, jpeg);
  return jpeg;
}

async function signUp(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'load test password' }),
  });
  if (!response.ok) throw new Error(`sign-up refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Each of `count` shoppers uploads the photo as their try-on photo, all at once. */
async function uploadBurst(base: string, count: number, photo: Buffer) {
  const tokens: string[] = [];
  // Signed up before the burst (a few at a time): the burst measures the uploads alone.
  for (let i = 0; i < count; i += 10)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) =>
          signUp(base, `upload-${i + j}-${Date.now()}@example.com`),
        ),
      )),
    );
  return async () =>
    Promise.all(
      tokens.map(async (token) => {
        const form = new FormData();
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
        const started = performance.now();
        let failure = '';
        const response = await fetch(`${base}/api/profile/upload-photo`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }).catch((error: unknown) => {
          failure = String((error as { cause?: unknown }).cause ?? error);
          return null;
        });
        const body = response ? await response.text().catch(() => '') : '';
        const ok = !!response && response.ok;
        if (!ok && !samples.some((s) => s.kind === 'photo upload' && !s.ok))
          console.error(
            `upload failed after ${((performance.now() - started) / 1000).toFixed(0)} s: ${
              response?.status ?? failure
            } ${body.slice(0, 200)}`,
          );
        samples.push({ kind: 'photo upload', ms: performance.now() - started, ok });
      }),
    );
}

const METRICS_TOKEN = 'load-bench-metrics-token';

/** The server's JavaScript heap and the memory outside it its objects hold, from /metrics. */
async function heapOf(base: string): Promise<string> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) =>
    (Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1048576).toFixed(0);
  return `heap ${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
  fs.chmodSync(dataDir, 0o755);
  const photo = UPLOADS > 0 ? await twentyMegapixelPhoto() : Buffer.alloc(0);
  const [port, pgPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...serverEnv(),
      FITTING_IDLE_SECONDS: String(FITTING_IDLE_SECONDS),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every simulated shopper signs up from this one address.
      RATE_LIMIT_AUTH_PER_IP: '100000',
      // Its metrics say what the memory is: the JavaScript heap, and what lies outside it.
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('VESTA is running') && resolve(),
    );
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const memory: { burst: string; before: number; peak: number; after: number }[] = [];
  const restWaited = await serverIdle(server.pid!);
  // Idle, the first start's covers are drawn; the fitting thread that drew them ends after its idle time.
  await pause((FITTING_IDLE_SECONDS + 5) * 1000);
  const rest = rssMb(server.pid!);
  console.info(
    `server at rest after ${(restWaited + FITTING_IDLE_SECONDS + 5).toFixed(0)} s: RSS ${rest.toFixed(0)} MB (${await heapOf(base)})`,
  );

  /** Runs a burst and reads the server's RSS before it, at its peak and SETTLE_SECONDS after. */
  async function measured(burst: string, run: () => Promise<unknown>) {
    const waited = await serverIdle(server.pid!);
    if (waited > 6) console.info(`(waited ${waited.toFixed(0)} s for the server to be idle)`);
    const before = rssMb(server.pid!);
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 250);
    const started = Date.now();
    await run();
    const seconds = (Date.now() - started) / 1000;
    console.info(`${burst}: done in ${seconds.toFixed(0)} s; waiting ${SETTLE_SECONDS} s…`);
    await pause(SETTLE_SECONDS * 1000);
    clearInterval(watch);
    const after = rssMb(server.pid!);
    console.info(`  a minute after: RSS ${after.toFixed(0)} MB (${await heapOf(base)})`);
    memory.push({ burst, before, peak: Math.max(peak, after), after });
    return seconds;
  }

  let uploadSeconds = 0;
  if (UPLOADS > 0) {
    const burst = await uploadBurst(base, UPLOADS, photo);
    console.info(
      `${UPLOADS} uploads of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 20-megapixel JPEG at once against ${base}…`,
    );
    uploadSeconds = await measured(`${UPLOADS} photo uploads`, burst);
  }

  let elapsed = 0;
  if (SHOPPERS > 0 && SECONDS > 0) {
    console.info(`${SHOPPERS} shoppers for ${SECONDS} s against ${base}…`);
    elapsed = await measured(`${SHOPPERS} shoppers`, async () => {
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, i) => {
          await pause((i / SHOPPERS) * 5000); // arrive over five seconds
          await shopper(base, i, until);
        }),
      );
    });
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? NaN;
    const f = (v: number) => `${v.toFixed(0)} ms`.padStart(10);
    console.info(
      `${name.padEnd(16)}${String(list.length).padStart(9)}${String(list.filter((s) => !s.ok).length).padStart(8)}${f(at(0.5))}${f(at(0.95))}${f(at(0.99))}`,
    );
  };
  const shopping = samples.filter((s) => s.kind !== 'photo upload');
  console.info(`\n${os.cpus().length} cores (load generator on the same machine)`);
  if (UPLOADS > 0) console.info(`${UPLOADS} photo uploads in ${uploadSeconds.toFixed(0)} s`);
  if (elapsed)
    console.info(
      `${SHOPPERS} shoppers, ${elapsed.toFixed(0)} s, ${(shopping.length / elapsed).toFixed(0)} requests/s`,
    );
  console.info(`\n${'kind'.padEnd(16)} requests  errors       p50       p95       p99`);
  line('all', samples);
  for (const kind of [...new Set(samples.map((s) => s.kind))])
    line(
      kind,
      samples.filter((s) => s.kind === kind),
    );
  console.info(`\nserver memory (RSS), at rest ${rest.toFixed(0)} MB:`);
  for (const { burst, before, peak, after } of memory) {
    const over = after / rest;
    console.info(
      `${burst.padEnd(20)} RSS before ${before.toFixed(0)} MB / peak ${peak.toFixed(0)} MB / ${
        SETTLE_SECONDS === 60 ? 'a minute' : `${SETTLE_SECONDS} s`
      } after ${after.toFixed(0)} MB (${over >= 1 ? '+' : ''}${((over - 1) * 100).toFixed(0)} % of rest)${
        over > BACK_TO_REST ? `   ✖ over ${((BACK_TO_REST - 1) * 100).toFixed(0)} %` : ''
      }`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
