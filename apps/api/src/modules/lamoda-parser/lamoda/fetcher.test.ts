import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { startLamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import type { LamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import { LamodaBlockedError } from '../types';
import {
  LamodaHttpError,
  createLamodaFetcher,
  parseProxyUrls,
  parseRetryAfter,
  redactProxy,
} from './fetcher';
import type { LamodaFetcher, LamodaFetcherOptions } from './fetcher';
import { abortableSleep } from './http-util';
import { parseListingPage } from './parse-listing';

let lamoda: LamodaFixtureServer;
beforeAll(async () => {
  lamoda = await startLamodaFixtureServer({ flakyFailures: 2, retryAfterSeconds: 1 });
});
afterAll(() => lamoda.close());

const open: LamodaFetcher[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
  lamoda.reset();
});

/**
 * A fetcher on the fixture server; `delays` records every pause instead of waiting. Its clock
 * (`clock.ms`) moves only when a pause is taken or a test moves it on, so pauses are exact.
 */
function fetcherFor(env: Record<string, string> = {}, options: LamodaFetcherOptions = {}) {
  const delays: number[] = [];
  const clock = { ms: 1_000_000 };
  const config = loadConfig({ ...lamoda.env, ...env });
  const fetcher = createLamodaFetcher(config, {
    sleep: async (ms) => {
      delays.push(ms);
      clock.ms += ms;
    },
    now: () => clock.ms,
    random: () => 0.5,
    backoffBaseMs: 100,
    ...options,
  });
  open.push(fetcher);
  return { fetcher, delays, config, clock };
}

const listingRequests = (server = lamoda) => server.requests.filter((r) => r.kind === 'listing');

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('fetchHtml', () => {
  it('fetches a page with Russian-browser headers', async () => {
    const { fetcher, delays } = fetcherFor();
    const page = await fetcher.fetchHtml(lamoda.searchUrl('kz', 'all'));
    expect(page.status).toBe(200);
    expect(parseListingPage(page.html, 'kz').products).toHaveLength(10);
    expect(page.networkMs).toBeGreaterThanOrEqual(0);
    expect(delays).toEqual([]);
    const [request] = listingRequests();
    expect(request!.headers['accept-language']).toMatch(/^ru-RU,ru;q=0\.9/);
    expect(request!.headers['user-agent']).toMatch(/Chrome\/\d+/);
    expect(request!.headers.accept).toContain('text/html');
  });

  it('paces requests by IMPORT_PACING_MS', async () => {
    const { fetcher, delays, clock } = fetcherFor({ IMPORT_PACING_MS: '1000' });
    for (let i = 0; i < 3; i++) await fetcher.fetchHtml(lamoda.searchUrl('kz', 'all'));
    // 1000 ms plus 10 % jitter (random 0.5 of up to 20 %) before every request but the first.
    expect(delays).toEqual([1100, 1100]);

    // Time already spent since the last request counts towards the pause; a long gap needs none.
    clock.ms += 400;
    await fetcher.fetchHtml(lamoda.searchUrl('kz', 'all'));
    clock.ms += 5000;
    await fetcher.fetchHtml(lamoda.searchUrl('kz', 'all'));
    expect(delays).toEqual([1100, 1100, 700]);
    expect(listingRequests()).toHaveLength(5);
  });

  it('retries 429 with back-off that respects Retry-After', async () => {
    const { fetcher, delays } = fetcherFor({ IMPORT_MAX_BACKOFF_MS: '60000' });
    const page = await fetcher.fetchHtml(lamoda.searchUrl('kz', 'flaky'));
    expect(page.status).toBe(200);
    expect(listingRequests().map((r) => r.query)).toEqual(['flaky', 'flaky', 'flaky']);
    // Retry-After: 1 s beats the 100 ms and 200 ms exponential steps.
    expect(delays).toEqual([1000, 1000]);
  });

  it('retries 5xx with exponentially growing delays, capped by IMPORT_MAX_BACKOFF_MS', async () => {
    const server = await startLamodaFixtureServer({ flakyFailures: 5 });
    try {
      const config = loadConfig({
        ...server.env,
        IMPORT_MAX_RETRIES: '6',
        IMPORT_MAX_BACKOFF_MS: '500',
      });
      const delays: number[] = [];
      const fetcher = createLamodaFetcher(config, {
        sleep: async (ms) => void delays.push(ms),
        random: () => 0.5,
        backoffBaseMs: 100,
      });
      open.push(fetcher);
      const page = await fetcher.fetchHtml(server.searchUrl('ru', 'flaky-5xx'));
      expect(page.status).toBe(200);
      // 100·2ⁿ·1.125, then the cap.
      expect(delays).toEqual([113, 225, 450, 500, 500]);
    } finally {
      await server.close();
    }
  });

  it('caps a long Retry-After at IMPORT_MAX_BACKOFF_MS', async () => {
    const server = await startLamodaFixtureServer({ retryAfterSeconds: 120 });
    try {
      const delays: number[] = [];
      const fetcher = createLamodaFetcher(
        loadConfig({ ...server.env, IMPORT_MAX_BACKOFF_MS: '2000' }),
        { sleep: async (ms) => void delays.push(ms), random: () => 0 },
      );
      open.push(fetcher);
      await fetcher.fetchHtml(server.searchUrl('kz', 'flaky'));
      expect(delays).toEqual([2000, 2000]);
    } finally {
      await server.close();
    }
  });

  it('gives up after IMPORT_MAX_RETRIES with a Russian message', async () => {
    const { fetcher, delays } = fetcherFor({ IMPORT_MAX_RETRIES: '1' });
    const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('kz', 'flaky')));
    expect(error).toBeInstanceOf(LamodaHttpError);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect((error as LamodaHttpError).messageRu).toContain('паузу между запросами');
    expect((error as LamodaHttpError).messageRu).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
    expect(delays).toHaveLength(1);
    expect(listingRequests()).toHaveLength(2);
  });

  it('retries a plain 403, and reports a persistent one as a refusal', async () => {
    const { fetcher } = fetcherFor();
    expect((await fetcher.fetchHtml(lamoda.searchUrl('kz', 'flaky-403'))).status).toBe(200);

    const strict = fetcherFor({ IMPORT_MAX_RETRIES: '1' }).fetcher;
    const error = await rejection(strict.fetchHtml(lamoda.searchUrl('by', 'flaky-403')));
    expect(error).toBeInstanceOf(LamodaBlockedError);
    expect(error).toMatchObject({ kind: 'refusal' });
  });

  it('fails fast on block pages, without retrying them through the same address', async () => {
    const cases: [string, string][] = [
      ['refusal', 'refusal'],
      ['captcha', 'captcha'],
      ['challenge', 'js-challenge'],
      ['geo', 'geo'],
    ];
    for (const [query, kind] of cases) {
      lamoda.reset();
      const { fetcher, delays } = fetcherFor();
      const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('ru', query)));
      expect(error, query).toBeInstanceOf(LamodaBlockedError);
      expect(error).toMatchObject({ kind });
      expect((error as LamodaBlockedError).messageRu).toMatch(/прокси|режим браузера/);
      expect((error as LamodaBlockedError).messageRu).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
      expect(listingRequests()).toHaveLength(1);
      expect(delays).toEqual([]);
    }
  });

  it('stops a redirect loop, a redirect cycle, and follows real redirects with cookies', async () => {
    const { fetcher } = fetcherFor();
    for (const query of ['loop', 'loop-cycle']) {
      const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('kz', query)));
      expect(error, query).toBeInstanceOf(LamodaBlockedError);
      expect(error).toMatchObject({ kind: 'redirect-loop' });
      expect((error as LamodaBlockedError).messageRu).toContain('редирект');
    }
    expect(listingRequests().length).toBeLessThanOrEqual(2 * 12);

    const redirected = await fetcher.fetchHtml(lamoda.searchUrl('kz', 'redirect'));
    expect(redirected.url).toContain('q=all');
    expect(parseListingPage(redirected.html, 'kz').products).toHaveLength(10);

    lamoda.reset();
    const withCookie = await fetcher.fetchHtml(lamoda.searchUrl('kz', 'cookie-redirect'));
    expect(parseListingPage(withCookie.html, 'kz').products).toHaveLength(10);
    expect(listingRequests().map((r) => r.headers.cookie ?? null)).toEqual([null, 'lm_visit=1']);
  });

  it('times out a slow page per request, and retries it', async () => {
    // The page never comes: only the per-request timeout can end each attempt.
    const server = await startLamodaFixtureServer({ slowMs: 10 * 60_000 });
    try {
      const backoffs: number[] = [];
      const fetcher = createLamodaFetcher(
        loadConfig({ ...server.env, IMPORT_TIMEOUT_MS: '200', IMPORT_MAX_RETRIES: '1' }),
        { sleep: async (ms) => void backoffs.push(ms) },
      );
      open.push(fetcher);
      const error = await rejection(fetcher.fetchHtml(server.searchUrl('kz', 'slow')));
      expect(error).toBeInstanceOf(LamodaHttpError);
      expect(error).toMatchObject({ kind: 'timeout' });
      expect((error as LamodaHttpError).messageRu).toContain('время ожидания ответа');
      expect((error as LamodaHttpError).messageRu).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
      // One retry after one back-off, then the timeout is reported.
      expect(backoffs).toHaveLength(1);
      expect(server.requests.filter((r) => r.kind === 'listing')).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('refuses an oversized answer', async () => {
    const { fetcher } = fetcherFor({}, { maxBytes: 1024 * 1024 });
    const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('kz', 'huge')));
    expect(error).toMatchObject({ name: 'LamodaHttpError', kind: 'too-large' });
  });

  it('reports an unreachable Lamoda as a network error after retrying', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const { fetcher, delays } = fetcherFor({
      IMPORT_MAX_RETRIES: '2',
      IMPORT_MAX_BACKOFF_MS: '60000',
    });
    const error = await rejection(
      fetcher.fetchHtml(`http://127.0.0.1:${port}/kz/catalogsearch/result/?q=x`),
    );
    expect(error).toMatchObject({ name: 'LamodaHttpError', kind: 'network' });
    expect((error as LamodaHttpError).messageRu).toContain('ECONNREFUSED');
    expect(delays).toEqual([113, 225]);
  });
});

describe('cancellation', () => {
  it('aborts during a back-off at once', async () => {
    // An hour-long back-off on the real timer: the test can only end if the abort cuts it short.
    const controller = new AbortController();
    const config = loadConfig({ ...lamoda.env, IMPORT_MAX_BACKOFF_MS: '3600000' });
    const fetcher = createLamodaFetcher(config, {
      signal: controller.signal,
      backoffBaseMs: 3_600_000,
      // The jitter is drawn as the back-off is set; the abort comes once it has begun.
      random: () => {
        queueMicrotask(() => controller.abort());
        return 0;
      },
    });
    open.push(fetcher);
    const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('kz', 'flaky')));
    expect(error).toMatchObject({ name: 'AbortError' });
    // The 429 was answered and not retried.
    expect(listingRequests()).toHaveLength(1);
  });

  it('stops the real timer of a pause when aborted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const controller = new AbortController();
      const waiting = abortableSleep(60_000, controller.signal).then(
        () => 'slept',
        (e: unknown) => e,
      );
      expect(vi.getTimerCount()).toBe(1);
      controller.abort();
      expect(await waiting).toMatchObject({ name: 'AbortError' });
      expect(vi.getTimerCount()).toBe(0);

      // Left alone, it waits exactly its time.
      let slept = false;
      void abortableSleep(1000, new AbortController().signal).then(() => (slept = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(slept).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(slept).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts a request in flight, and an injected sleep too', async () => {
    // The page never comes: only the abort can end the request.
    const server = await startLamodaFixtureServer({ slowMs: 10 * 60_000 });
    try {
      const controller = new AbortController();
      server.setOverride((_req, _res, info) => {
        // The request has reached the server and is waiting for its answer: cancel now.
        if (info.query === 'slow') controller.abort();
        return false;
      });
      const fetcher = createLamodaFetcher(loadConfig(server.env), { signal: controller.signal });
      open.push(fetcher);
      const error = await rejection(fetcher.fetchHtml(server.searchUrl('kz', 'slow')));
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(server.requests.filter((r) => r.kind === 'listing')).toHaveLength(1);
      server.setOverride(null);
      server.reset();

      const stuck = new AbortController();
      const pauses: number[] = [];
      const sleepy = createLamodaFetcher(loadConfig({ ...server.env, IMPORT_PACING_MS: '1000' }), {
        signal: stuck.signal,
        // A pause that never ends by itself; the abort comes once it has begun.
        sleep: (ms) => {
          pauses.push(ms);
          queueMicrotask(() => stuck.abort());
          return new Promise(() => {});
        },
        now: () => 0,
      });
      open.push(sleepy);
      await sleepy.fetchHtml(server.searchUrl('kz', 'all'));
      expect(await rejection(sleepy.fetchHtml(server.searchUrl('kz', 'all')))).toMatchObject({
        name: 'AbortError',
      });
      expect(pauses).toHaveLength(1);
      // The second page was never asked for.
      expect(server.requests.filter((r) => r.kind === 'listing')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

/** A forward proxy for tests: CONNECT tunnels and absolute-form requests, logged. */
async function startProxy() {
  const log: { method: string; target: string; auth: string | null }[] = [];
  const tunnelled: string[] = [];
  const server = http.createServer((req, res) => {
    log.push({
      method: req.method ?? '',
      target: req.url ?? '',
      auth: req.headers['proxy-authorization'] ?? null,
    });
    const target = new URL(req.url ?? '');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const tunnels = new Set<net.Socket>();
  server.on('connect', (req, socket, head) => {
    log.push({
      method: 'CONNECT',
      target: req.url ?? '',
      auth: req.headers['proxy-authorization'] ?? null,
    });
    const [host, port] = (req.url ?? '').split(':');
    tunnels.add(socket as net.Socket);
    const upstream = net.connect(Number(port), host, () => {
      tunnels.add(upstream);
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.on('data', (chunk: Buffer) => {
        // The target is plain HTTP here, so the tunnelled request lines can be seen.
        for (const line of chunk.toString('latin1').match(/^GET \S+/gm) ?? []) tunnelled.push(line);
      });
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    log,
    tunnelled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const tunnel of tunnels) tunnel.destroy();
      }),
  };
}

describe('proxies (IMPORT_PROXY_URLS)', () => {
  it('sends requests through the proxies in turn, with their credentials', async () => {
    const first = await startProxy();
    const second = await startProxy();
    try {
      const { fetcher } = fetcherFor({
        IMPORT_PROXY_URLS: `http://importer:s%40cret@127.0.0.1:${first.port}, http://127.0.0.1:${second.port}`,
      });
      for (let i = 0; i < 3; i++) {
        const page = await fetcher.fetchHtml(lamoda.searchUrl('ru', 'all'));
        expect(parseListingPage(page.html, 'ru').products).toHaveLength(10);
      }
      const origin = new URL(lamoda.origin).host;
      expect(first.log.map((e) => e.target)).toEqual([origin]);
      expect(first.log[0]!.auth).toBe(`Basic ${Buffer.from('importer:s@cret').toString('base64')}`);
      expect(second.log.map((e) => e.target)).toEqual([origin]);
      // Requests 1 and 3 through the first proxy, 2 through the second.
      expect(first.tunnelled).toHaveLength(2);
      expect(second.tunnelled).toHaveLength(1);
      expect(first.tunnelled[0]).toMatch(/^GET \/ru\/catalogsearch\/result\/\?q=all/);
      expect(listingRequests()).toHaveLength(3);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('tries the next proxy when one is blocked', async () => {
    const first = await startProxy();
    const second = await startProxy();
    try {
      const { fetcher, delays } = fetcherFor({
        IMPORT_PROXY_URLS: `http://127.0.0.1:${first.port},http://127.0.0.1:${second.port}`,
        IMPORT_MAX_RETRIES: '2',
      });
      const error = await rejection(fetcher.fetchHtml(lamoda.searchUrl('kz', 'refusal')));
      expect(error).toMatchObject({ name: 'LamodaBlockedError', kind: 'refusal' });
      expect(listingRequests()).toHaveLength(3);
      expect(delays).toHaveLength(2);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('validates and redacts proxy addresses', () => {
    expect(parseProxyUrls(' http://a:b@p1:8080 ,https://p2:3128 ')).toEqual([
      'http://a:b@p1:8080/',
      'https://p2:3128/',
    ]);
    expect(parseProxyUrls(undefined)).toEqual([]);
    expect(() => parseProxyUrls('socks5://p:1080')).toThrow(/адрес прокси в настройках импорта/);
    expect(() => parseProxyUrls('socks5://p:1080')).not.toThrow(/[A-Z]{2,}_[A-Z_]{2,}/);
    expect(() => parseProxyUrls('not a url')).toThrow(LamodaHttpError);
    expect(redactProxy('http://user:secret@p1:8080')).toBe('http://user:***@p1:8080/');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-09-01T10:00:00Z');
    expect(parseRetryAfter('Tue, 01 Sep 2026 10:00:30 GMT', now)).toBe(30_000);
  });
});
