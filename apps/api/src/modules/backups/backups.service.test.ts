import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const failed = await broken.status();
    expect(failed.last).toBeNull();
    expect(failed.schedule).toBeNull();
    expect(failed.last_failure?.message).toMatch(/ENOTDIR|not a directory/);

    const dataDir = path.join(root, 'data');
    const working = createBackupsService({ config: settings(dataDir, backupDir), db: database.db });
    const result = await working.runScheduled();
    const status = await working.status();
    expect(status.last?.file).toBe(path.basename(result.file));
    expect(status.last_failure).toBeNull();
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
  });
});
