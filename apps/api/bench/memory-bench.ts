/**
 * `npm run bench:memory`: what the API process holds at rest. `npm start` as an operator runs it
 * (a new DATA_DIR with the demo data, so the first start seeds and draws the outfits' covers), and
 * the API's resident memory (RSS, from /proc) printed at start, after 60 s, at rest after
 * BENCH_REST_SECONDS (150: a first start's covers drawn and the fitting thread ended), right after
 * one fitting (an avatar upload: the face is found by the body's models on the fitting
 * thread, the heaviest thing the shop loads), after FITTING_IDLE_SECONDS more (the bench sets 20,
 * the shop's default is 120: the thread and its models are to be gone), and the same after a
 * restart on the same data. RSS is the process's own, so a busy machine slows the figures' timing
 * but not their size. Goal: ≤ 300 MB at rest. Linux only.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { startLauncher, type Launcher } from '../src/test/launcher';

const REST_SECONDS = Math.max(60, Number(process.env.BENCH_REST_SECONDS ?? 150));
const IDLE_SECONDS = 20;
const GOAL_MB = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number | null): number {
  if (!pid) return NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

function threads(pid: number | null): number {
  if (!pid) return NaN;
  return Number(/Threads:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

function printer(shop: Launcher, run: string) {
  return (moment: string) => {
    const pid = shop.serverPid();
    const mb = rssMb(pid);
    console.info(
      `${run.padEnd(13)} ${moment.padEnd(38)} RSS ${mb.toFixed(0).padStart(4)} MB  threads ${threads(pid)}` +
        (moment.startsWith('at rest') && mb > GOAL_MB ? `   ✖ over ${GOAL_MB} MB` : ''),
    );
    return mb;
  };
}

/** The demo shopper's password, as the first start prints it. */
function shopperPassword(shop: Launcher): string {
  const line = /shopper\s+(\S+@\S+)\s+(\S+)/.exec(shop.output());
  if (!line) throw new Error('The first start printed no demo shopper.');
  return line[2]!;
}

/** One fitting: an avatar upload, whose face the fitting thread's models look for. */
async function oneFitting(base: string, password: string) {
  const token = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'shopper@vesta.kz', password }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const picture = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#c8a890' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/profile/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`The avatar upload answered ${response.status}.`);
  return performance.now() - started;
}

async function measure(shop: Launcher, run: string, password: string) {
  const print = printer(shop, run);
  print('just started');
  await sleep(60_000);
  print('60 s after start');
  // A first start draws the outfits' covers on the fitting thread for a minute or so on a busy
  // machine; the thread ends FITTING_IDLE_SECONDS after the last.
  await sleep((REST_SECONDS - 60) * 1000);
  const rest = print(`at rest, ${REST_SECONDS} s after start`);
  const ms = await oneFitting(shop.base, password);
  print(`after one fitting (${(ms / 1000).toFixed(1)} s)`);
  await sleep((IDLE_SECONDS + 10) * 1000);
  const after = print(`at rest, ${IDLE_SECONDS + 10} s after it`);
  return { rest, after };
}

async function stop(shop: Launcher) {
  process.kill(-shop.npm.pid!, 'SIGTERM');
  await shop.exited;
}

async function main() {
  const env = { SEED_DEMO_DATA: 'true', FITTING_IDLE_SECONDS: String(IDLE_SECONDS) };
  const first = await startLauncher(env);
  let figures: { rest: number; after: number }[] = [];
  let second: Launcher | undefined;
  try {
    const password = shopperPassword(first);
    figures.push(await measure(first, 'first start', password));
    await stop(first);
    second = await startLauncher(env, { dataDir: first.dataDir });
    figures.push(await measure(second, 'restart', password));
  } finally {
    await (second ?? first).dispose();
  }
  figures = figures.filter(({ rest, after }) => rest > GOAL_MB || after > GOAL_MB);
  if (figures.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
