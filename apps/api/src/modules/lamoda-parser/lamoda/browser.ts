import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import type { AppConfig } from '../../../config/env';
import { LamodaBlockedError } from '../types';
import { BLOCK_MESSAGES_RU, detectBlock } from './block-detection';
import { LamodaHttpError, networkMessageRu, timeoutMessageRu } from './errors';
import { BROWSER_USER_AGENT, abortError, abortableSleep, raceAbort } from './http-util';

/**
 * Browser mode (IMPORT_BROWSER=true): pages behind a JavaScript challenge are opened in the
 * system Chromium driven by playwright-core — the page's scripts run there, in Chromium's own
 * sandboxed renderer with a capped V8 heap, never in this process. After the navigation the page
 * is polled until the challenge has cleared (products or a normal page present) or the time is
 * up; the HTML is then returned and judged like any other answer. No browser is ever downloaded.
 */

export type RenderedPage = {
  status: number;
  html: string;
  url: string;
  contentType: string | null;
};

export type BrowserRenderOptions = {
  timeoutMs: number;
  signal?: AbortSignal;
  /** `http://user:pass@host:port`; each page gets a context of its own with this proxy. */
  proxy?: string | null;
  headers?: Record<string, string>;
};

export type BrowserRenderer = {
  render(url: string, options: BrowserRenderOptions): Promise<RenderedPage>;
  close(): Promise<void>;
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--mute-audio',
  // Memory limit of the page's JavaScript heap.
  '--js-flags=--max-old-space-size=256',
];

const POLL_MS = 150;
const BLOCKED_RESOURCES = new Set(['image', 'media', 'font']);

export type BrowserRendererOptions = {
  launchTimeoutMs?: number;
  /**
   * Clock of a page's deadline (IMPORT_TIMEOUT_MS), epoch ms (tests); Date.now by default. The
   * safety nets against a Chromium that stops answering stay on the real clock.
   */
  now?: () => number;
  /** Replaces the real timer between two looks at a page (tests); the signal still interrupts it. */
  sleep?: (ms: number) => Promise<void>;
};

export function createBrowserRenderer(
  config: Pick<AppConfig, 'CHROMIUM_PATH'>,
  options: BrowserRendererOptions = {},
): BrowserRenderer {
  const now = options.now ?? Date.now;
  const pollPause = (signal?: AbortSignal): Promise<void> =>
    options.sleep ? raceAbort(options.sleep(POLL_MS), signal) : abortableSleep(POLL_MS, signal);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = () => {
    // playwright-core is loaded on first use: most shops never turn browser mode on, and it
    // would add a noticeable part to every start of the shop.
    browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: config.CHROMIUM_PATH,
          headless: true,
          args: CHROMIUM_ARGS,
          timeout: options.launchTimeoutMs ?? 30_000,
        }),
      )
      .catch((error: unknown) => {
        browser = null;
        throw new Error(
          `Не удалось запустить Chromium (${config.CHROMIUM_PATH}) для режима браузера: ` +
            `${error instanceof Error ? error.message.split('\n')[0] : String(error)}. ` +
            'Попросите администратора сервера проверить установку Chromium или выключить режим ' +
            'браузера.',
          { cause: error },
        );
      });
    return browser;
  };

  async function render(url: string, opts: BrowserRenderOptions): Promise<RenderedPage> {
    if (closed) throw new Error('Browser renderer is closed');
    opts.signal?.throwIfAborted();
    const instance = await raceAbort(launch(), opts.signal);
    const deadline = now() + opts.timeoutMs;
    const guardDeadline = Date.now() + opts.timeoutMs + 1000;
    let context: BrowserContext | null = null;
    // Playwright calls may never settle once their context is closed under them: every await
    // races the abort signal and the deadline, and the context is closed on the way out.
    const guard = <T>(promise: Promise<T>): Promise<T> =>
      raceAbort(withDeadline(promise, guardDeadline), opts.signal);
    const visit: Visit = { url, opts, deadline, guard };
    const onAbort = () => void context?.close().catch(() => {});
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    let finished = false;
    try {
      context = await guard(newContext(instance, opts, () => finished));
      await guard(context.route('**/*', skipHeavyResources));
      const page = await guard(context.newPage());
      const navigation = followNavigation(page);
      await openPage(page, navigation, visit, Math.max(1, deadline - now()));
      const html = await settledHtml(page, navigation, visit, { now, pollPause });
      return {
        status: navigation.status || 200,
        html,
        url: page.url(),
        contentType: navigation.contentType,
      };
    } catch (error) {
      if (opts.signal?.aborted) throw abortError(opts.signal);
      throw error;
    } finally {
      finished = true;
      opts.signal?.removeEventListener('abort', onAbort);
      if (context) await withDeadline(context.close(), Date.now() + 2000).catch(() => {});
    }
  }

  return {
    render,
    async close() {
      closed = true;
      const pending = browser;
      browser = null;
      if (pending) await (await pending.catch(() => null))?.close().catch(() => {});
    },
  };
}

/** One page being rendered: what was asked, its deadline and the guard of every Playwright call. */
type Visit = {
  url: string;
  opts: BrowserRenderOptions;
  deadline: number;
  guard: <T>(promise: Promise<T>) => Promise<T>;
};

/** The main frame's last answer, kept up to date as the page reloads itself. */
type Navigation = { status: number; contentType: string | null };

/** A context of its own for one page; one that arrives after we gave up is closed at once. */
function newContext(
  instance: Browser,
  opts: BrowserRenderOptions,
  finished: () => boolean,
): Promise<BrowserContext> {
  const creating = instance.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    userAgent: BROWSER_USER_AGENT,
    extraHTTPHeaders: opts.headers,
    serviceWorkers: 'block',
    ...(opts.proxy ? { proxy: proxySettings(opts.proxy) } : {}),
  });
  creating.then(
    (late) => void (finished() && late.close().catch(() => {})),
    () => {},
  );
  return creating;
}

const skipHeavyResources = (route: Route) =>
  BLOCKED_RESOURCES.has(route.request().resourceType()) ? route.abort() : route.continue();

function followNavigation(page: Page): Navigation {
  const navigation: Navigation = { status: 0, contentType: null };
  page.on('response', (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      navigation.status = response.status();
      navigation.contentType = response.headers()['content-type'] ?? null;
    }
  });
  return navigation;
}

/** Navigates to the page; a failure is told as Lamoda's block, a timeout or a network error. */
async function openPage(page: Page, navigation: Navigation, visit: Visit, timeout: number) {
  try {
    const response = await visit.guard(
      page.goto(visit.url, { waitUntil: 'domcontentloaded', timeout }),
    );
    if (response) {
      navigation.status = response.status();
      navigation.contentType = response.headers()['content-type'] ?? null;
    }
  } catch (error) {
    throw navigationError(error, visit);
  }
}

function navigationError(error: unknown, { url, opts }: Visit): unknown {
  if (opts.signal?.aborted) return abortError(opts.signal);
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('ERR_TOO_MANY_REDIRECTS')) {
    return new LamodaBlockedError('redirect-loop', BLOCK_MESSAGES_RU['redirect-loop']);
  }
  if (error instanceof DeadlineError || (error as Error).name === 'TimeoutError') {
    return new LamodaHttpError('timeout', timeoutMessageRu(opts.timeoutMs, url), null, {
      cause: error,
    });
  }
  const net = /net::(ERR_[A-Z_]+)/.exec(message);
  if (net) {
    return new LamodaHttpError('network', networkMessageRu(url, net[1]!), null, { cause: error });
  }
  return error;
}

/**
 * The page's HTML once the challenge has cleared (the page reloads itself once its script has
 * passed), or as it stands when the time is up.
 */
async function settledHtml(
  page: Page,
  navigation: Navigation,
  { url, opts, deadline, guard }: Visit,
  clock: { now: () => number; pollPause: (signal?: AbortSignal) => Promise<void> },
): Promise<string> {
  let html = '';
  for (;;) {
    if (opts.signal?.aborted) throw abortError(opts.signal);
    try {
      html = await guard(page.content());
      if (
        detectBlock({ status: navigation.status, html, contentType: navigation.contentType }) ===
        null
      )
        break;
    } catch (error) {
      // The page is navigating (the challenge reloads it); try again.
      if (opts.signal?.aborted) throw abortError(opts.signal);
      if (error instanceof DeadlineError) break;
      if (!/navigat|destroyed|closed/i.test(String(error))) throw error;
    }
    if (clock.now() + POLL_MS >= deadline) break;
    await clock.pollPause(opts.signal);
  }
  if (!html) {
    // Never hand an empty document on as a page: it would read as «nothing found».
    throw new LamodaHttpError('timeout', timeoutMessageRu(opts.timeoutMs, url));
  }
  return html;
}

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** `promise`, or a DeadlineError at `deadline` (epoch ms) if it has not settled by then. */
function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DeadlineError('Chromium did not answer in time')),
      Math.max(0, deadline - Date.now()),
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function proxySettings(proxy: string) {
  const url = new URL(proxy);
  return {
    server: `${url.protocol}//${url.host}`,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
  };
}
