/**
 * The admin area: the admin layout with its tabs and the management pages of admins and
 * moderators. The router loads this module (one chunk, with the dropzone and charts) only after the
 * panel gate has let the user in, so a shopper never downloads it.
 */
import { addRussianTexts } from '@/lib/i18n/i18n';
import { ruAdmin } from '@/lib/i18n/locales/ru/load-admin';

// The admin screens' own Russian texts, before any of them renders.
addRussianTexts(ruAdmin);

export { AdminLayout } from '../layouts/admin-layout';
export { AdminAnalyticsRoute } from '../routes/admin-analytics';
export { AdminAuditRoute } from '../routes/admin-audit';
export { AdminIndexRoute } from '../routes/admin-index';
export { AdminItemEditRoute, AdminItemNewRoute, AdminItemsRoute } from '../routes/admin-items';
export { AdminLamodaParserRoute } from '../routes/admin-lamoda-parser';
export {
  AdminOrderEmailsRoute,
  AdminOrderPrintRoute,
  AdminOrderRoute,
  AdminOrderSettingsRoute,
  AdminOrdersRoute,
} from '../routes/admin-orders';
export {
  AdminOutfitEditRoute,
  AdminOutfitNewRoute,
  AdminOutfitsRoute,
} from '../routes/admin-outfits';
export { AdminPromoCodesRoute } from '../routes/admin-promo-codes';
export { AdminSystemRoute } from '../routes/admin-system';
export {
  AdminUserEditRoute,
  AdminUserNewRoute,
  AdminUserRoute,
  AdminUsersRoute,
} from '../routes/admin-users';
