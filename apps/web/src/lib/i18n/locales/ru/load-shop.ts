import { cart } from './cart';
import { catalog } from './catalog';
import { checkout } from './checkout';
import { favorites } from './favorites';
import { history } from './history';
import { home } from './home';
import { orders } from './orders';
import { outfits } from './outfits';
import { profile } from './profile';
import { reviews } from './reviews';
import { wardrobe } from './wardrobe';

/** The Russian texts of every page behind the shop layout: added by the shop area as it loads. */
export const ruShop = {
  ...home,
  ...catalog,
  ...reviews,
  ...cart,
  ...checkout,
  ...orders,
  ...favorites,
  ...history,
  ...profile,
  ...outfits,
  ...wardrobe,
} as const;
