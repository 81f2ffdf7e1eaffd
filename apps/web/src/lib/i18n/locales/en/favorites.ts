import type { favorites as ru } from '../ru/favorites';
import type { DeepStrings } from '../types';

/** Favourites. */
export const favorites: DeepStrings<typeof ru> = {
  favorites: {
    title: 'Favourites',
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    toggleFailed: 'Could not update favourites',
    signInTitle: 'Sign in to add favourites',
    signInText:
      'Favourites are kept in your account: sign in and the things you like will wait for you on any device.',
    tabs: {
      items: 'Items',
      outfits: 'Outfits',
    },
    empty: 'Nothing in favourites yet',
    emptyText: 'Tap the heart on an item in the catalogue and it will appear here.',
    toCatalog: 'Go to the catalogue',
    loadFailed: 'Could not load favourites',
    loadMore: 'Load more',
  },
};
