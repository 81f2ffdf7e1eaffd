import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env';
import { poolOf, type Db, type DbOrTx } from '../../db/client';
import { createBackup, type BackupResult } from '../../db/backup/create-backup';
import { BACKUP_RUN_LOCK } from '../../db/locks';
import { isShopStorage, type Storage } from '../../lib/storage';
import { recordAudit } from '../audit/audit.service';

/** The archives this shop names itself, e.g. `vesta-backup-20261123T030000.000Z.tar.gz` (UTC). */
const ARCHIVE_NAME = /^vesta-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/;
const FAILURE_FILE = 'last-failure.json';

export function backupFileName(at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return `vesta-backup-${stamp}.tar.gz`;
}

export type Archive = { file: string; bytes: number; modified: Date };

/**
 * Notes a restore in the restored shop's own audit log (written in the restore's transaction: the
 * log of the shop before it is replaced by the archive's). A restore is a command: no actor.
 */
export async function recordRestore(
  ex: DbOrTx,
  archive: { file: string; snapshotAt: string },
): Promise<void> {
  await recordAudit(ex, {
    actorId: null,
    action: 'backup.restore',
    entity: 'backup',
    changes: { file: [null, path.basename(archive.file)], snapshot_at: [null, archive.snapshotAt] },
  });
}

/** A name this shop gave one of its archives (nothing else in the folder is ever served). */
export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

/**
 * Backups of the whole shop into its backups folder (BACKUP_DIR, else DATA_DIR/backups): the
 * scheduled job keeps the newest BACKUP_KEEP archives and notes a failure for the admin's page,
 * which reads what the folder holds (the archives themselves are the record).
 */
export function createBackupsService({
  config,
  db,
  storage,
}: {
  config: Pick<
    AppConfig,
    'dataDir' | 'uploadsDir' | 'privateUploadsDir' | 'backupDir' | 'BACKUP_CRON' | 'BACKUP_KEEP'
  >;
  db: Db;
  /** Where the shop keeps its stored files: a bucket's objects are archived from the bucket. */
  storage?: Storage;
}) {
  const bucket = storage && isShopStorage(storage) && storage.kind === 's3' ? storage : undefined;
  // Backups read every table through one borrowed connection of the shop's pool.
  const pool = poolOf(db);
  const folder = config.backupDir;
  const failureFile = path.join(folder, FAILURE_FILE);

  /** This shop's archives in the backups folder, newest first. */
  async function archives(): Promise<Archive[]> {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const found: Archive[] = [];
    for (const name of names.filter(isArchiveName)) {
      const stat = await fs.stat(path.join(folder, name)).catch(() => null);
      if (stat?.isFile()) found.push({ file: name, bytes: stat.size, modified: stat.mtime });
    }
    return found.sort(
      (a, b) => b.modified.getTime() - a.modified.getTime() || b.file.localeCompare(a.file),
    );
  }

  async function backUpAndPrune(actorId: number | null): Promise<BackupResult> {
    try {
      const result = await service.backUp(undefined, actorId);
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
  }

  const service = {
    /**
     * One archive of the shop (database snapshot and stored files) into the backups folder, noted
     * in the audit log after the snapshot (the archive does not hold its own entry); `actorId` is
     * the admin who asked, null for the schedule and the command.
     */
    async backUp(out?: string, actorId: number | null = null): Promise<BackupResult> {
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const result = await createBackup({
        database: { pool },
        dataDir: config.dataDir,
        folders: { uploads: config.uploadsDir, 'private-uploads': config.privateUploadsDir },
        bucket,
        out: out ?? path.join(folder, backupFileName()),
      });
      await recordAudit(db, {
        actorId,
        action: 'backup.create',
        entity: 'backup',
        changes: { file: [null, path.basename(result.file)], size_bytes: [null, result.bytes] },
      });
      return result;
    },

    /** Removes the oldest archives beyond `keep`, each noted in the audit log; answers their names. */
    async prune(keep = config.BACKUP_KEEP): Promise<string[]> {
      const old = (await archives()).slice(keep);
      for (const archive of old) {
        await fs.rm(path.join(folder, archive.file), { force: true });
        await recordAudit(db, {
          actorId: null,
          action: 'backup.delete',
          entity: 'backup',
          changes: { file: [archive.file, null] },
        });
      }
      return old.map((a) => a.file);
    },

    /**
     * A backup as the schedule or an admin asks for it: a new archive, the old ones pruned, a
     * failure noted for the admin. One at a time across the shop's processes: while another runs,
     * this one is skipped (null).
     */
    async runScheduled(actorId: number | null = null): Promise<BackupResult | null> {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ got: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as got',
          [BACKUP_RUN_LOCK],
        );
        if (!rows[0]?.got) return null;
        try {
          return await backUpAndPrune(actorId);
        } finally {
          await client.query('select pg_advisory_unlock($1::bigint)', [BACKUP_RUN_LOCK]);
        }
      } finally {
        client.release();
      }
    },

    /** True while a backup of this shop is being made, by any of its processes. */
    async isRunning(): Promise<boolean> {
      const { rows } = await pool.query<{ held: boolean }>(
        `select exists (
           select 1 from pg_locks
            where locktype = 'advisory' and granted and classid = 0 and objid = $1 and objsubid = 1
              and database = (select oid from pg_database where datname = current_database())
         ) as held`,
        [BACKUP_RUN_LOCK],
      );
      return rows[0]?.held === true;
    },

    archives,

    /** The last scheduled backup that failed, with why. */
    async lastFailure(): Promise<{ at: string; message: string } | null> {
      return fs
        .readFile(failureFile, 'utf8')
        .then((text) => JSON.parse(text) as { at: string; message: string })
        .catch(() => null);
    },
  };
  return service;
}

export type BackupsService = ReturnType<typeof createBackupsService>;
