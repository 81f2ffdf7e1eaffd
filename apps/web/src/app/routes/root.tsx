import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionUserOnArrival } from '@/lib/session';
import { LazyModals } from '../lazy-modals';

/**
 * The root route: the modals manager (inside the router, as modal content may navigate; loaded on
 * the first modal) and scroll restoration between pages. The favourite control of item cards is
 * provided by the shop's layout (layouts/shop-layout.tsx). A user's own change of roles takes
 * effect here once the page it leads to is on screen.
 */
export function RootRoute() {
  useSessionUserOnArrival(useLocation().pathname);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <LazyModals />
    </>
  );
}
