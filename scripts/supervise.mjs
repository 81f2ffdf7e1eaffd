#!/usr/bin/env node
// Runs the shop (apps/api/src/server.ts) and restarts it when it asks to be restarted; `npm start`
// builds the web app first and then runs this.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
