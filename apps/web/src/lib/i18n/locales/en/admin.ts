import type { admin as ru } from '../ru/admin';
import type { DeepStrings } from '../types';

/** The admin area: its layout and tabs, the users, items and outfits management screens. */
export const admin: DeepStrings<typeof ru> = {
  admin: {
    title: 'Admin panel',
    tabsLabel: 'Admin panel sections',
    tabs: {
      users: 'Users',
      items: 'Items',
      outfits: 'Outfits',
      lamodaParser: 'Lamoda parser',
      analytics: 'Analytics',
      system: 'System',
    },
  },
};
