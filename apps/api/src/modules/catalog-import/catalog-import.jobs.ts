import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

export function catalogImportJobs(services: Services): JobHandlers {
  return {
    'catalog.import': async ({ taskId }) => services.catalogImport.run(taskId),
    'catalog.sweep': async () => {
      await services.catalogImport.sweepStale();
    },
  };
}
