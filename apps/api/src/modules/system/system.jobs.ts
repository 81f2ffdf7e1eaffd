import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

/** Hourly housekeeping: expired rate-limit windows, OAuth states, sessions and old activity counts, uploads nothing uses any more, and engagement events past two weeks rolled up. */
export function systemJobs(services: Services): JobHandlers {
  return {
    'system.cleanup': async () => {
      await services.rateLimits.purgeExpired();
      await services.auth.purgeExpired();
      await services.system.purgeActivity();
      await services.media.pruneUnused();
      await services.history.rollUp();
    },
  };
}
