import type { history as ru } from '../ru/history';
import type { DeepStrings } from '../types';

/** The viewing history. */
export const history: DeepStrings<typeof ru> = {
  history: {
    title: 'Viewing history',
    clear: 'Clear history',
    tabs: {
      items: 'Items',
      outfits: 'Outfits',
    },
    empty: 'Your viewing history is empty',
    emptyText: 'Open any item in the catalogue and it will appear here.',
    toCatalog: 'Go to the catalogue',
    viewed: 'Viewed',
  },
};
