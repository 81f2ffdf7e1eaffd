#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the shop (API + web + workers + embedded PostgreSQL) in one process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.info(
    builtAt ? 'The web app changed: rebuilding it…' : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The server's exit code that asks for a restart (its embedded database died). */
const RESTART = 3;
let restarts = 0;
let server;
let stopping = false;

/**
 * Runs the shop and supervises it: when it exits asking for a restart (its database died), it is
 * started again after a pause that grows with repeated failures (1 s … 30 s). It shares our
 * process group, so a Ctrl-C reaches it directly and killing the group ends everything.
 */
function run() {
  const startedAt = Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      VESTA_LAUNCHER_PID: String(process.pid),
    },
  });
  server.on('exit', (code, signal) => {
    if (code === RESTART && !stopping) {
      if (Date.now() - startedAt > 60_000) restarts = 0;
      const pause = Math.min(30_000, 1000 * 2 ** restarts++);
      console.error(`Restarting the shop in ${pause / 1000} s…`);
      setTimeout(run, pause);
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

// Ctrl-C reaches the server itself (same process group); a SIGTERM sent to us alone is passed on.
process.on('SIGINT', () => {
  stopping = true;
});
process.on('SIGTERM', () => {
  stopping = true;
  server?.kill('SIGTERM');
});
run();
