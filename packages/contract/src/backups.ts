import { z } from 'zod';

/** A backup older than this makes the admin's system page warn (a day). */
export const BACKUP_STALE_AFTER_HOURS = 24;

/** How long a download link of an archive opens it (the list is read again for a new one). */
export const BACKUP_DOWNLOAD_TTL_SECONDS = 15 * 60;

/** One archive of the backups folder; `download_url` is a signed, short-lived address. */
export const backupArchiveSchema = z.object({
  file: z.string(),
  size_bytes: z.number().int().nonnegative(),
  created_at: z.string(),
  download_url: z.string(),
});
export type BackupArchive = z.infer<typeof backupArchiveSchema>;

/**
 * The newest backup archive in the shop's backups folder (DATA_DIR/backups unless BACKUP_DIR),
 * how backups are scheduled, and the last scheduled run that failed, when it is newer.
 */
export const backupStatusSchema = z.object({
  last: backupArchiveSchema.nullable(),
  /** Every archive kept, newest first. */
  archives: z.array(backupArchiveSchema),
  /** A backup is being made or waits in the queue (scheduled or asked for by an admin). */
  in_progress: z.boolean(),
  /** No backup yet, or the newest is older than BACKUP_STALE_AFTER_HOURS. */
  stale: z.boolean(),
  /** BACKUP_CRON (UTC), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  /** How many archives are kept (BACKUP_KEEP). */
  keep: z.number().int().positive(),
  last_failure: z.object({ at: z.string(), message: z.string() }).nullable(),
  generated_at: z.string(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The answer to an admin's «Создать резервную копию»: the backup waits in the job queue. */
export const backupStartedSchema = z.object({ in_progress: z.literal(true) });
