import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { nextTask } from '@/boot/boot-steps';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { keepOverlaysInHistory } from '@/lib/overlay-history';
import {
  RedirectIfAuthenticated,
  RequireAdmin,
  RequireCatalogue,
  RequireOrders,
  RequireAuth,
  RequirePanelAccess,
  WaitForSession,
} from './routes/gates';
import { RootRoute } from './routes/root';

/**
 * Pages are loaded per area, so the landing downloads only its own: each area is one module, so one
 * chunk, fetched the first time one of its pages opens. The root route, the gates and the full-page
 * loader stay in the main chunk: while a chunk loads on the first page, the root shows the same
 * full-page loader as a session check; on later navigations the current page stays until the next
 * is ready.
 */
/**
 * Route `lazy` for a page of the area that `load` imports. The area is asked for in a task of its
 * own: creating the router, importing the first page's area (Vite's loader checks the page's links
 * for every file it needs) and adopting its routes in one task held a slow phone's main thread for
 * over 100 ms.
 */
function areaRoutes<Area>(load: () => Promise<Area>) {
  return (pick: (area: Area) => ComponentType): RouteObject['lazy'] =>
    async () => {
      await nextTask();
      return { Component: pick(await load()) };
    };
}

const guest = areaRoutes(() => import('./areas/guest'));
const signIn = areaRoutes(() => import('./areas/sign-in'));
const shop = areaRoutes(() => import('./areas/shop'));
const account = areaRoutes(() => import('./areas/account'));
const outfits = areaRoutes(() => import('./areas/outfits'));
const orders = areaRoutes(() => import('./areas/orders'));
const loadAdminArea = () => import('./areas/admin');
type AdminArea = Awaited<ReturnType<typeof loadAdminArea>>;

/**
 * An admin page. The router resolves a route's `lazy` for every matched route before any gate
 * renders, so route `lazy` would fetch the admin chunk for a shopper who merely types /admin/…;
 * a React.lazy element is fetched only when rendered, after the panel gate has let the user in.
 */
function admin(pick: (area: AdminArea) => ComponentType): ReactElement {
  const Page = lazy(async () => ({ default: pick(await loadAdminArea()) }));
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Page />
    </Suspense>
  );
}

/** Admin pages behind one gate: each its path and the name of its page in the admin area. */
function adminPages(pages: Array<[path: string, page: keyof AdminArea]>): RouteObject[] {
  return pages.map(([path, page]) => ({ path, element: admin((area) => area[page]) }));
}

/** The parts for admins only: accounts, outfits, the import, settings, system, audit. */
const adminOnlyPages = adminPages([
  [paths.admin.userNew, 'AdminUserNewRoute'],
  [paths.admin.userEdit.pattern, 'AdminUserEditRoute'],
  [paths.admin.outfits, 'AdminOutfitsRoute'],
  [paths.admin.outfitNew, 'AdminOutfitNewRoute'],
  [paths.admin.outfitEdit.pattern, 'AdminOutfitEditRoute'],
  [paths.admin.orderSettings, 'AdminOrderSettingsRoute'],
  [paths.admin.system, 'AdminSystemRoute'],
  [paths.admin.lamodaParser, 'AdminLamodaParserRoute'],
  [paths.admin.audit, 'AdminAuditRoute'],
  [paths.admin.promoCodes, 'AdminPromoCodesRoute'],
]);

/** Orders managers' parts (admins' too): orders, their emails and customers. */
const ordersPages = adminPages([
  [paths.admin.users, 'AdminUsersRoute'],
  [paths.admin.user.pattern, 'AdminUserRoute'],
  [paths.admin.orders, 'AdminOrdersRoute'],
  [paths.admin.orderEmails, 'AdminOrderEmailsRoute'],
  [paths.admin.order.pattern, 'AdminOrderRoute'],
]);

/** Moderators' parts (admins' too): items and their analytics. */
const cataloguePages = adminPages([
  [paths.admin.items, 'AdminItemsRoute'],
  [paths.admin.itemNew, 'AdminItemNewRoute'],
  [paths.admin.itemEdit.pattern, 'AdminItemEditRoute'],
  [paths.admin.analytics, 'AdminAnalyticsRoute'],
]);

/**
 * Every route of the app, each inside its layout and behind its gate (guest, signed-in, admin).
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        element: <RedirectIfAuthenticated />,
        children: [
          {
            lazy: guest((area) => area.GuestLayout),
            children: [
              { path: paths.landing, lazy: guest((area) => area.LandingRoute) },
              { path: paths.login, lazy: signIn((area) => area.LoginRoute) },
              { path: paths.register, lazy: signIn((area) => area.RegisterRoute) },
              { path: paths.forgotPassword, lazy: signIn((area) => area.ForgotPasswordRoute) },
            ],
          },
        ],
      },
      { path: paths.googleCallback, lazy: signIn((area) => area.GoogleCallbackRoute) },
      { path: paths.logout, lazy: signIn((area) => area.LogoutRoute) },
      {
        // One shop layout for guests and signed-in users (decision 008): the catalogue and the cart
        // (a guest's is kept locally; sign-in is asked for at checkout, decision 027) are open to
        // everyone, everything else sits behind the sign-in gate.
        element: <WaitForSession />,
        children: [
          {
            // The packing slip is a bare page of its own, made for paper: no shop header, tab bar
            // or admin layout around it. Admins and orders managers, like the order it prints.
            lazy: shop((area) => area.BareLayout),
            children: [
              {
                element: <RequireAuth />,
                children: [
                  {
                    element: <RequireOrders />,
                    children: [
                      {
                        path: paths.admin.orderPrint.pattern,
                        element: admin((area) => area.AdminOrderPrintRoute),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            lazy: shop((area) => area.ShopLayout),
            children: [
              { path: paths.items, lazy: shop((area) => area.ItemsRoute) },
              { path: paths.item.pattern, lazy: shop((area) => area.ItemDetailRoute) },
              { path: paths.cart, lazy: shop((area) => area.CartRoute) },
              // A public outfit is the shop's window like an item: guests read it (the API answers
              // them public outfits only), and sign in to act on it.
              { path: paths.outfit.pattern, lazy: outfits((area) => area.OutfitDetailRoute) },
              // Links from emails: they work signed in or not (decision 045).
              { path: paths.verifyEmail, lazy: signIn((area) => area.VerifyEmailRoute) },
              { path: paths.resetPassword, lazy: signIn((area) => area.ResetPasswordRoute) },
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.home, lazy: account((area) => area.HomeRoute) },
                  { path: paths.profile, lazy: account((area) => area.ProfileRoute) },
                  { path: paths.settings, lazy: account((area) => area.SettingsRoute) },
                  { path: paths.outfits, lazy: outfits((area) => area.OutfitsRoute) },
                  { path: paths.outfitNew, lazy: outfits((area) => area.OutfitNewRoute) },
                  { path: paths.outfitBuilder, lazy: outfits((area) => area.OutfitNewRoute) },
                  {
                    path: paths.outfitEdit.pattern,
                    lazy: outfits((area) => area.OutfitEditRoute),
                  },
                  { path: paths.checkout, lazy: orders((area) => area.CheckoutRoute) },
                  { path: paths.orders, lazy: orders((area) => area.OrdersRoute) },
                  { path: paths.order.pattern, lazy: orders((area) => area.OrderRoute) },
                  { path: paths.favorites, lazy: account((area) => area.FavoritesRoute) },
                  { path: paths.history, lazy: account((area) => area.HistoryRoute) },
                  { path: paths.wardrobe, lazy: account((area) => area.WardrobeRoute) },
                  { path: paths.wardrobeStats, lazy: account((area) => area.WardrobeStatsRoute) },
                  {
                    // The admin area: every staff role passes the panel gate; inside, each part
                    // has the gate of the roles it is for.
                    element: <RequirePanelAccess />,
                    children: [
                      {
                        element: admin((area) => area.AdminLayout),
                        children: [
                          {
                            path: paths.admin.root,
                            element: admin((area) => area.AdminIndexRoute),
                          },
                          { element: <RequireAdmin />, children: adminOnlyPages },
                          { element: <RequireOrders />, children: ordersPages },
                          { element: <RequireCatalogue />, children: cataloguePages },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];

/** The app's router; Back closes an open overlay first (lib/overlay-history.ts). */
export const createAppRouter = () => keepOverlaysInHistory(createBrowserRouter(routes));
export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** Resolves once the first page's chunks are in: the router then draws the page, not its loader. */
export function whenRouterReady(
  router: Pick<AppRouterInstance, 'state' | 'subscribe'>,
): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
