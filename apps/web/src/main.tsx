import { whenLanguageReady } from './lib/i18n/i18n';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { followAccountLanguage } from './api/account-language';
import { AppRouter } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { listenForSessionChangesInOtherTabs } from './lib/session';

listenForInstallPrompt();
listenForSessionChangesInOtherTabs();
followAccountLanguage();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// An English visitor's texts are a chunk of their own: render once they are there (no flash of Russian).
void whenLanguageReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
