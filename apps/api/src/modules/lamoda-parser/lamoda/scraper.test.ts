import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import type { AppConfig } from '../../../config/env';
import { FIXTURE_PRODUCTS, OLD_FORMAT_PRODUCT_SKU } from '../../../test/lamoda-fixtures';
import { startLamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import type { LamodaFixtureServer } from '../../../test/lamoda-fixture-server';
import type { RawProduct, ScrapeProgress } from '../types';
import { LamodaBlockedError } from '../types';
import { createLamodaFetcher } from './fetcher';
import type { FetchedPage, LamodaFetcher } from './fetcher';
import { scrapeLamoda } from './scraper';
import type { ScrapeInput } from './scraper';

let lamoda: LamodaFixtureServer;
let config: AppConfig;
beforeAll(async () => {
  lamoda = await startLamodaFixtureServer({ benchCount: 1200 });
  config = loadConfig(lamoda.env);
});
afterAll(() => lamoda.close());

const fetchers: LamodaFetcher[] = [];
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
  lamoda.reset();
});

function scrape(
  input: Partial<ScrapeInput> & { query: string },
  extra: {
    signal?: AbortSignal;
    onPage?: (page: number, products: RawProduct[]) => void | Promise<void>;
    onProgress?: (p: ScrapeProgress) => void;
  } = {},
) {
  const fetcher = createLamodaFetcher(config, {
    signal: extra.signal,
    sleep: async () => {},
  });
  fetchers.push(fetcher);
  return scrapeLamoda({ domain: 'kz', limit: 100, ...input }, { fetcher, config, ...extra });
}

const listingPages = () => lamoda.requests.filter((r) => r.kind === 'listing').map((r) => r.page);

describe('scrapeLamoda', () => {
  it('reads a search from the state, with prices per domain', async () => {
    const kz = await scrape({ query: 'all', domain: 'kz' });
    expect(kz.products).toHaveLength(FIXTURE_PRODUCTS.length);
    expect(kz).toMatchObject({ totalFound: 10, pagesFetched: 1 });
    expect(kz.products[0]).toMatchObject({ sku: 'RTLAEY634001', price: 21990, source: 'state' });
    expect(kz.networkMs).toBeGreaterThanOrEqual(0);
    expect(kz.parseMs).toBeGreaterThanOrEqual(0);

    const ru = await scrape({ query: 'кеды', domain: 'ru' });
    expect(ru.products.map((p) => [p.sku, p.price, p.oldPrice])).toEqual([
      ['RTLAEY634001', 8999, 12999],
    ]);
    const by = await scrape({ query: 'html', domain: 'by' });
    expect(by.products[0]).toMatchObject({ price: '259,90 р.', source: 'html' });
    expect(lamoda.requests.map((r) => r.path.split('/')[1])).toContain('by');
  });

  it('de-duplicates by SKU across overlapping pages', async () => {
    const pages: [number, string[]][] = [];
    const progress: ScrapeProgress[] = [];
    const result = await scrape(
      { query: 'overlap' },
      {
        onPage: (page, products) => void pages.push([page, products.map((p) => p.sku)]),
        onProgress: (p) => void progress.push(p),
      },
    );
    expect(result.products).toHaveLength(25);
    expect(new Set(result.products.map((p) => p.sku)).size).toBe(25);
    expect(result).toMatchObject({ totalFound: 25, pagesFetched: 3 });
    expect(pages.map(([page, skus]) => [page, skus.length])).toEqual([
      [1, 10],
      [2, 8],
      [3, 7],
    ]);
    expect(progress).toEqual([
      { page: 1, pages: 3, found: 25, collected: 10 },
      { page: 2, pages: 3, found: 25, collected: 18 },
      { page: 3, pages: 3, found: 25, collected: 25 },
    ]);
  });

  it('stops at the limit', async () => {
    const result = await scrape({ query: 'overlap', limit: 12 });
    expect(result.products).toHaveLength(12);
    expect(result.pagesFetched).toBe(2);
    expect(listingPages()).toEqual([1, 2]);

    lamoda.reset();
    const bench = await scrape({ query: 'bench', limit: 100 });
    expect(bench.products).toHaveLength(100);
    expect(bench).toMatchObject({ totalFound: 1200, pagesFetched: 2 });
  });

  it('honours a page range', async () => {
    const only2 = await scrape({ query: 'overlap', pageFrom: 2, pageTo: 2 });
    expect(only2.products).toHaveLength(10);
    expect(listingPages()).toEqual([2]);

    lamoda.reset();
    const from2 = await scrape({ query: 'overlap', pageFrom: 2 });
    expect(from2.products).toHaveLength(17);
    expect(listingPages()).toEqual([2, 3]);

    lamoda.reset();
    const bench = await scrape({ query: 'bench', pageFrom: 5, pageTo: 6, limit: 1000 });
    expect(bench.products).toHaveLength(120);
    expect(bench.products[0]!.sku).toBe('RTLAGN000240');
    expect(listingPages()).toEqual([5, 6]);
  });

  it('walks a large catalogue to its end', async () => {
    const result = await scrape({ query: 'bench', limit: 5000 });
    expect(result.products).toHaveLength(1200);
    expect(result.pagesFetched).toBe(20);
  });

  it('opens product pages to complete sizes, description and attributes', async () => {
    const result = await scrape({ query: 'all', withProductPages: true });
    expect(result.products).toHaveLength(10);
    expect(lamoda.requests.filter((r) => r.kind === 'product')).toHaveLength(10);
    expect(result.products.every((p) => p.source === 'product-page')).toBe(true);
    const kedy = result.products[0]!;
    expect(kedy.description).toContain('Superstar');
    expect(kedy.attributes).toContainEqual({ title: 'Материал верха', value: 'Натуральная кожа' });
    expect(kedy.sizes[0]).toEqual({ size: '36', brandSize: '3.5 UK', available: true, stock: 4 });
    expect(kedy.price).toBe(21990);
    const perfume = result.products.find((p) => p.sku === OLD_FORMAT_PRODUCT_SKU)!;
    expect(perfume.sizes).toEqual([{ size: '50 мл', brandSize: null, available: true, stock: 12 }]);

    // HTML-only listings get their identity completed too.
    lamoda.reset();
    const html = await scrape({ query: 'html', limit: 2, withProductPages: true });
    expect(html.products[0]).toMatchObject({ type: 'Кеды', model: 'Superstar', color: 'Белый' });
  });

  it('keeps the listing data of a product whose page keeps failing', async () => {
    lamoda.setOverride((_req, res, info) => {
      if (info.kind !== 'product' || !info.path.includes('mp002xw0f8uk')) return false;
      res.writeHead(503, { 'content-type': 'text/html' }).end('<html>Service Unavailable</html>');
      return true;
    });
    try {
      const result = await scrape({ query: 'all', limit: 3, withProductPages: true });
      expect(result.products.map((p) => [p.sku, p.source])).toEqual([
        ['RTLAEY634001', 'product-page'],
        ['MP002XW0F8UK', 'state'],
        ['MP002XW1HZ3T', 'product-page'],
      ]);
      // 1 + IMPORT_MAX_RETRIES attempts at the broken page.
      expect(lamoda.requests.filter((r) => r.path.includes('mp002xw0f8uk'))).toHaveLength(4);
    } finally {
      lamoda.setOverride(null);
    }
  });

  it('reports a genuine «nothing found» as zero products, not as a failure', async () => {
    const result = await scrape({ query: 'nothing' });
    expect(result).toMatchObject({ products: [], totalFound: 0, pagesFetched: 1 });
  });

  it('ends with LamodaBlockedError on every kind of block, never with zero products', async () => {
    const cases: [string, string][] = [
      ['refusal', 'refusal'],
      ['captcha', 'captcha'],
      ['challenge', 'js-challenge'],
      ['challenge-delayed', 'js-challenge'],
      ['geo', 'geo'],
      ['loop', 'redirect-loop'],
    ];
    for (const [query, kind] of cases) {
      const error = await scrape({ query }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, query).toBeInstanceOf(LamodaBlockedError);
      expect(error).toMatchObject({ kind });
      expect((error as LamodaBlockedError).messageRu).toMatch(/[а-я]/);
    }
  });

  it('gets through 429, 5xx and plain 403 answers', async () => {
    for (const query of ['flaky', 'flaky-5xx', 'flaky-403', 'cookie-redirect', 'redirect']) {
      const result = await scrape({ query });
      expect(result.products, query).toHaveLength(10);
    }
  });

  it('stops at once when cancelled mid-scrape and returns nothing', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const error = await scrape(
      { query: 'bench', limit: 1000 },
      {
        signal: controller.signal,
        onPage: (page) => {
          seen.push(page);
          if (page === 2) controller.abort();
        },
      },
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1, 2]);
    expect(listingPages()).toEqual([1, 2]);
  });

  it('stops at once when cancelled during product pages', async () => {
    const productRequests = () => lamoda.requests.filter((r) => r.kind === 'product').length;
    const paced = loadConfig({ ...lamoda.env, IMPORT_PACING_MS: '200' });
    const run = async (fetcher: LamodaFetcher, signal: AbortSignal) => {
      fetchers.push(fetcher);
      return scrapeLamoda(
        { query: 'all', domain: 'ru', limit: 10, withProductPages: true },
        { fetcher, config: paced, signal },
      ).then(
        () => null,
        (e: unknown) => e,
      );
    };

    // Cancelled in the pause before the third product page: it is never asked for.
    const inPause = new AbortController();
    let clock = 0;
    const pauses: number[] = [];
    const pausing = createLamodaFetcher(paced, {
      signal: inPause.signal,
      now: () => clock,
      sleep: (ms) => {
        pauses.push(ms);
        clock += ms;
        if (productRequests() < 2) return Promise.resolve();
        queueMicrotask(() => inPause.abort());
        return new Promise(() => {});
      },
    });
    expect(await run(pausing, inPause.signal)).toMatchObject({ name: 'AbortError' });
    expect(productRequests()).toBe(2);
    // Before each of the two product pages, then the one that was cut short.
    expect(pauses).toHaveLength(3);

    // Cancelled while the second product page is on its way: nothing follows it.
    lamoda.reset();
    const inFlight = new AbortController();
    lamoda.setOverride((_req, _res, info) => {
      if (info.kind === 'product' && productRequests() === 2) inFlight.abort();
      return false;
    });
    try {
      const fetching = createLamodaFetcher(paced, {
        signal: inFlight.signal,
        sleep: async () => {},
      });
      expect(await run(fetching, inFlight.signal)).toMatchObject({ name: 'AbortError' });
      expect(productRequests()).toBe(2);
      expect(lamoda.requests.filter((r) => r.kind === 'listing')).toHaveLength(1);
    } finally {
      lamoda.setOverride(null);
    }
  });

  it('awaits onPage and lets its error end the scrape', async () => {
    const order: string[] = [];
    await scrape(
      { query: 'overlap' },
      {
        onPage: async (page) => {
          // Finishes on a later turn of the event loop than an un-awaited call would.
          await new Promise((r) => setImmediate(r));
          order.push(`page ${page}`);
        },
        onProgress: (p) => void order.push(`progress ${p.page}`),
      },
    );
    expect(order).toEqual(['page 1', 'progress 1', 'page 2', 'progress 2', 'page 3', 'progress 3']);
    await expect(
      scrape({ query: 'overlap' }, { onPage: () => Promise.reject(new Error('db down')) }),
    ).rejects.toThrow('db down');
  });

  it('stops on a 404 past the end, and fails on an error page at the start', async () => {
    const pages = new Map<number, FetchedPage>();
    const real = createLamodaFetcher(config);
    fetchers.push(real);
    const page1 = await real.fetchHtml(lamoda.searchUrl('kz', 'all'));
    pages.set(1, page1);
    const fake: LamodaFetcher = {
      async fetchHtml(url) {
        const n = Number(new URL(url).searchParams.get('page'));
        return pages.get(n) ?? { status: 404, html: 'нет', url, networkMs: 1 };
      },
      async close() {},
    };
    // The state says 1 page; pretend it says 3 so the 404 is reached.
    pages.set(1, { ...page1, html: page1.html.replace(/pages:1\b/, 'pages:3') });
    const result = await scrapeLamoda(
      { query: 'all', domain: 'kz', limit: 100 },
      { fetcher: fake, config },
    );
    expect(result).toMatchObject({ pagesFetched: 2, totalFound: 10 });
    expect(result.products).toHaveLength(10);

    await expect(
      scrapeLamoda({ query: 'x', domain: 'kz', limit: 5, pageFrom: 2 }, { fetcher: fake, config }),
    ).rejects.toMatchObject({ name: 'LamodaHttpError', status: 404 });
  });
});
