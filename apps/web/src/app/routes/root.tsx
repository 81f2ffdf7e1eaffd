import { Outlet, ScrollRestoration } from 'react-router';
import { LazyModals } from '../lazy-modals';

/**
 * The root route: the modals manager (inside the router, as modal content may navigate; loaded on
 * the first modal) and scroll restoration between pages. The favourite control of item cards is
 * provided by the shop's layout (layouts/shop-layout.tsx).
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <LazyModals />
    </>
  );
}
