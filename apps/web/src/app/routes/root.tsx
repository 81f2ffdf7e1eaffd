import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration } from 'react-router';
import { ItemFavoriteProvider } from '@/components/item-favorite-slot';
import { renderItemFavorite } from './item-favorite';

/**
 * The root route: providers that need the router (modal content may navigate), the favourite
 * control every item card and item page shows, and scroll restoration between pages.
 */
export function RootRoute() {
  return (
    <ModalsProvider>
      <ItemFavoriteProvider render={renderItemFavorite}>
        <ScrollRestoration />
        <Outlet />
      </ItemFavoriteProvider>
    </ModalsProvider>
  );
}
