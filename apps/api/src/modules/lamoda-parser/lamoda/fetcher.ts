import { Agent, ProxyAgent, fetch as undiciFetch } from 'undici';
import type { Dispatcher } from 'undici';
import type { AppConfig } from '../../../config/env';
import { LamodaBlockedError } from '../types';
import type { BlockKind } from '../types';
import { BLOCK_MESSAGES_RU, detectBlock } from './block-detection';
import { createBrowserRenderer } from './browser';
import type { BrowserRenderer, RenderedPage } from './browser';
import { LamodaHttpError, networkMessageRu, timeoutMessageRu } from './errors';
import { BROWSER_HEADERS, abortError, abortableSleep, raceAbort } from './http-util';
import { CookieJar } from './cookie-jar';
import { networkCause, parseRetryAfter, readBody, sameOrigin } from './http-body';
import { parseProxyUrls } from './proxies';

export { LamodaHttpError } from './errors';
export { parseRetryAfter } from './http-body';
export { parseProxyUrls, redactProxy } from './proxies';

/**
 * Fetches Lamoda pages politely and robustly:
 * - pacing: at least IMPORT_PACING_MS (plus up to 20 % jitter) between two requests;
 * - a timeout per request (IMPORT_TIMEOUT_MS) covering headers, redirects and body;
 * - retries (IMPORT_MAX_RETRIES) with exponential back-off and jitter on 403, 429 (honouring
 *   Retry-After), 5xx, timeouts and network errors, each wait capped at IMPORT_MAX_BACKOFF_MS;
 * - redirects followed by hand with a loop guard (the same address with the same cookies twice,
 *   or more than 10 hops → LamodaBlockedError('redirect-loop')), cookies kept like a browser;
 * - proxies from IMPORT_PROXY_URLS used in turn (undici ProxyAgent), the next one on a retry;
 * - a cap on the size of an answer;
 * - block pages (refusal, captcha, JS challenge, geo 403) → LamodaBlockedError with a Russian
 *   message; with several proxies the next proxy is tried first;
 * - browser mode (IMPORT_BROWSER=true): pages are opened in Chromium instead (see browser.ts);
 * - cancellation: the AbortSignal stops a request, a back-off or a pause at once.
 */

export type FetchedPage = {
  status: number;
  html: string;
  /** The final address after redirects. */
  url: string;
  /** Time spent waiting on the network for this page (pauses and back-offs excluded). */
  networkMs: number;
};

export type LamodaFetcher = {
  fetchHtml(url: string): Promise<FetchedPage>;
  close(): Promise<void>;
};

export type LamodaFetcherOptions = {
  signal?: AbortSignal;
  /** Replaces the real timer (tests); the signal still interrupts it. */
  sleep?: (ms: number) => Promise<void>;
  /** Source of jitter, 0 ≤ x < 1 (tests). */
  random?: () => number;
  /** Clock of the pacing and of Retry-After dates, epoch ms (tests); Date.now by default. */
  now?: () => number;
  /** First back-off step; doubled on every retry. */
  backoffBaseMs?: number;
  /** Largest answer accepted. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Browser mode's renderer (tests); created from the config when IMPORT_BROWSER is on. */
  browser?: BrowserRenderer;
};

type FetcherConfig = Pick<
  AppConfig,
  | 'IMPORT_PACING_MS'
  | 'IMPORT_TIMEOUT_MS'
  | 'IMPORT_MAX_RETRIES'
  | 'IMPORT_MAX_BACKOFF_MS'
  | 'IMPORT_PROXY_URLS'
  | 'IMPORT_BROWSER'
  | 'CHROMIUM_PATH'
>;

export const DEFAULT_MAX_PAGE_BYTES = 15 * 1024 * 1024;
export const DEFAULT_BACKOFF_BASE_MS = 1000;
const DEFAULT_MAX_REDIRECTS = 10;

type Answer = {
  status: number;
  html: string;
  url: string;
  contentType: string | null;
  retryAfterMs: number | null;
};

export function createLamodaFetcher(
  config: FetcherConfig,
  options: LamodaFetcherOptions = {},
): LamodaFetcher {
  const signal = options.signal;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const backoffBase = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeoutMs = config.IMPORT_TIMEOUT_MS;
  const proxies = parseProxyUrls(config.IMPORT_PROXY_URLS);
  const browser =
    options.browser ?? (config.IMPORT_BROWSER ? createBrowserRenderer(config) : undefined);

  const sleep = (ms: number): Promise<void> =>
    ms <= 0
      ? Promise.resolve()
      : options.sleep
        ? raceAbort(options.sleep(ms), signal)
        : abortableSleep(ms, signal);

  const dispatchers = new Map<string, Dispatcher>();
  const dispatcherFor = (proxy: string | null): Dispatcher => {
    const key = proxy ?? 'direct';
    let dispatcher = dispatchers.get(key);
    if (!dispatcher) {
      const timeouts = {
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connect: { timeout: timeoutMs },
      };
      dispatcher = proxy ? new ProxyAgent({ uri: proxy, ...timeouts }) : new Agent(timeouts);
      dispatchers.set(key, dispatcher);
    }
    return dispatcher;
  };

  const cookies = new CookieJar();
  let proxyIndex = 0;
  let lastRequestAt: number | null = null;
  let lastPageUrl: string | null = null;

  async function pace() {
    if (lastRequestAt !== null && config.IMPORT_PACING_MS > 0) {
      const target = config.IMPORT_PACING_MS * (1 + 0.2 * random());
      const wait = lastRequestAt + target - now();
      if (wait > 0) await sleep(Math.round(wait));
    }
    lastRequestAt = now();
  }

  function backoff(attempt: number, retryAfterMs: number | null): number {
    const exponential = backoffBase * 2 ** attempt * (1 + 0.25 * random());
    const wanted = Math.max(exponential, retryAfterMs ?? 0);
    return Math.round(Math.min(config.IMPORT_MAX_BACKOFF_MS, wanted));
  }

  async function httpAnswer(url: string, proxy: string | null): Promise<Answer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const visited = new Set<string>();
    let current = url;
    try {
      for (let hop = 0; ; hop++) {
        const cookieHeader = cookies.header(current);
        const visitKey = `${current}\n${cookieHeader}`;
        if (visited.has(visitKey) || hop > maxRedirects) {
          throw new LamodaBlockedError('redirect-loop', BLOCK_MESSAGES_RU['redirect-loop']);
        }
        visited.add(visitKey);

        const headers: Record<string, string> = { ...BROWSER_HEADERS };
        if (cookieHeader) headers.cookie = cookieHeader;
        const referer = hop === 0 ? lastPageUrl : null;
        headers['sec-fetch-site'] =
          referer && sameOrigin(referer, current) ? 'same-origin' : 'none';
        if (referer && sameOrigin(referer, current)) headers.referer = referer;

        const response = await undiciFetch(current, {
          method: 'GET',
          headers,
          redirect: 'manual',
          signal: requestSignal,
          dispatcher: dispatcherFor(proxy),
        });
        cookies.store(current, response.headers.getSetCookie());

        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => {});
          const next = new URL(location, current);
          if (next.protocol !== 'http:' && next.protocol !== 'https:') {
            throw new LamodaHttpError(
              'http',
              `Lamoda перенаправила запрос на недопустимый адрес (${next.protocol}).`,
              response.status,
            );
          }
          current = next.toString();
          continue;
        }

        const contentType = response.headers.get('content-type');
        const html = await readBody(response, maxBytes, contentType);
        return {
          status: response.status,
          html,
          url: current,
          contentType,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
        };
      }
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      if (error instanceof LamodaBlockedError || error instanceof LamodaHttpError) throw error;
      if (timeout.aborted) {
        throw new LamodaHttpError('timeout', timeoutMessageRu(timeoutMs, current), null, {
          cause: error,
        });
      }
      throw new LamodaHttpError('network', networkMessageRu(current, networkCause(error)), null, {
        cause: error,
      });
    }
  }

  async function browserAnswer(url: string, proxy: string | null): Promise<Answer> {
    const page: RenderedPage = await browser!.render(url, {
      timeoutMs,
      signal,
      proxy,
      headers: { 'accept-language': BROWSER_HEADERS['accept-language']! },
    });
    return { ...page, retryAfterMs: null };
  }

  async function fetchHtml(url: string): Promise<FetchedPage> {
    const maxRetries = config.IMPORT_MAX_RETRIES;
    let networkMs = 0;
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw abortError(signal);
      await pace();
      const proxy = proxies.length > 0 ? proxies[proxyIndex++ % proxies.length]! : null;
      const started = performance.now();
      let answer: Answer;
      try {
        answer = browser ? await browserAnswer(url, proxy) : await httpAnswer(url, proxy);
      } catch (error) {
        networkMs += performance.now() - started;
        if (signal?.aborted) throw abortError(signal);
        const retryable =
          (error instanceof LamodaHttpError &&
            (error.kind === 'timeout' || error.kind === 'network')) ||
          (error instanceof LamodaBlockedError && proxies.length > 1);
        if (retryable && attempt < maxRetries) {
          await sleep(backoff(attempt, null));
          continue;
        }
        throw error;
      }
      networkMs += performance.now() - started;

      const block = detectBlock(answer);
      if (block) {
        if (proxies.length > 1 && attempt < maxRetries) {
          await sleep(backoff(attempt, null));
          continue;
        }
        throw new LamodaBlockedError(block, blockMessage(block, Boolean(browser)));
      }

      const { status } = answer;
      if (status === 403 || status === 429 || status >= 500) {
        if (attempt < maxRetries) {
          await sleep(
            backoff(attempt, status === 429 || status === 503 ? answer.retryAfterMs : null),
          );
          continue;
        }
        if (status === 403) {
          throw new LamodaBlockedError('refusal', blockMessage('refusal', Boolean(browser)));
        }
        throw new LamodaHttpError(
          'http',
          status === 429
            ? `Lamoda ограничивает частоту запросов (HTTP 429) и после ${maxRetries} повторов. ` +
                'Повторите импорт позже или попросите администратора сервера увеличить паузу ' +
                'между запросами к Lamoda либо подключить прокси.'
            : `Сервер Lamoda отвечает ошибкой ${status} и после ${maxRetries} повторов. ` +
                'Повторите импорт позже.',
          status,
        );
      }
      if (status < 400) lastPageUrl = answer.url;
      return { status, html: answer.html, url: answer.url, networkMs: Math.round(networkMs) };
    }
  }

  return {
    fetchHtml,
    async close() {
      await browser?.close();
      const closing = [...dispatchers.values()].map((d) => d.close().catch(() => {}));
      dispatchers.clear();
      await Promise.all(closing);
    },
  };
}

function blockMessage(kind: BlockKind, browserMode: boolean): string {
  if (browserMode && kind === 'js-challenge') {
    return (
      'Lamoda показала проверку браузера (JavaScript-challenge), и она не прошла даже в режиме ' +
      'браузера за отведённое время. Попросите администратора сервера подключить российский ' +
      'резидентный прокси или увеличить время ожидания ответа Lamoda.'
    );
  }
  return BLOCK_MESSAGES_RU[kind];
}
