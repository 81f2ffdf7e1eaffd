import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { GuestLayout } from './app/layouts/guest-layout';
import { LandingRoute } from './app/routes/landing';

/**
 * The landing as HTML, for `scripts/prerender-landing.mjs` (decision 037): a first-time visitor
 * sees the page before the JavaScript has arrived, which then draws the same page over it. Guest
 * view, Russian, the phone layout where CSS does not decide (the layouts use CSS for that).
 */
export function renderLanding(): string {
  const router = createMemoryRouter(
    [{ element: <GuestLayout />, children: [{ path: '/', element: <LandingRoute /> }] }],
    { initialEntries: ['/'] },
  );
  return renderToString(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
