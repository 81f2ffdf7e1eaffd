import type { Translation } from '../ru';
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

/** English, the fallback language: the same files and keys as Russian. */
export const en: Translation = {
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
};
