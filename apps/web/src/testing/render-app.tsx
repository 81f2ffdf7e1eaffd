import { STORAGE_KEYS, type User } from '@shop/contract';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { reloadSessionFromStorage } from '@/lib/session';
import { mockApi } from './handlers';
import { server } from './server';

// The app's areas are lazy routes. Tests load their code once up front, as a browser that has
// the chunks cached would, so a page's first render does not wait for a cold module transform.
await Promise.all([
  import('@/app/areas/guest'),
  import('@/app/areas/sign-in'),
  import('@/app/areas/shop'),
  import('@/app/areas/account'),
  import('@/app/areas/admin'),
  import('@/app/areas/outfits'),
  import('@/app/modals-host'),
  import('@/app/notifications-host'),
  import('@/app/areas/orders'),
]);

export interface RenderAppOptions {
  /** The URL to start at. */
  route?: string;
  /** Signed in as this user: tokens are stored and GET /api/me answers with it. */
  user?: User | null;
  /** Viewport width for matchMedia (defaults to desktop). */
  width?: number;
}

function prepare({ user, width }: RenderAppOptions) {
  if (user) {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'test-access-token');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'test-refresh-token');
    server.use(mockApi.me(user));
  }
  if (width) window.innerWidth = width;
  reloadSessionFromStorage();
}

/** The whole app (providers, real routes and gates) in a memory router at `route`. */
export function renderApp(options: RenderAppOptions = {}) {
  prepare(options);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const queryClient = createQueryClient({ test: true });
  const result = render(
    <AppProvider env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** One component with the app's providers, inside a router (for links and navigation). */
export function renderWithProviders(ui: ReactElement, options: RenderAppOptions = {}) {
  prepare(options);
  const router = createMemoryRouter(
    [{ path: '*', element: <ModalsProvider>{ui}</ModalsProvider> }],
    {
      initialEntries: [options.route ?? '/'],
    },
  );
  const queryClient = createQueryClient({ test: true });
  const result = render(
    <AppProvider env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
