import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

export function lamodaParserJobs(services: Services): JobHandlers {
  return {
    'catalog.import': async ({ taskId }) => services.lamodaParser.run(taskId),
    'catalog.sweep': async () => {
      await services.lamodaParser.sweepStale();
    },
  };
}
