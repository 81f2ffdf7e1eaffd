import { DEFAULT_LANGUAGE, storedLanguage, whenLanguageReady } from './lib/i18n/i18n';

import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { followAccountLanguage } from './api/account-language';
import { AppRouter, createAppRouter, whenRouterReady } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { getSession, listenForSessionChangesInOtherTabs } from './lib/session';

listenForInstallPrompt();
listenForSessionChangesInOtherTabs();
followAccountLanguage();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A page may come drawn (the landing, and the shop's pages on a phone: decision 037) for a guest
// in Russian: once the page's chunks are in, the app adopts that markup, and the data it was drawn
// from, instead of drawing it again. A signed-in or English visitor gets their own page drawn over
// it. Rendering as a transition yields to the browser every few milliseconds instead of holding a
// slow phone's main thread for the whole page.
const adoptDrawnPage =
  container.hasAttribute('data-prerendered') &&
  getSession().status === 'guest' &&
  storedLanguage() === DEFAULT_LANGUAGE;

/** The rest of the start in a task of its own: a slow phone's main thread is never held long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(root: HTMLElement) {
  // Set by a drawn page's boot script (boot/boot.ts); otherwise the router would run the area's
  // chunks that are still to come in one go.
  await window.appChunks;
  const router = createAppRouter();
  await nextTask();
  const queryClient = createQueryClient();
  const drawnState = adoptDrawnPage && document.getElementById('app-state')?.textContent;
  if (drawnState) hydrate(queryClient, JSON.parse(drawnState));
  await nextTask();

  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );

  if (adoptDrawnPage) {
    await whenRouterReady(router);
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // An English visitor's texts are a chunk of their own: render once they are there (no flash
    // of Russian).
    await whenLanguageReady();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}

void start(container);
