import { DEFAULT_LANGUAGE, storedLanguage, whenLanguageReady } from './lib/i18n/i18n';

import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { countDrawnItemView } from './api/items/count-drawn-item-view';
import { nextTask } from './boot/boot-steps';
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
// it.
const adoptDrawnPage =
  container.hasAttribute('data-prerendered') &&
  getSession().status === 'guest' &&
  storedLanguage() === DEFAULT_LANGUAGE;

async function start(root: HTMLElement, adopt: boolean) {
  // Set by a drawn page's boot script (boot/boot.ts); otherwise the router would run the area's
  // chunks that are still to come in one go.
  await window.appChunks;
  const router = createAppRouter();
  // The rest of the start in tasks of their own: a slow phone's main thread is never held long.
  await nextTask();
  const queryClient = createQueryClient();
  const drawnState = adopt && document.getElementById('app-state')?.textContent;
  if (drawnState) {
    hydrate(queryClient, JSON.parse(drawnState));
    countDrawnItemView(window.location.pathname);
  }
  await nextTask();

  // The first drawing waits for the visitor's texts (an English visitor's are a chunk of their
  // own: no flash of Russian); an adopted page also for the first page's chunks, or the router
  // would draw its loader over the markup.
  await whenLanguageReady();
  if (adopt) await whenRouterReady(router);
  // Rendering as a transition yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread for the whole page.
  startTransition(() => {
    const app = (
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>
    );
    if (adopt) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container, adoptDrawnPage);
