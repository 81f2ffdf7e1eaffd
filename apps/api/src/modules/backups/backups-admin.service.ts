import path from 'node:path';
import {
  BACKUP_DOWNLOAD_TTL_SECONDS,
  BACKUP_STALE_AFTER_HOURS,
  type BackupStatus,
} from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { LinkSigner } from '../../lib/signed-links';
import { isArchiveName, type BackupsService } from './backups.service';

export const BACKUP_DOWNLOAD_PREFIX = '/api/system/backups/';

/**
 * What the admin's system page does with backups: read the archives (each with a short-lived
 * download link, since a link cannot carry the bearer token), and ask for a backup now — the job
 * queue makes it, so a large shop's backup never holds a request open.
 */
export function createBackupsAdminService({
  backups,
  config,
  queue,
  signer,
}: {
  backups: BackupsService;
  config: Pick<AppConfig, 'backupDir' | 'BACKUP_CRON' | 'BACKUP_KEEP'>;
  queue: Pick<JobQueue, 'send' | 'waiting'>;
  signer: LinkSigner;
}) {
  const subject = (file: string) => `backup:${file}`;
  const downloadUrl = (file: string) =>
    `${BACKUP_DOWNLOAD_PREFIX}${encodeURIComponent(file)}?${new URLSearchParams(
      signer.sign(subject(file), BACKUP_DOWNLOAD_TTL_SECONDS),
    )}`;
  const inProgress = async () =>
    (await backups.isRunning()) || (await queue.waiting('system.backup')) > 0;

  return {
    async status(now: Date = new Date()): Promise<BackupStatus> {
      const [archives, failure, busy] = await Promise.all([
        backups.archives(),
        backups.lastFailure(),
        inProgress(),
      ]);
      const listed = archives.map((archive) => ({
        file: archive.file,
        size_bytes: archive.bytes,
        created_at: archive.modified.toISOString(),
        download_url: downloadUrl(archive.file),
      }));
      const last = archives[0];
      const staleAfter = BACKUP_STALE_AFTER_HOURS * 3600_000;
      return {
        last: listed[0] ?? null,
        archives: listed,
        in_progress: busy,
        stale: !last || now.getTime() - last.modified.getTime() > staleAfter,
        schedule: config.BACKUP_CRON === 'off' ? null : config.BACKUP_CRON,
        keep: config.BACKUP_KEEP,
        last_failure:
          failure && (!last || new Date(failure.at).getTime() > last.modified.getTime())
            ? failure
            : null,
        generated_at: now.toISOString(),
      };
    },

    /** Queues a backup now, in the name of the admin who asked; refused while one is being made or waits. */
    async start(adminId: number): Promise<{ in_progress: true }> {
      if (await inProgress())
        throw new AppError('BACKUP_IN_PROGRESS', 409, 'A backup is being made already');
      await queue.send('system.backup', { requestedBy: adminId });
      return { in_progress: true };
    },

    /** The archive's file for a valid, unexpired download link of it; null for anything else. */
    archiveFile(file: string, expires: string, signature: string): string | null {
      if (!isArchiveName(file) || !signer.verify(subject(file), expires, signature)) return null;
      return path.join(config.backupDir, file);
    },
  };
}
