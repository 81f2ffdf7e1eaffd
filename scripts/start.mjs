#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the shop (API + web + workers + embedded PostgreSQL) in one process under supervise.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

// Taken before the build: a parent that goes during it must still be noticed afterwards.
const parentPid = process.ppid;
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

// SKIP_WEB_BUILD: an image built ahead (read-only sources) or an API-only run; the server then
// serves what is in apps/web/dist, or only the API when nothing is.
const skipBuild = ['1', 'true'].includes(process.env.SKIP_WEB_BUILD ?? '');
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!skipBuild && builtAt < sourcesAt) {
  console.info(
    builtAt ? 'The web app changed: rebuilding it…' : 'Building the web app (first start)…',
  );
  // Asynchronous, so that a stop request during the build (a signal, our parent gone) ends it at
  // once; in a process group of its own, because npm would pass a SIGTERM to its shell only.
  const build = spawn('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  });
  const stopBuild = () => {
    try {
      process.kill(-build.pid, 'SIGTERM');
    } catch {
      // already over
    }
  };
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, stopBuild);
  const parentWatch = setInterval(() => process.ppid !== parentPid && stopBuild(), 250);
  const [code, signal] = await new Promise((resolve) =>
    build.on('exit', (...result) => resolve(result)),
  );
  clearInterval(parentWatch);
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, stopBuild);
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0));
}

supervise({ parentPid });
