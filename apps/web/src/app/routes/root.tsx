import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { useSessionUserOnArrival } from '@/lib/session';
import { LazyModals } from '../lazy-modals';

/**
 * Where a page's scroll position is kept. Every page a document load opens (a typed address, an
 * emailed link, a reload) has the key 'default', so keyed by it a page opened that way took the
 * position of the last one opened that way: the catalogue's 1 500 px on /outfits. Such an entry is
 * keyed by its address instead: a reload comes back where it was, another page starts at its top.
 */
function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? location.pathname + location.search : location.key;
}

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
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      <LazyModals />
    </>
  );
}
