/**
 * `npm run bench:start`: how long the shop takes to answer, as `npm start` runs it (the server with
 * its embedded PostgreSQL and the demo data), measured from the spawn to the first healthy answer
 * of /api/healthz. The first start has a new, empty DATA_DIR (cluster, migrations, demo pictures
 * and rows) with the demo pictures in the picture cache, as `npm install` leaves them; the repeat
 * start uses the same DATA_DIR again. Prints both, and the phases the server logged.
 *
 * Options (environment): BENCH_REPEATS (2: repeat starts measured, the best and worst shown);
 * BENCH_COLD=1 also measures a first start with an empty picture cache (every picture drawn).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port';

const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 2));
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Run = { ms: number; output: string };

async function startOnce(dataDir: string, env: Record<string, string> = {}): Promise<Run> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
    cwd: path.resolve(apiDir, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The shop exited during start-up:\n${output}`);
      if (performance.now() - started > 180_000)
        throw new Error(`The shop did not answer within 180 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return { ms: performance.now() - started, output };
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const phases = (run: Run) =>
  run.output
    .split('\n')
    .filter((line) => /Rendered|Demo data ready/.test(line))
    .map((line) => `    ${line.trim()}`);

async function main() {
  const made: string[] = [];
  const folder = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
    made.push(dir);
    return dir;
  };
  try {
    const load = os.loadavg()[0]!.toFixed(2);
    console.info(`bench:start on ${os.availableParallelism()} cores (load average ${load})`);
    // The picture cache as npm install leaves it (filled now if it is not).
    const warm = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/db/seed/draw-demo-pictures.ts'],
      {
        cwd: apiDir,
        encoding: 'utf8',
      },
    );
    console.info(`  ${warm.stdout.trim()}`);
    const lines: string[] = [];
    if (process.env.BENCH_COLD === '1') {
      const cold = await startOnce(folder('cold'), { DEMO_PICTURE_CACHE: folder('cache') });
      lines.push(`first start, empty picture cache:  ${seconds(cold.ms)}`, ...phases(cold));
    }
    const dataDir = folder('data');
    const first = await startOnce(dataDir);
    lines.push(
      `first start (new DATA_DIR):        ${seconds(first.ms)}   (goal ≤ 10 s on a quiet 2-core machine)`,
      ...phases(first),
    );
    const repeats: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) repeats.push((await startOnce(dataDir)).ms);
    lines.push(
      `repeat start (same DATA_DIR):      ${seconds(Math.min(...repeats))} best, ${seconds(Math.max(...repeats))} worst of ${REPEATS}   (goal ≤ 3 s)`,
    );
    console.info(lines.join('\n'));
  } finally {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
