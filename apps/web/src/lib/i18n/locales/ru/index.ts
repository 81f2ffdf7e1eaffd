import type { DeepStrings } from '../types';
import { admin } from './admin';
import { adminAnalytics } from './admin-analytics';
import { adminCsvImport } from './admin-csv-import';
import { adminAudit } from './admin-audit';
import { adminOrders } from './admin-orders';
import { adminPromoCodes } from './admin-promo-codes';
import { adminSystem } from './admin-system';
import { auth } from './auth';
import { cart } from './cart';
import { checkout } from './checkout';
import { catalog } from './catalog';
import { common } from './common';
import { discovery } from './discovery';
import { errors } from './errors';
import { favorites } from './favorites';
import { history } from './history';
import { home } from './home';
import { lamodaParser } from './lamoda-parser';
import { language } from './language';
import { landing } from './landing';
import { orders } from './orders';
import { outfits } from './outfits';
import { profile } from './profile';
import { reviews } from './reviews';
import { uploads } from './uploads';
import { wardrobe } from './wardrobe';

/**
 * Russian, the default language: one file per area of the app, merged into one resource. English
 * (`../en`) has the same files with the same keys, checked by the compiler through
 * `DeepStrings` and by locales.test.ts.
 */
export const ru = {
  ...common,
  ...discovery,
  ...errors,
  ...landing,
  ...auth,
  ...home,
  ...language,
  ...catalog,
  ...reviews,
  ...cart,
  ...checkout,
  ...orders,
  ...favorites,
  ...history,
  ...profile,
  ...uploads,
  ...outfits,
  ...wardrobe,
  ...admin,
  ...adminAnalytics,
  ...adminAudit,
  ...adminOrders,
  ...adminPromoCodes,
  ...adminCsvImport,
  ...adminSystem,
  ...lamodaParser,
} as const;

/** The shape every translation must have: the same keys as Russian, any strings. */
export type Translation = DeepStrings<typeof ru>;
