import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_STALE_AFTER_HOURS, type BackupStatus } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import { poolOf, type Db } from '../../db/client';
import { createBackup, type BackupResult } from '../../db/backup/create-backup';

/** The archives this shop names itself, e.g. `vesta-backup-20261123T030000.000Z.tar.gz` (UTC). */
const ARCHIVE_NAME = /^vesta-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/;
const FAILURE_FILE = 'last-failure.json';

export function backupFileName(at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return `vesta-backup-${stamp}.tar.gz`;
}

type Archive = { file: string; bytes: number; modified: Date };

/**
 * Backups of the whole shop into its backups folder (BACKUP_DIR, else DATA_DIR/backups): the
 * scheduled job keeps the newest BACKUP_KEEP archives and notes a failure for the admin's page,
 * which reads what the folder holds (the archives themselves are the record).
 */
export function createBackupsService({
  config,
  db,
}: {
  config: Pick<
    AppConfig,
    'dataDir' | 'uploadsDir' | 'privateUploadsDir' | 'backupDir' | 'BACKUP_CRON' | 'BACKUP_KEEP'
  >;
  db: Db;
}) {
  // Backups read every table through one borrowed connection of the shop's pool.
  const pool = poolOf(db);
  const folder = config.backupDir;
  const failureFile = path.join(folder, FAILURE_FILE);

  /** This shop's archives in the backups folder, newest first. */
  async function archives(): Promise<Archive[]> {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const found: Archive[] = [];
    for (const name of names.filter((n) => ARCHIVE_NAME.test(n))) {
      const stat = await fs.stat(path.join(folder, name)).catch(() => null);
      if (stat?.isFile()) found.push({ file: name, bytes: stat.size, modified: stat.mtime });
    }
    return found.sort(
      (a, b) => b.modified.getTime() - a.modified.getTime() || b.file.localeCompare(a.file),
    );
  }

  const service = {
    /** One archive of the shop (database snapshot and stored files) into the backups folder. */
    async backUp(out?: string): Promise<BackupResult> {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      return createBackup({
        database: { pool },
        dataDir: config.dataDir,
        folders: { uploads: config.uploadsDir, 'private-uploads': config.privateUploadsDir },
        out: out ?? path.join(folder, backupFileName()),
      });
    },

    /** Removes the oldest archives beyond `keep`; answers the names removed. */
    async prune(keep = config.BACKUP_KEEP): Promise<string[]> {
      const old = (await archives()).slice(keep);
      for (const archive of old) await fs.rm(path.join(folder, archive.file), { force: true });
      return old.map((a) => a.file);
    },

    /** The scheduled backup: a new archive, the old ones pruned; a failure is noted for the admin. */
    async runScheduled(): Promise<BackupResult> {
      try {
        const result = await service.backUp();
        await service.prune();
        await fs.rm(failureFile, { force: true });
        return result;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await fs.mkdir(folder, { recursive: true, mode: 0o700 }).catch(() => undefined);
        await fs
          .writeFile(failureFile, JSON.stringify({ at: new Date().toISOString(), message }))
          .catch(() => undefined);
        throw error;
      }
    },

    async status(now: Date = new Date()): Promise<BackupStatus> {
      const [last] = await archives();
      const failure = await fs
        .readFile(failureFile, 'utf8')
        .then((text) => JSON.parse(text) as { at: string; message: string })
        .catch(() => null);
      const staleAfter = BACKUP_STALE_AFTER_HOURS * 3600_000;
      return {
        last: last
          ? {
              file: last.file,
              size_bytes: last.bytes,
              created_at: last.modified.toISOString(),
            }
          : null,
        stale: !last || now.getTime() - last.modified.getTime() > staleAfter,
        schedule: config.BACKUP_CRON === 'off' ? null : config.BACKUP_CRON,
        keep: config.BACKUP_KEEP,
        last_failure:
          failure && (!last || new Date(failure.at).getTime() > last.modified.getTime())
            ? { at: failure.at, message: failure.message }
            : null,
        generated_at: now.toISOString(),
      };
    },
  };
  return service;
}

export type BackupsService = ReturnType<typeof createBackupsService>;
