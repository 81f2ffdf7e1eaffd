import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLauncher, stillRuns, type Launcher } from './test/launcher';

/**
 * `npm start` itself (npm → sh → start.mjs → server.ts → PostgreSQL), as an operator or a process
 * supervisor runs it: whatever dies, the shop answers again; a stop request ends every process.
 */

// The goal is 20 s, measured by `npm run bench:restart` on a quiet machine; here the launcher
// shares two cores with the other suites, so the test asks for recovery, not for speed.
const RECOVERY_LIMIT_MS = 45_000;
const STOP_LIMIT_MS = 20_000;
const credentials = { email: 'launcher@example.com', password: 'long enough password' };

let launcher: Launcher | undefined;
beforeAll(async () => {
  launcher = await startLauncher();
}, 120_000);
afterAll(async () => {
  await launcher?.dispose();
});

function signIn(base: string) {
  return fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
  });
}

describe('npm start', () => {
  it('answers again after each kill -9 of its PostgreSQL or of its API process', async () => {
    const shop = launcher!;
    const registered = await fetch(`${shop.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(201);

    // Shoppers keep asking while the database dies: requests in flight then are part of the test.
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
    try {
      for (const target of ['postgres', 'postgres', 'api'] as const) {
        const postmaster = shop.postmasterPid();
        const victim = target === 'postgres' ? postmaster : shop.serverPid();
        expect(victim, target).toBeTruthy();
        const killedAt = performance.now();
        process.kill(victim!, 'SIGKILL');
        // A killed API leaves its PostgreSQL behind: the next start stops it and starts its own.
        const ms = await shop.recovery(killedAt, postmaster, RECOVERY_LIMIT_MS);
        expect(ms, `${target} killed`).toBeLessThan(RECOVERY_LIMIT_MS);
      }
    } finally {
      asking = false;
      await traffic;
    }
    expect((await signIn(shop.base)).status).toBe(200);
    expect(shop.npm.exitCode).toBeNull();
  }, 150_000);

  it('ends every process it started within 20 s of a SIGTERM to npm', async () => {
    const shop = launcher!;
    shop.tree();
    expect(shop.postmasterPid()).toBeTruthy();
    expect(shop.serverPid()).toBeTruthy();
    const processes = shop.seen().filter(stillRuns);
    // npm, sh, start.mjs, server.ts, the postmaster and its own processes.
    expect(processes.length).toBeGreaterThanOrEqual(6);

    const sentAt = performance.now();
    process.kill(shop.npm.pid!, 'SIGTERM');
    await expect
      .poll(() => processes.filter(stillRuns), { timeout: STOP_LIMIT_MS, interval: 200 })
      .toEqual([]);
    expect(performance.now() - sentAt).toBeLessThan(STOP_LIMIT_MS);
    expect(await shop.healthy()).toBe(false);
  }, 30_000);
});
