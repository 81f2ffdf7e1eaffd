import type { discovery as ru } from '../ru/discovery';
import type { DeepStrings } from '../types';

/** Ways on from a dead end, back to the top, and the connection state (shared by every page). */
export const discovery: DeepStrings<typeof ru> = {
  suggestions: {
    title: 'You may also like',
  },
  backToTop: {
    label: 'Back to top',
  },
  connection: {
    offlineTitle: 'No internet connection',
    offlineText: 'We will show the items as soon as the connection is back.',
    retry: 'Try again',
    backOnline: 'Back online',
  },
};
