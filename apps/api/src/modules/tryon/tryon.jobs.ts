import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

export function tryonJobs(services: Services): JobHandlers {
  return { 'tryon.run': ({ jobId }) => services.tryon.run(jobId) };
}
