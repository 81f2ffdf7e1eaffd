import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/db';
import { freePort } from './test/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));

/** Runs server.ts as `npm start` does and collects what it prints until it exits or `until` matches. */
function runServer(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env },
    // A process group of its own, like a shop started on a terminal: Ctrl+C signals the group.
    detached: true,
  });
  let output = '';
  return new Promise<{ output: string; code: number | null; child: typeof child }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve({ output, code: null, child });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ output, code, child }));
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('starting the shop', () => {
  it('says in one sentence that the database cannot be reached', async () => {
    const { output, code } = await runServer({
      DATABASE_URL: 'postgres://shop:nope@127.0.0.1:1/vesta',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'The shop could not start: Cannot reach the database at 127.0.0.1:1/vesta',
    );
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('says which setting is wrong', async () => {
    const { output, code } = await runServer({ DATABASE_URL: database.url, PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
  });

  it('says that the port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const { output, code } = await runServer({ DATABASE_URL: database.url, PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('serves requests and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { child } = await runServer(
      { DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' },
      /VESTA is running/,
    );
    const health = await fetch(`http://127.0.0.1:${port}/api/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'connected' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('stops quietly on Ctrl+C with its embedded PostgreSQL and job workers', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const { child, output: started } = await runServer(
      {
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: 'true',
      },
      /VESTA is running/,
    );
    expect(started).toContain('VESTA is running');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    // A terminal's Ctrl+C signals every process of the foreground group at once.
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(output.trim()).toBe('SIGINT received: shutting down…');
  });
});
