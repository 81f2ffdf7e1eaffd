import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
fs.chmodSync(dataDir, 0o755);
const children: ReturnType<typeof spawn>[] = [];

/**
 * server.ts with the embedded PostgreSQL in `dataDir`, as `npm start` runs it — or, `supervised`,
 * under the launcher's supervisor (in its own process group, as npm runs it).
 */
async function startShop(port: number, pgPort: number, { supervised = false } = {}) {
  const command = supervised
    ? [path.join(apiDir, '../../scripts/supervise.mjs')]
    : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, command, {
    cwd: apiDir,
    detached: supervised,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WORKERS: 'false',
    },
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waiters: { count: number; resolve: () => void }[] = [];
  const starts = () => output.split('VESTA is running').length - 1;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.splice(0))
      if (starts() >= waiter.count) waiter.resolve();
      else waiters.push(waiter);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  /** Resolves once the shop has said it is running `count` times (restarts included). */
  const running = (count: number) =>
    new Promise<void>((resolve, reject) => {
      if (starts() >= count) return resolve();
      waiters.push({ count, resolve });
      void exited.then((code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
    });
  await running(1);
  return { child, exited, running, output: () => output };
}

function postmasterPid(): number {
  const candidates = [path.join(dataDir, 'postgres', 'postmaster.pid')];
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error('no postmaster.pid under the data folder');
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // A postmaster a killed test shop left behind.
  try {
    const pid = postmasterPid();
    if (alive(pid)) process.kill(pid, 'SIGINT');
  } catch {
    // none
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the shop and its embedded database', () => {
  it('starts again after being killed mid-write, with every acknowledged write', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startShop(port, pgPort);
    const base = `http://127.0.0.1:${port}`;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `crash-${i}@example.com`;
        const response = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'long enough password' }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(email);
      }
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    writing = false;
    await writer;
    // The database it started is still running, with nobody to stop it.
    expect(alive(postmasterPid())).toBe(true);

    // The next start takes the orphaned database over instead of refusing.
    const second = await startShop(port, pgPort);
    expect(second.output()).toContain('Stopping the PostgreSQL a previous start left running');
    for (const email of acknowledged) {
      const login = await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: 'long enough password' }),
      });
      expect(login.status, email).toBe(200);
    }

    // If its PostgreSQL dies, the shop exits with the restart code rather than answer 500s.
    process.kill(postmasterPid(), 'SIGKILL');
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('The embedded PostgreSQL stopped unexpectedly');
  }, 90_000);

  // Restarts under the launcher, and a stop request to it, are tested on `npm start` itself
  // (launcher.test.ts).
  it('ends with its PostgreSQL when the launcher’s process group is killed outright', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const shop = await startShop(port, pgPort, { supervised: true });
    const base = `http://127.0.0.1:${port}`;
    const postmaster = postmasterPid();

    // kill -9 of the launcher's process group (npm's): the shop, in a group of its own, sees its
    // launcher go and stops, PostgreSQL included.
    process.kill(-shop.child.pid!, 'SIGKILL');
    await shop.exited;
    await expect
      .poll(
        () =>
          fetch(`${base}/api/healthz`).then(
            () => 'answering',
            () => 'gone',
          ),
        { timeout: 15_000 },
      )
      .toBe('gone');
    await expect.poll(() => alive(postmaster), { timeout: 15_000 }).toBe(false);
  }, 60_000);
});
