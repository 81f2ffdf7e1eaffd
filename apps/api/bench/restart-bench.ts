/**
 * `npm run bench:restart`: `npm start` as an operator runs it (npm → sh → start.mjs → server.ts →
 * PostgreSQL, a new DATA_DIR, no demo data, the web build skipped), with requests coming in all the
 * time. Its embedded PostgreSQL is killed with `kill -9` BENCH_KILLS times (10), each time once the
 * shop has answered for BENCH_GAP_MS (3000); printed for each: when the API exited ("Restarting the
 * shop" printed), when the new one said it runs, when /api/healthz answered again. Then one SIGTERM
 * to the npm process, and how long until every process it started is gone. Goal: both under 20 s.
 * Linux only.
 */
import os from 'node:os';
import { startLauncher, stillRuns, type Launcher } from '../src/test/launcher';

const KILLS = Math.max(1, Number(process.env.BENCH_KILLS ?? 10));
const GAP_MS = Math.max(0, Number(process.env.BENCH_GAP_MS ?? 3000));
const LIMIT_MS = 20_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const load = () => os.loadavg()[0]!.toFixed(2);
  console.info(`bench:restart on ${os.availableParallelism()} cores (load average ${load()})`);
  const startedAt = performance.now();
  const shop = await startLauncher();
  console.info(`npm start answered after ${seconds(performance.now() - startedAt)} (new DATA_DIR)`);
  try {
    if (!(await measure(shop, load))) process.exitCode = 1;
  } finally {
    await shop.dispose();
  }
}

/** Whether every figure met its goal. */
async function measure(shop: Launcher, load: () => string): Promise<boolean> {
  let asking = true;
  const traffic = (async () => {
    while (asking) {
      await Promise.all(
        ['/api/healthz', '/api/config', '/api/items'].map((route) =>
          fetch(`${shop.base}${route}`).catch(() => null),
        ),
      );
    }
  })();
  const times: number[] = [];
  let failed = false;
  try {
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(GAP_MS);
      const postmaster = shop.postmasterPid();
      if (!postmaster) throw new Error('No PostgreSQL is running.');
      const killedAt = performance.now();
      process.kill(postmaster, 'SIGKILL');
      let ms: number;
      try {
        ms = await shop.recovery(killedAt, postmaster, 60_000);
      } catch (err) {
        console.info(`kill ${String(kill).padStart(2)}: the shop did not answer again within 60 s`);
        throw err;
      }
      times.push(ms);
      const lines = shop.linesSince(killedAt);
      const at = (pattern: RegExp) => {
        const line = lines.find((l) => pattern.test(l.text));
        return line ? seconds(line.at - killedAt) : '—';
      };
      console.info(
        `kill ${String(kill).padStart(2)}: answering again after ${seconds(ms)}` +
          `   (API exited ${at(/Restarting the shop/)}, running again ${at(/VESTA is running/)}, load ${load()})` +
          (ms >= LIMIT_MS ? '   ✖ over 20 s' : ''),
      );
      if (ms >= LIMIT_MS) failed = true;
    }
  } finally {
    asking = false;
    await traffic;
  }
  console.info(
    `recovery: best ${seconds(Math.min(...times))}, median ${seconds([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!)}, worst ${seconds(Math.max(...times))} of ${times.length}   (goal < 20 s each)`,
  );

  shop.tree();
  const processes = shop.seen().filter(stillRuns);
  const sentAt = performance.now();
  process.kill(shop.npm.pid!, 'SIGTERM');
  while (processes.some(stillRuns) && performance.now() - sentAt < 60_000) await sleep(50);
  const left = processes.filter(stillRuns);
  const stopMs = performance.now() - sentAt;
  console.info(
    left.length
      ? `SIGTERM to npm start: ${left.length} of ${processes.length} processes still running after 60 s   ✖`
      : `SIGTERM to npm start: all ${processes.length} processes (npm, sh, launcher, API, PostgreSQL's) gone after ${seconds(stopMs)}   (goal < 20 s)`,
  );
  return !failed && !left.length && stopMs < LIMIT_MS;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
