/**
 * The shop area: the shop layout, the catalogue and the signed-in shopper's pages. The router
 * loads this module (one chunk) the first time one of these pages opens. Sections that later
 * issues build (outfits, admin) are placeholders here until they get areas of their own.
 */
import { addRussianTexts } from '@/lib/i18n/i18n';
import { ruShop } from '@/lib/i18n/locales/ru/load-shop';

// The Russian texts of every page behind the shop layout, before any of them renders.
addRussianTexts(ruShop);

export { ShopLayout } from '../layouts/shop-layout';
export { CartRoute } from '../routes/cart';
export { FavoritesRoute } from '../routes/favorites';
export { HistoryRoute } from '../routes/history';
export { HomeRoute } from '../routes/home';
export { ItemDetailRoute } from '../routes/item-detail';
export { ItemsRoute } from '../routes/items';
export { ProfileRoute } from '../routes/profile';
export { SectionPlaceholder } from '../routes/section-placeholder';
export { SettingsRoute } from '../routes/settings';
