import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The root route: providers that need the router (modal content may navigate) and scroll
 * restoration between pages. The favourite control of item cards is provided by the shop's layout
 * (layouts/shop-layout.tsx).
 */
export function RootRoute() {
  return (
    <ModalsProvider>
      <ScrollRestoration />
      <Outlet />
    </ModalsProvider>
  );
}
