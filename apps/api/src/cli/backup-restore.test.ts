import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createItem, createUser } from '../db/factories';
import { items } from '../db/schema';
import { cutAt, tarEntries } from '../test/archives';
import { createTestDatabase, type TestDatabase } from '../test/db';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];
const databases: string[] = [];
let source: TestDatabase;

function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cli-backup-'));
  folders.push(dir);
  return dir;
}

/** `npm run <name> -- args` as npm runs it: in apps/api, with INIT_CWD where it was typed. */
function command(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

beforeAll(async () => {
  source = await createTestDatabase();
  await createUser(source.db, { email: 'cli-backup@example.com', firstName: 'Вера' });
});
afterAll(async () => {
  await source.close();
  const admin = new pg.Client({ connectionString: inject('testServerUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up a shop on DATABASE_URL into a file named relative to where they were typed, and restore it', async () => {
    const typedIn = tempFolder();
    const dataDir = tempFolder();
    const backup = await command('backup', ['--out', 'copies/shop.tar.gz'], {
      DATABASE_URL: source.url,
      DATA_DIR: dataDir,
      INIT_CWD: typedIn,
    });
    const archive = path.join(typedIn, 'copies', 'shop.tar.gz');
    expect(backup.output).toContain(`Backup written: ${archive}`);
    expect(backup.status).toBe(0);
    expect(fs.existsSync(archive)).toBe(true);

    // Into a data folder that holds something: refused, nothing changed.
    const busy = tempFolder();
    fs.writeFileSync(path.join(busy, 'keep.txt'), 'x');
    const refused = await command('restore', [archive], { DATA_DIR: busy, DATABASE_URL: '' });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      `✖ Restore refused: DATA_DIR ${busy} is not empty. A restore goes only into an empty folder`,
    );
    expect(fs.readdirSync(busy)).toEqual(['keep.txt']);

    // Into an empty external database.
    const name = `shop_cli_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('testServerUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    databases.push(name);
    const target = new URL(inject('testServerUrl'));
    target.pathname = `/${name}`;
    const restored = await command('restore', [archive], {
      DATABASE_URL: target.toString(),
      DATA_DIR: tempFolder(),
    });
    expect(restored.output).toContain('Restored in');
    expect(restored.status).toBe(0);
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const row = await client.query(
      `select first_name from users where email = 'cli-backup@example.com'`,
    );
    expect(row.rows).toEqual([{ first_name: 'Вера' }]);
    // The restored shop's audit log says it was restored, and from what; the backup's own entry
    // was written after its snapshot, in the shop it was taken of.
    const restoredLog = await client
      .query(`select action, actor_id, changes from audit_log where entity_type = 'backup'`)
      .finally(() => client.end());
    expect(restoredLog.rows).toEqual([
      {
        action: 'backup.restore',
        actor_id: null,
        changes: { file: [null, 'shop.tar.gz'], snapshot_at: [null, expect.any(String)] },
      },
    ]);
    const sourceLog = await source.pool.query(
      `select action, changes->'file' as file from audit_log where entity_type = 'backup'`,
    );
    expect(sourceLog.rows).toEqual([{ action: 'backup.create', file: [null, 'shop.tar.gz'] }]);
  }, 90_000);

  it('fails within seconds on an archive cut short, leaving DATA_DIR empty for the next attempt', async () => {
    // A table long enough that the cut falls while its rows are being loaded.
    const { item } = await createItem(source.db, { name: 'Платье с длинным описанием' });
    await source.db
      .update(items)
      .set({ description: randomBytes(200_000).toString('hex') })
      .where(eq(items.id, item.id));
    const folder = tempFolder();
    const backup = await command('backup', ['--out', 'shop.tar.gz'], {
      DATABASE_URL: source.url,
      DATA_DIR: tempFolder(),
      INIT_CWD: folder,
    });
    expect(backup.status).toBe(0);
    const archive = path.join(folder, 'shop.tar.gz');
    const whole = fs.readFileSync(archive);
    const table = tarEntries(zlib.gunzipSync(whole)).find((e) => e.name === 'db/items.copy')!;
    const cut = path.join(folder, 'cut.tar.gz');
    const length = cutAt(whole, table.data + table.size / 2);
    fs.writeFileSync(cut, whole.subarray(0, length));

    // Into an empty DATA_DIR for an embedded PostgreSQL: refused before any database is created.
    const dataDir = tempFolder();
    const started = Date.now();
    const failed = await command('restore', [cut], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(failed.output).toContain(
      `✖ Restore refused: The archive is cut short (${length} bytes, ending inside db/items.copy): it was not written or copied completely. Restore a complete copy. Nothing was changed.`,
    );
    expect(failed.output).not.toMatch(/\n\s+at /); // no stack trace
    expect(failed.status).toBe(1);
    expect(fs.readdirSync(dataDir)).toEqual([]);

    // The next attempt, with the whole archive, is not refused.
    const restored = await command('restore', [archive], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(restored.output).toContain('Restored in');
    expect(restored.status).toBe(0);
  }, 120_000);

  it('says when there is no shop to back up in DATA_DIR', async () => {
    const empty = tempFolder();
    const result = await command('backup', [], { DATA_DIR: empty, DATABASE_URL: '' });
    expect(result.status).toBe(1);
    expect(result.output).toContain(`There is no shop in ${empty} (no database there)`);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
