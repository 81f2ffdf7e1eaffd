#!/usr/bin/env node
// Runs the shop (apps/api/src/server.ts), starts it again whenever it ends while it is meant to run,
// and ends it, its PostgreSQL included, when asked to stop or when whoever started us is gone.
// `npm start` builds the web app first and then runs this.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's exit code that asks for a restart (its embedded database died). */
const RESTART = 3;
/** A stop request: the server cleans up on its own (it gives itself 12 s) before it is killed. */
const SERVER_GRACE_MS = 15_000;
/** …and every process, PostgreSQL included, is gone within this. */
const STOP_LIMIT_MS = 19_000;
const PARENT_POLL_MS = 250;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** A pid the server reported as its PostgreSQL, unless it has since ended (and been reused). */
function isPostgres(pid) {
  if (!pid || !alive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * The server runs in a process group of its own, so that every signal it gets comes from here, once
 * (a terminal's Ctrl+C reaches our group; we pass it on). It talks to us over IPC: where its
 * PostgreSQL runs, and when it answers.
 *
 * Restarts: exit code 3 (its database died) always; any other end (a crash, the OOM killer) once the
 * shop has answered under this launcher, since its settings are then known to be good. A first start
 * that fails otherwise ends the launcher with its code: that is a problem for a person to fix. The
 * first restart after the shop answered is immediate (a restart takes seconds anyway, and every
 * one counts while the shop is down); then 1 s, doubling to 30 s, for each start in a row that ends
 * before the shop answers.
 *
 * Stopping: SIGINT, SIGTERM and SIGHUP, and our parent's end (npm passes a SIGTERM to its shell
 * only, which dies and leaves us to the init process), stop the server; whatever of it and its
 * PostgreSQL is left after the grace time is killed.
 */
export function supervise({ parentPid = process.ppid } = {}) {
  let server = null;
  let postgresPid = null;
  let answered = false;
  let failedStarts = 0;
  let pending = null;
  let stopping = false;

  function run() {
    pending = null;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        detached: true,
        env: serverEnv(),
      },
    );
    server = child;
    child.on('message', (message) => {
      if (message?.type === 'postgres') postgresPid = message.pid;
      if (message?.type === 'running') {
        answered = true;
        failedStarts = 0;
      }
    });
    child.on('exit', (code, signalName) => {
      server = null;
      if (stopping) return;
      const died = signalName ? `was killed by ${signalName}` : `exited with code ${code}`;
      if (code === 0) return finish(0);
      if (code !== RESTART && !answered) return finish(code ?? 1);
      const pause = failedStarts ? Math.min(30_000, 1000 * 2 ** (failedStarts - 1)) : 0;
      failedStarts += 1;
      const when = pause ? ` in ${pause / 1000} s` : '';
      console.error(
        code === RESTART
          ? `Restarting the shop${when}…`
          : `The shop ${died}; restarting it${when}…`,
      );
      pending = setTimeout(run, pause);
    });
  }

  /**
   * PostgreSQL outlives a server that was killed or gave up its clean-up: it is asked for a fast
   * shutdown, and shut down at once (SIGQUIT, then SIGKILL) if it is still there at the deadline.
   */
  async function finish(code, deadline = Date.now() + STOP_LIMIT_MS - SERVER_GRACE_MS) {
    if (isPostgres(postgresPid)) {
      signal(postgresPid, 'SIGINT');
      while (isPostgres(postgresPid) && Date.now() < deadline - 1000) await sleep(100);
      if (isPostgres(postgresPid)) signal(postgresPid, 'SIGQUIT');
      while (isPostgres(postgresPid) && Date.now() < deadline) await sleep(100);
      if (isPostgres(postgresPid)) signal(postgresPid, 'SIGKILL');
    }
    process.exit(code);
  }

  /** `signalName`: the signal we got, passed on; none when our parent is gone. */
  async function stop(signalName, reason) {
    if (stopping) {
      // A second Ctrl+C: the server gives up its clean-up at once.
      if (signalName && server) signal(server.pid, signalName);
      return;
    }
    stopping = true;
    if (pending) clearTimeout(pending);
    const startedAt = Date.now();
    if (reason) console.error(`${reason}: stopping the shop…`);
    const current = server;
    if (!current) return finish(0, startedAt + STOP_LIMIT_MS);
    const exited = new Promise((resolve) => current.once('exit', (code) => resolve(code)));
    signal(current.pid, signalName ?? 'SIGTERM');
    const graceOver = sleep(SERVER_GRACE_MS).then(() => 'grace over');
    let code = await Promise.race([exited, graceOver]);
    if (code === 'grace over') {
      console.error('The shop did not stop in time: killing it.');
      signal(current.pid, 'SIGKILL');
      code = await exited;
    }
    await finish(code ?? 1, startedAt + STOP_LIMIT_MS);
  }

  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => void stop(name));
  const parentWatch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(parentWatch);
    void stop(undefined, 'The process that started the shop is gone');
  }, PARENT_POLL_MS);
  parentWatch.unref();
  run();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  supervise();
