import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppLayout } from './layouts/app-layout';
import { GuestLayout } from './layouts/guest-layout';
import {
  RedirectIfAuthenticated,
  RequireAdmin,
  RequireAuth,
  RequirePanelAccess,
  WaitForSession,
} from './routes/gates';
import { CartRoute } from './routes/cart';
import { FavoritesRoute } from './routes/favorites';
import { GoogleCallbackRoute } from './routes/google-callback';
import { HistoryRoute } from './routes/history';
import { HomeRoute } from './routes/home';
import { ItemDetailRoute } from './routes/item-detail';
import { ItemsRoute } from './routes/items';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';
import { ProfileRoute } from './routes/profile';
import { RegisterRoute } from './routes/register';
import { RootRoute } from './routes/root';
import { SettingsRoute } from './routes/settings';
import {
  SectionPlaceholder,
  type SectionDescriptionKey,
  type SectionTitleKey,
} from './routes/section-placeholder';

function placeholder(
  path: string,
  title: SectionTitleKey,
  description: SectionDescriptionKey,
): RouteObject {
  return { path, element: <SectionPlaceholder title={title} description={description} /> };
}

/**
 * Every route of the app (000 §2, 001 §2). Pages that later issues build are placeholders that
 * already sit in the real layouts and behind the real gates; those issues swap the element.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <RedirectIfAuthenticated />,
        children: [
          {
            element: <GuestLayout />,
            children: [
              { path: paths.landing, element: <LandingRoute /> },
              { path: paths.login, element: <LoginRoute /> },
              { path: paths.register, element: <RegisterRoute /> },
            ],
          },
        ],
      },
      { path: paths.googleCallback, element: <GoogleCallbackRoute /> },
      { path: paths.logout, element: <LogoutRoute /> },
      {
        // One shop layout for guests and signed-in users (decision 008): the catalogue is open to
        // everyone, everything else sits behind the sign-in gate.
        element: <WaitForSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.items, element: <ItemsRoute /> },
              { path: paths.item.pattern, element: <ItemDetailRoute /> },
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.home, element: <HomeRoute /> },
                  { path: paths.profile, element: <ProfileRoute /> },
                  { path: paths.settings, element: <SettingsRoute /> },
                  placeholder(paths.outfits, 'outfits', 'outfits'),
                  placeholder(paths.outfitNew, 'outfitNew', 'outfitNew'),
                  placeholder(paths.outfitBuilder, 'outfitNew', 'outfitNew'),
                  placeholder(paths.outfit.pattern, 'outfit', 'outfit'),
                  placeholder(paths.outfitEdit.pattern, 'outfitEdit', 'outfitEdit'),
                  { path: paths.favorites, element: <FavoritesRoute /> },
                  { path: paths.history, element: <HistoryRoute /> },
                  { path: paths.cart, element: <CartRoute /> },
                  {
                    // Admin-only (DECISIONS): users, outfits admin, import tool, system analytics.
                    element: <RequireAdmin />,
                    children: [
                      placeholder(paths.admin.users, 'adminUsers', 'admin'),
                      placeholder(paths.admin.userNew, 'adminUserNew', 'admin'),
                      placeholder(paths.admin.userEdit.pattern, 'adminUserEdit', 'admin'),
                      placeholder(paths.admin.outfits, 'adminOutfits', 'admin'),
                      placeholder(paths.admin.outfitNew, 'adminOutfitNew', 'admin'),
                      placeholder(paths.admin.outfitEdit.pattern, 'adminOutfitEdit', 'admin'),
                      placeholder(paths.admin.system, 'adminSystem', 'admin'),
                      placeholder(paths.admin.lamodaParser, 'adminLamodaParser', 'admin'),
                    ],
                  },
                  {
                    // The panel: admins and moderators (items, item analytics).
                    element: <RequirePanelAccess />,
                    children: [
                      placeholder(paths.admin.items, 'adminItems', 'admin'),
                      placeholder(paths.admin.itemNew, 'adminItemNew', 'admin'),
                      placeholder(paths.admin.itemEdit.pattern, 'adminItemEdit', 'admin'),
                      placeholder(paths.admin.analytics, 'adminAnalytics', 'admin'),
                      {
                        path: paths.admin.root,
                        element: <Navigate to={paths.admin.items} replace />,
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

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
