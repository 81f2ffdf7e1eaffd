/**
 * The shop area: the shop layout, the catalogue, an item's page and the cart. The router loads
 * this module (one chunk) the first time one of these pages opens; the shopper's own pages are the
 * account area (areas/account.ts).
 */
import { addRussianTexts } from '@/lib/i18n/i18n';
import { ruShop } from '@/lib/i18n/locales/ru/load-shop';

// The Russian texts of every page behind the shop layout (the account area's too), before any of
// them renders.
addRussianTexts(ruShop);

export { BareLayout } from '../layouts/bare-layout';
export { ShopLayout } from '../layouts/shop-layout';
export { CartRoute } from '../routes/cart';
export { ItemDetailRoute } from '../routes/item-detail';
export { ItemsRoute } from '../routes/items';
