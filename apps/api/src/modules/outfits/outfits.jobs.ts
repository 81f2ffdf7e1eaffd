import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

export function outfitsJobs(services: Services): JobHandlers {
  return {
    'outfits.render-cover': ({ outfitId }) => services.outfits.renderCover(outfitId),
  };
}
