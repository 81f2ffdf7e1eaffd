import { admin } from './admin';
import { adminAnalytics } from './admin-analytics';
import { adminCsvImport } from './admin-csv-import';
import { adminAudit } from './admin-audit';
import { adminOrders } from './admin-orders';
import { adminPromoCodes } from './admin-promo-codes';
import { adminSystem } from './admin-system';
import { lamodaParser } from './lamoda-parser';

/** The admin screens' own Russian texts: added by the admin area as it loads. */
export const ruAdmin = {
  ...admin,
  ...adminAnalytics,
  ...adminAudit,
  ...adminOrders,
  ...adminPromoCodes,
  ...adminCsvImport,
  ...adminSystem,
  ...lamodaParser,
} as const;
