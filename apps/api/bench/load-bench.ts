/**
 * `npm run bench:load`: 200 simulated shoppers for 5 minutes against one shop on this machine
 * (the real server with its embedded PostgreSQL and the demo catalogue), the load generator
 * included. Each shopper signs up, then browses the catalogue, searches, opens items with their
 * similar items and reviews, looks at trending, and adds to the cart and favourites, with short
 * pauses between steps. Prints requests, errors, p50/p95/p99 per kind and the server's memory at
 * start, peak and end.
 *
 * Options (environment): BENCH_SHOPPERS (200), BENCH_SECONDS (300), BENCH_THINK_MS (500).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEARCHES = ['джинсы', 'кросовки', 'платье', 'рубашка льняная', 'Nike', 'сумка', 'свитер'];

type Sample = { kind: string; ms: number; ok: boolean };
const samples: Sample[] = [];

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
  fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every simulated shopper signs up from this one address.
      RATE_LIMIT_AUTH_PER_IP: '100000',
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
  const memory = { start: rssMb(server.pid!), peak: 0, end: 0 };
  const watch = setInterval(() => (memory.peak = Math.max(memory.peak, rssMb(server.pid!))), 1000);

  console.info(`${SHOPPERS} shoppers for ${SECONDS} s against ${base}…`);
  const started = Date.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      await pause((i / SHOPPERS) * 5000); // arrive over five seconds
      await shopper(base, i, until);
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(watch);
  memory.end = rssMb(server.pid!);
  memory.peak = Math.max(memory.peak, memory.end);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? NaN;
    const f = (v: number) => `${v.toFixed(0)} ms`.padStart(9);
    console.info(
      `${name.padEnd(16)}${String(list.length).padStart(9)}${String(list.filter((s) => !s.ok).length).padStart(8)}${f(at(0.5))}${f(at(0.95))}${f(at(0.99))}`,
    );
  };
  console.info(
    `\n${SHOPPERS} shoppers, ${elapsed.toFixed(0)} s, ${os.cpus().length} cores (load generator on the same machine)`,
  );
  console.info(`${(samples.length / elapsed).toFixed(0)} requests/s\n`);
  console.info(`${'kind'.padEnd(16)} requests  errors      p50      p95      p99`);
  line('all', samples);
  for (const kind of [...new Set(samples.map((s) => s.kind))])
    line(
      kind,
      samples.filter((s) => s.kind === kind),
    );
  console.info(
    `\nserver memory (RSS): start ${memory.start.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB, end ${memory.end.toFixed(0)} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
