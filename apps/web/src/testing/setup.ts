import '@testing-library/jest-dom/vitest';
import { addRussianTexts, i18n } from '@/lib/i18n/i18n';
import { ru } from '@/lib/i18n/locales/ru';

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { dropQueuedModals } from '@/app/lazy-modals';
import { resetInstallPrompt } from '@/lib/pwa/install-prompt';
import { reloadSessionFromStorage } from '@/lib/session';
import { server } from './server';

// Components are tested on their own too, outside their area: every Russian text is there, as in
// a browser that has loaded the areas (the split itself is checked in locales.test.ts).
addRussianTexts(ru);

// Two test files run at once (vitest.config.ts): a lazy chunk's first import (the English texts,
// an area) can take over the default second while the other file holds the CPU, and a whole area
// (the admin's) took over 4 s on a machine shared with other work. Only a failing wait pays it.
configure({ asyncUtilTimeout: 10_000 });

// --- jsdom gaps that Mantine relies on -----------------------------------------------------

/** Test viewport width; matchMedia answers min-/max-width queries against it. */
export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 390;

function toPx(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'em' || unit === 'rem' ? n * 16 : n;
}

function evaluateMediaQuery(query: string): boolean {
  const width = window.innerWidth;
  let matches = true;
  let understood = false;
  for (const [, kind, value, unit] of query.matchAll(
    /\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g,
  )) {
    understood = true;
    const px = toPx(value!, unit!);
    matches &&= kind === 'min' ? width >= px : width <= px;
  }
  return understood ? matches : false;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: evaluateMediaQuery(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);

// --- a console.error fails the test: React's warnings and failed calls must not pass quietly ---

const consoleErrors: string[] = [];
console.error = (...args: unknown[]) => {
  consoleErrors.push(format(...args));
};

// --- network: MSW, and every unmatched request is an error --------------------------------

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  consoleErrors.length = 0;
  window.localStorage.clear();
  // Every test starts in Russian, whatever the previous one switched to.
  if (i18n.language !== 'ru') void i18n.changeLanguage('ru');
  reloadSessionFromStorage();
  resetInstallPrompt();
  window.innerWidth = DESKTOP_WIDTH;
});

afterEach(() => {
  cleanup();
  notifications.clean();
  dropQueuedModals();
  server.resetHandlers();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

afterAll(() => server.close());
