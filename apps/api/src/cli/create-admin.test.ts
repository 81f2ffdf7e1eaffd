import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { verifyPassword } from '../lib/password';
import { freePort } from '../test/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-create-admin-'));
fs.chmodSync(dataDir, 0o755);
let shop: EmbeddedPostgres | undefined;

function createAdmin(port: number, ...args: string[]) {
  return command('create-admin', port, ...args);
}

function command(name: string, port: number, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), DATABASE_URL: '' },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function userRow(url: string, email: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query(
        'select email, is_admin, is_active, password_hash from users where email = $1',
        [email],
      )
    ).rows[0];
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run create-admin', () => {
  it('refuses bad arguments with a usage line', async () => {
    const port = await freePort();
    expect(createAdmin(port).output).toContain('Usage: npm run create-admin -- --email');
    expect(createAdmin(port, '--email', 'nope', '--password', 'long-enough-pw').output).toContain(
      'not a valid email',
    );
    expect(createAdmin(port, '--email', 'a@b.kz', '--password', 'short').output).toContain(
      'at least 8 characters',
    );
  });

  it('works while the shop is stopped and while it runs, on the same data', async () => {
    const port = await freePort();
    const stopped = createAdmin(port, '--email', 'Boss@Vesta.kz', '--password', 'first-password');
    expect(stopped.output).toContain('Admin boss@vesta.kz created.');
    expect(stopped.status).toBe(0);

    // Now "the shop" holds the embedded server; the command attaches to it.
    shop = await startEmbeddedPostgres({ dataDir, port, database: 'vesta' });
    const running = createAdmin(port, '--email', 'boss@vesta.kz', '--password', 'second-password');
    expect(running.status).toBe(0);
    expect(running.output).toContain('boss@vesta.kz is now an admin');

    const row = await userRow(shop.url, 'boss@vesta.kz');
    expect(row).toMatchObject({ is_admin: true, is_active: true });
    expect(await verifyPassword(row.password_hash, 'second-password')).toBe(true);
  });

  it('resets a password without touching the roles, and signs the account out everywhere', async () => {
    const port = Number(new URL(shop!.url).port);
    const client = new pg.Client({ connectionString: shop!.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "insert into users (email, password_hash) values ('shopper@vesta.kz', 'x') returning id",
      );
      const id = rows[0].id as number;
      await client.query(
        "insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day')",
        [id],
      );
      expect(
        command('reset-password', port, '--email', 'shopper@vesta.kz', '--password', '        ')
          .status,
      ).toBe(2);
      const reset = command(
        'reset-password',
        port,
        '--email',
        'shopper@vesta.kz',
        '--password',
        'new-password-1',
      );
      expect(reset.status).toBe(0);
      const row = await userRow(shop!.url, 'shopper@vesta.kz');
      expect(row.is_admin).toBe(false);
      expect(await verifyPassword(row.password_hash, 'new-password-1')).toBe(true);
      const sessions = await client.query('select revoked_at from sessions where user_id = $1', [
        id,
      ]);
      expect(sessions.rows.every((s) => s.revoked_at !== null)).toBe(true);
      expect(
        command(
          'reset-password',
          port,
          '--email',
          'nobody@vesta.kz',
          '--password',
          'new-password-1',
        ).status,
      ).toBe(1);
    } finally {
      await client.end();
    }
  });
});
