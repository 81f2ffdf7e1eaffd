import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { backupFileName, createBackupsService } from './backups.service';

let database: TestDatabase;
const folders: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function settings(dataDir: string, backupDir: string) {
  return {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    privateUploadsDir: path.join(dataDir, 'private-uploads'),
    backupDir,
    BACKUP_CRON: 'off',
    BACKUP_KEEP: 3,
  };
}

describe('backups service', () => {
  it('names archives by the UTC moment they were made at', () => {
    expect(backupFileName(new Date('2026-11-23T03:00:07.123Z'))).toBe(
      'vesta-backup-20261123T030007.123Z.tar.gz',
    );
  });

  it('notes a failed scheduled backup for the admin until a later one succeeds', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
    folders.push(root);
    const backupDir = path.join(root, 'backups');
    // A data folder that is a file: the backup cannot gather anything there.
    const notAFolder = path.join(root, 'data-file');
    fs.writeFileSync(notAFolder, 'x');
    const broken = createBackupsService({
      config: settings(notAFolder, backupDir),
      db: database.db,
    });
    await expect(broken.runScheduled()).rejects.toThrow();
    expect(await broken.archives()).toEqual([]);
    expect((await broken.lastFailure())?.message).toMatch(/ENOTDIR|not a directory/);

    const dataDir = path.join(root, 'data');
    const working = createBackupsService({ config: settings(dataDir, backupDir), db: database.db });
    const result = await working.runScheduled();
    expect((await working.archives()).map((a) => a.file)).toEqual([path.basename(result!.file)]);
    expect(await working.lastFailure()).toBeNull();
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
  });

  it('makes one backup at a time across processes, and says so while it runs', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
    folders.push(root);
    const config = settings(path.join(root, 'data'), path.join(root, 'backups'));
    // Two services on their own pools stand for two processes of the shop.
    const second = createDb(database.url);
    const one = createBackupsService({ config, db: database.db });
    const other = createBackupsService({ config, db: second.db });
    expect(await one.isRunning()).toBe(false);
    const first = one.runScheduled();
    await expect.poll(() => other.isRunning(), { interval: 5 }).toBe(true);
    expect(await other.runScheduled()).toBeNull();
    expect(await first).not.toBeNull();
    expect(await other.isRunning()).toBe(false);
    expect(await one.archives()).toHaveLength(1);
    await second.close();
  });
});
