import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/**
 * `npm start` as an operator runs it (npm → sh → scripts/start.mjs → server.ts → PostgreSQL), with a
 * new DATA_DIR under the system's temporary folder and free ports: for the launcher's tests and
 * `npm run bench:restart`. Linux only (the process tree is read from /proc).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Launcher = {
  /** The `npm start` process (its own process group). */
  npm: ChildProcess;
  base: string;
  dataDir: string;
  output: () => string;
  /** The lines printed after `since` (performance.now()), JSON log lines left out, with their times. */
  linesSince: (since: number) => { at: number; text: string }[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  healthy: () => Promise<boolean>;
  /** The running postmaster's pid (from its pid file), or null. */
  postmasterPid: () => number | null;
  /** The API process (server.ts) under the launcher, or null. */
  serverPid: () => number | null;
  /** npm and every process below it, PostgreSQL's included. */
  tree: () => number[];
  /** Identities (see `stillRuns`) of every process `tree` has returned so far. */
  seen: () => string[];
  /** Resolves with the milliseconds until a new PostgreSQL runs and the shop answers /api/healthz. */
  recovery: (since: number, oldPostmaster: number | null, limitMs: number) => Promise<number>;
  /** Kills whatever is left (tests' clean-up) and removes the data folder. */
  dispose: () => Promise<void>;
};

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The fields of /proc/<pid>/stat after the command name (state first), or null once it is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields follow its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's identity: its pid with its start time, so that a reused pid is never taken for it. */
function identity(pid: number): string | null {
  const fields = statFields(pid);
  return fields ? `${pid}@${fields[19]}` : null;
}

/** pid → parent pid of every process, read from /proc. */
function parents(): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) result.set(Number(entry), Number(fields[1]));
  }
  return result;
}

/** Whether a process seen earlier (its `identity`) still runs; zombies count as gone. */
export function stillRuns(seen: string): boolean {
  const pid = Number(seen.split('@')[0]);
  const fields = statFields(pid);
  return !!fields && fields[0] !== 'Z' && identity(pid) === seen;
}

export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents())
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found.filter(alive);
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** What the launcher printed, without the JSON log lines (request errors while the database is down). */
export function plainLines(output: string, last = 40): string {
  return output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('{'))
    .slice(-last)
    .join('\n');
}

export async function startLauncher(
  env: Record<string, string> = {},
  {
    readyWithinMs = 120_000,
    /** An earlier launcher's folder, to start the same shop again (a restart). */
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-launcher-')),
  } = {},
): Promise<Launcher> {
  fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      SKIP_WEB_BUILD: '1',
      ...env,
    },
  });
  let output = '';
  const timeline: { at: number; text: string }[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    const at = performance.now();
    for (const text of lines) if (text.trim() && !text.startsWith('{')) timeline.push({ at, text });
  };
  npm.stdout!.on('data', collect);
  npm.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const healthy = () =>
    fetch(`${base}/api/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
  const postmasterPid = () => {
    try {
      const pid = Number(
        fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      return pid > 0 && alive(pid) ? pid : null;
    } catch {
      return null;
    }
  };
  // Every process of the launcher's seen so far, for the clean-up (orphans are no one's descendants).
  const seen = new Set<string>();
  const tree = () => {
    const pids = [...new Set([...descendants(npm.pid!), ...descendants(postmasterPid() ?? -1)])];
    for (const pid of pids) {
      const id = identity(pid);
      if (id) seen.add(id);
    }
    return pids;
  };
  const serverPid = () =>
    tree().find((pid) => commandLine(pid).includes('apps/api/src/server.ts')) ?? null;

  const recovery = async (since: number, oldPostmaster: number | null, limitMs: number) => {
    for (;;) {
      const postmaster = postmasterPid();
      if (postmaster && postmaster !== oldPostmaster && (await healthy()))
        return performance.now() - since;
      if (performance.now() - since > limitMs)
        throw new Error(
          `The shop did not answer again within ${limitMs / 1000} s:\n${plainLines(output)}`,
        );
      await sleep(100);
    }
  };

  const launcher: Launcher = {
    npm,
    base,
    dataDir,
    output: () => output,
    linesSince: (since) => timeline.filter((line) => line.at >= since),
    exited,
    healthy,
    postmasterPid,
    serverPid,
    tree,
    seen: () => [...seen],
    recovery,
    dispose: async () => {
      tree();
      for (const id of seen) {
        if (!stillRuns(id)) continue;
        try {
          process.kill(Number(id.split('@')[0]), 'SIGKILL');
        } catch {
          // gone
        }
      }
      await sleep(300);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const started = performance.now();
  while (!(await healthy())) {
    if (
      npm.exitCode !== null ||
      npm.signalCode !== null ||
      performance.now() - started > readyWithinMs
    ) {
      await launcher.dispose();
      throw new Error(`npm start did not bring the shop up:\n${plainLines(output)}`);
    }
    await sleep(100);
  }
  tree();
  return launcher;
}
