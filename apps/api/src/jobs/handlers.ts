import { lamodaParserJobs } from '../modules/lamoda-parser/lamoda-parser.jobs';
import { outfitsJobs } from '../modules/outfits/outfits.jobs';
import { systemJobs } from '../modules/system/system.jobs';
import { backupsJobs } from '../modules/backups/backups.jobs';
import { tryonJobs } from '../modules/tryon/tryon.jobs';
import { emailsJobs } from '../modules/emails/emails.jobs';
import { ordersJobs } from '../modules/orders/orders.jobs';
import type { Services } from '../services';
import type { JobHandlers } from './queue';

/** Every job this codebase consumes, for the in-process workers and `npm run worker` alike. */
export function allJobHandlers(services: Services): JobHandlers {
  return {
    ...systemJobs(services),
    ...backupsJobs(services),
    ...lamodaParserJobs(services),
    ...outfitsJobs(services),
    ...tryonJobs(services),
    ...ordersJobs(services),
    ...emailsJobs(services),
  };
}

/** Recurring jobs (cron, UTC); scheduling is idempotent. */
export const SCHEDULES = [
  { name: 'system.cleanup', cron: '17 * * * *' },
  { name: 'catalog.sweep', cron: '* * * * *' },
  { name: 'orders.sweep', cron: '* * * * *' },
  { name: 'emails.deliver', cron: '* * * * *' },
] as const;
