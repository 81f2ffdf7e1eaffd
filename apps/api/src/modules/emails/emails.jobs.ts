import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

/** Sends the emails that are due (after each order change, and every minute for retries). */
export function emailsJobs(services: Services): JobHandlers {
  return {
    'emails.deliver': async () => {
      await services.emails.deliverDue();
    },
  };
}
