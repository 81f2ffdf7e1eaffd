import { z } from 'zod';

/** A backup older than this makes the admin's system page warn (a day). */
export const BACKUP_STALE_AFTER_HOURS = 24;

/**
 * The newest backup archive in the shop's backups folder (DATA_DIR/backups unless BACKUP_DIR),
 * how backups are scheduled, and the last scheduled run that failed, when it is newer.
 */
export const backupStatusSchema = z.object({
  last: z
    .object({
      file: z.string(),
      size_bytes: z.number().int().nonnegative(),
      created_at: z.string(),
    })
    .nullable(),
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
