import type { home as ru } from '../ru/home';
import type { DeepStrings } from '../types';

/** /home: greeting, shortcuts and the trending grid. */
export const home: DeepStrings<typeof ru> = {
  home: {
    greeting: 'Hi, {{name}}!',
    defaultName: 'stylist',
    subtitle: 'What shall we be inspired by today?',
    shortcuts: {
      catalog: 'Catalogue',
      catalogText: 'New arrivals and bestsellers of the season',
      createOutfit: 'Create an outfit',
      createOutfitText: 'Put together a look and try it on',
      favorites: 'Favourites',
      favoritesText: 'Clothes and outfits you liked',
    },
    recent: {
      title: 'Recently viewed',
      seeAll: 'Full history',
    },
    recommended: {
      title: 'Recommended for you',
    },
    outfits: {
      title: 'Outfits by shoppers',
      seeAll: 'All outfits',
    },
    trending: {
      title: 'Trending',
      seeAll: 'See all',
      empty: 'No trending items yet',
    },
  },
};
