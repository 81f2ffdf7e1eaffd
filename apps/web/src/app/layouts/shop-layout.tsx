import { ItemFavoriteProvider } from '@/components/item-favorite-slot';
import { renderItemFavorite } from '../routes/item-favorite';
import { AppLayout } from './app-layout';

/**
 * The shop's layout with the favourite control every item card and item page shows. It lives in
 * the shop area, not the root route, so the favourites code never loads with the landing.
 */
export function ShopLayout() {
  return (
    <ItemFavoriteProvider render={renderItemFavorite}>
      <AppLayout />
    </ItemFavoriteProvider>
  );
}
