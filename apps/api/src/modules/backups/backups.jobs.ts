import type { AppConfig } from '../../config/env';
import type { JobHandlers, JobQueue } from '../../jobs/queue';
import type { Services } from '../../services';

/** The scheduled backup of the whole shop (BACKUP_CRON), keeping the newest BACKUP_KEEP. */
export function backupsJobs(services: Services): JobHandlers {
  return {
    'system.backup': async (payload) => {
      await services.backups.runScheduled(payload.requestedBy ?? null);
    },
  };
}

/** Registers (or, with BACKUP_CRON=off, removes) the backup schedule; idempotent. */
export async function scheduleBackups(
  queue: JobQueue,
  config: Pick<AppConfig, 'BACKUP_CRON'>,
): Promise<void> {
  if (config.BACKUP_CRON === 'off') return queue.unschedule('system.backup');
  // A large shop may take a while; it is not started again while it runs, and not retried at once.
  await queue.schedule(
    'system.backup',
    config.BACKUP_CRON,
    {},
    {
      expireInSeconds: 6 * 3600,
      retryLimit: 1,
      retryDelay: 600,
    },
  );
}
