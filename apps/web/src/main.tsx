import { whenLanguageReady } from './lib/i18n/i18n';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { followAccountLanguage } from './api/account-language';
import { AppRouter, createAppRouter, whenRouterReady } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { listenForSessionChangesInOtherTabs } from './lib/session';

listenForInstallPrompt();
listenForSessionChangesInOtherTabs();
followAccountLanguage();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The landing may come drawn already (dist/landing.html, decision 037): it stays until the app can
// draw the same page, so neither the full-page loader nor an empty frame replaces it meanwhile.
const router = createAppRouter();
const ready = container.hasAttribute('data-prerendered')
  ? Promise.all([whenLanguageReady(), whenRouterReady(router)])
  : whenLanguageReady(); // An English visitor's texts are a chunk of their own: no flash of Russian.

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole page.
void ready.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
