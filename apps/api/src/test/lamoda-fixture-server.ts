import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { LAMODA_DOMAINS } from '../modules/lamoda-parser/types';
import type { LamodaDomain } from '../modules/lamoda-parser/types';
import {
  BAD_IMAGES_PRODUCT,
  FIXTURE_PRODUCTS,
  GEO_403_BODY,
  OLD_FORMAT_PRODUCT_SKU,
  findFixtureProduct,
  generatedProduct,
  renderCaptchaPage,
  renderChallengePage,
  renderListingPage,
  renderProductPage,
  renderRefusalPage,
} from './lamoda-fixtures';
import type { FixtureProduct, ListingPageOptions } from './lamoda-fixtures';
import { CATEGORY_PATH_RE, renderCategoryPage } from './lamoda-fixture-categories';

/**
 * A local stand-in for Lamoda (all three domains) and its image CDN, serving pages shaped like the
 * real sites' (lamoda-fixtures.ts). Nothing here reaches the real sites.
 *
 *   const lamoda = await startLamodaFixtureServer();
 *   const config = loadConfig({ ...lamoda.env });   // LAMODA_BASE_URL_* and the image base
 *   ... scrapeLamoda({ query: 'refusal', domain: 'kz', limit: 20 }, ...)
 *   await lamoda.close();
 *
 * Addresses: `{origin}/kz`, `{origin}/ru`, `{origin}/by` are the domains' bases (prices in ₸, ₽,
 * р.); `{origin}/cdn` stands for https://a.lmcdn.ru (`/cdn/{size}/{c1}/{c2}/{file}`).
 *
 * Search pages `/{domain}/catalogsearch/result/?q=…&page=N` pick their scenario from the query
 * (case-insensitive), so a whole import can be driven by its query string:
 *
 *   (any other query)   the fixture catalogue (state + cards, like real pages): the products
 *                       whose type or brand matches a word of the query, or all 10 when none
 *                       does; `all` gives all 10. One page; later pages are empty.
 *   state-only          embedded state only (plain object literal, unquoted keys), no cards
 *   iife                state in Nuxt's minified IIFE form `(function(a,b){return …}(…))` + cards
 *   html                server-rendered cards only (no state)
 *   html-lazy           cards only, every image lazy (`data-src`, protocol-relative)
 *   layers              state whose prices come only as `prices[]` layers (incl. loyalty)
 *   nothing             a real «nothing found» page (state with products: [], found: 0) whose
 *                       scripts mention captcha and servicepipe — must NOT count as blocked
 *   overlap             25 products over 3 pages of 10; page 2 repeats 2 of page 1, page 3
 *                       repeats 2 of page 2 (de-duplication)
 *   bench               a large catalogue: `benchCount` (1 200) products, pages of 60
 *   badimages           one product whose gallery has a good, an oversized (>10 MB), a
 *                       non-image and a missing image
 *   refusal             403 «Запрос отклонен» (anti-bot refusal page)
 *   captcha             200 «Проверка безопасности» captcha page
 *   challenge           200 JavaScript challenge that never clears
 *   challenge-delayed   JavaScript challenge whose script sets a cookie after
 *                       `challengePassMs` (300 ms) and reloads → the catalogue; only a real
 *                       browser gets through
 *   geo                 403 with JSON `{"code":10403,…}`
 *   loop                307 to itself, forever
 *   loop-cycle          307 a → b → a …
 *   redirect            one 302 to the `all` catalogue (a legitimate redirect)
 *   cookie-redirect     307 to itself with Set-Cookie; with the cookie → the catalogue
 *   flaky               429 (Retry-After: `retryAfterSeconds`) `flakyFailures` (2) times per
 *                       page, then the catalogue
 *   flaky-5xx           503 then 502 … `flakyFailures` times per page, then the catalogue
 *   flaky-403           plain 403 (no block marker) `flakyFailures` times, then the catalogue
 *   slow                the catalogue after `slowMs` (3 000 ms)
 *   huge                a 20 MB page (response size cap)
 *
 * Category pages `/{domain}/c/{id}/{type}-{slug}/?page=N` list `categoryCount` (25) generated
 * products of the type word over pages of `categoryPageSize` (10), in a fixed order; ids outside
 * 1–999 answer 404 (lamoda-fixture-categories.ts).
 *
 * Product pages `/{domain}/p/{sku}/{seo_tail}/` exist for every fixture and generated product
 * (`RTLAGN000123`); RTLAAX981201 uses the older form with string prices («68 490»), the
 * odd-numbered fixtures use the IIFE form. Unknown SKUs answer 404.
 *
 * Images `/cdn/{size}/{c1}/{c2}/{file}`: real JPEGs (`.jpg`) and WebPs (`.webp`) made with sharp
 * at the size's dimensions; sizes other than img236x341, img389x562, img600x866 and product
 * answer 400; `OVERSIZED…` is a JPEG of 11 MB, `NOTANIMAGE…` is HTML sent as image/jpeg,
 * `MISSING…` answers 404.
 *
 * Every request is logged in `requests`; `reset()` clears the log and the flaky counters;
 * `setOverride(handler)` lets a test answer some requests itself (return true when handled).
 */

export type LamodaFixtureServerOptions = {
  /** Delay of the `slow` scenario. */
  slowMs?: number;
  /** Failures before success in the flaky scenarios, per page. */
  flakyFailures?: number;
  /** Retry-After of the 429 answers, in seconds. */
  retryAfterSeconds?: number;
  /** Products of the `bench` catalogue. */
  benchCount?: number;
  /** Products per page of `bench`. */
  pageSize?: number;
  /** Delay before the fake challenge clears itself in a browser. */
  challengePassMs?: number;
  /** Products of every category page set, and how many a page shows. */
  categoryCount?: number;
  categoryPageSize?: number;
};

export type FixtureRequest = {
  method: string;
  /** Path and query as received. */
  url: string;
  path: string;
  domain: LamodaDomain | null;
  kind: 'listing' | 'category' | 'product' | 'image' | 'other';
  query: string | null;
  page: number | null;
  headers: http.IncomingHttpHeaders;
  at: number;
};

export type FixtureOverride = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  info: FixtureRequest,
) => boolean | Promise<boolean>;

export type LamodaFixtureServer = {
  origin: string;
  baseUrls: Record<LamodaDomain, string>;
  /** Stands for https://a.lmcdn.ru (LAMODA_IMAGE_BASE_URL). */
  imageBaseUrl: string;
  /** LAMODA_* pointing here, plus fast import settings (no pacing, short back-off). */
  env: Record<string, string>;
  requests: FixtureRequest[];
  /** Search URL on this server, for tests that fetch pages directly. */
  searchUrl(domain: LamodaDomain, query: string, page?: number): string;
  setOverride(handler: FixtureOverride | null): void;
  reset(): void;
  close(): Promise<void>;
};

const IMAGE_DIMENSIONS: Record<string, [number, number]> = {
  img236x341: [236, 341],
  img389x562: [389, 562],
  img600x866: [600, 866],
  product: [800, 1155],
};
const MAX_LOGGED_REQUESTS = 20_000;

export async function startLamodaFixtureServer(
  options: LamodaFixtureServerOptions = {},
): Promise<LamodaFixtureServer> {
  const slowMs = options.slowMs ?? 3000;
  const flakyFailures = options.flakyFailures ?? 2;
  const retryAfterSeconds = options.retryAfterSeconds ?? 1;
  const benchCount = options.benchCount ?? 1200;
  const pageSize = options.pageSize ?? 60;
  const challengePassMs = options.challengePassMs ?? 300;
  const categories = {
    count: options.categoryCount ?? 25,
    pageSize: options.categoryPageSize ?? 10,
  };

  const requests: FixtureRequest[] = [];
  const counters = new Map<string, number>();
  const images = new Map<string, Promise<Buffer>>();
  let override: FixtureOverride | null = null;
  let oversized: Buffer | null = null;

  const send = (
    res: http.ServerResponse,
    status: number,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ) => {
    const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(buffer.length),
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(buffer);
  };
  const html = (res: http.ServerResponse, body: string, status = 200) => send(res, status, body);

  const count = (key: string) => {
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return n;
  };

  function catalogue(query: string): FixtureProduct[] {
    if (query === 'all' || query === '') return FIXTURE_PRODUCTS;
    const words = query.split(/\s+/).filter((w) => w.length > 1);
    const matched = FIXTURE_PRODUCTS.filter((p) =>
      words.some(
        (w) => p.type.toLowerCase().includes(w) || p.brand.toLowerCase().includes(w.toLowerCase()),
      ),
    );
    return matched.length > 0 ? matched : FIXTURE_PRODUCTS;
  }

  function listing(
    res: http.ServerResponse,
    domain: LamodaDomain,
    query: string,
    page: number,
    extra: Partial<ListingPageOptions> = {},
  ) {
    const products = page === 1 ? catalogue(query) : [];
    const found = catalogue(query).length;
    html(res, renderListingPage(products, { domain, query, page, pages: 1, found, ...extra }));
  }

  async function handleListing(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    info: FixtureRequest,
    url: URL,
  ) {
    const domain = info.domain!;
    const rawQuery = info.query ?? '';
    const q = rawQuery.trim().toLowerCase();
    const page = info.page ?? 1;
    const key = `${domain}|${q}|${page}`;
    const self = `${url.pathname}${url.search}`;

    switch (q) {
      case 'refusal':
        return html(res, renderRefusalPage(), 403);
      case 'captcha':
        return html(res, renderCaptchaPage());
      case 'challenge':
        return html(res, renderChallengePage());
      case 'challenge-delayed':
        if (/(?:^|;\s*)spsc=passed\b/.test(req.headers.cookie ?? '')) {
          return listing(res, domain, 'all', page);
        }
        return html(res, renderChallengePage({ passAfterMs: challengePassMs }));
      case 'geo':
        return send(res, 403, GEO_403_BODY, { 'content-type': 'application/json' });
      case 'loop':
        return send(res, 307, '', { location: self });
      case 'loop-cycle': {
        const next = new URL(url);
        if (next.searchParams.get('hop') === 'b') next.searchParams.delete('hop');
        else next.searchParams.set('hop', 'b');
        return send(res, 307, '', { location: `${next.pathname}${next.search}` });
      }
      case 'redirect': {
        const next = new URL(url);
        next.searchParams.set('q', 'all');
        return send(res, 302, '', { location: `${next.pathname}${next.search}` });
      }
      case 'cookie-redirect':
        if (/(?:^|;\s*)lm_visit=1\b/.test(req.headers.cookie ?? '')) {
          return listing(res, domain, 'all', page);
        }
        return send(res, 307, '', { location: self, 'set-cookie': 'lm_visit=1; Path=/; HttpOnly' });
      case 'flaky':
        if (count(key) <= flakyFailures) {
          return send(res, 429, '<html><body>Too Many Requests</body></html>', {
            'retry-after': String(retryAfterSeconds),
          });
        }
        return listing(res, domain, 'all', page);
      case 'flaky-5xx': {
        const n = count(key);
        if (n <= flakyFailures) {
          return html(res, '<html><body>Service Unavailable</body></html>', n % 2 ? 503 : 502);
        }
        return listing(res, domain, 'all', page);
      }
      case 'flaky-403':
        if (count(key) <= flakyFailures) {
          return html(
            res,
            '<html><head><title>403 Forbidden</title></head><body>nginx</body></html>',
            403,
          );
        }
        return listing(res, domain, 'all', page);
      case 'slow': {
        const timer = setTimeout(() => listing(res, domain, 'all', page), slowMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'huge': {
        const page20mb = renderListingPage(FIXTURE_PRODUCTS, { domain, query: rawQuery }).replace(
          '</body>',
          `<!--${'x'.repeat(20 * 1024 * 1024)}--></body>`,
        );
        return html(res, page20mb);
      }
      case 'nothing':
        return html(
          res,
          renderListingPage([], { domain, query: rawQuery, page, pages: 1, found: 0 }),
        );
      case 'state-only':
        return listing(res, domain, 'all', page, { cards: false, query: rawQuery });
      case 'iife':
        return listing(res, domain, 'all', page, { state: 'iife', query: rawQuery });
      case 'html':
        return listing(res, domain, 'all', page, { state: 'none', query: rawQuery });
      case 'html-lazy':
        return listing(res, domain, 'all', page, {
          state: 'none',
          lazyImages: true,
          query: rawQuery,
        });
      case 'layers':
        return listing(res, domain, 'all', page, { priceForm: 'layers', query: rawQuery });
      case 'overlap': {
        // 25 products; pages of 10 start 2 products early (the ranking moved): 0–9, 8–17, 16–24.
        const total = 25;
        const start = (page - 1) * 8;
        const products =
          page >= 1 && page <= 3
            ? Array.from({ length: Math.min(10, total - start) }, (_, i) =>
                generatedProduct(5000 + start + i),
              )
            : [];
        return html(
          res,
          renderListingPage(products, { domain, query: rawQuery, page, pages: 3, found: total }),
        );
      }
      case 'bench': {
        const pages = Math.ceil(benchCount / pageSize);
        const start = (page - 1) * pageSize;
        const products =
          page >= 1 && page <= pages
            ? Array.from({ length: Math.min(pageSize, benchCount - start) }, (_, i) =>
                generatedProduct(start + i),
              )
            : [];
        return html(
          res,
          renderListingPage(products, {
            domain,
            query: rawQuery,
            page,
            pages,
            found: benchCount,
            lazyImages: false,
          }),
        );
      }
      case 'badimages':
        return html(
          res,
          renderListingPage(page === 1 ? [BAD_IMAGES_PRODUCT] : [], {
            domain,
            query: rawQuery,
            page,
            pages: 1,
            found: 1,
          }),
        );
      default:
        return listing(res, domain, q, page, { query: rawQuery });
    }
  }

  function handleProduct(res: http.ServerResponse, domain: LamodaDomain, sku: string) {
    const product = findFixtureProduct(sku);
    if (!product) return html(res, '<html><body><h1>Страница не найдена</h1></body></html>', 404);
    const index = FIXTURE_PRODUCTS.indexOf(product);
    return html(
      res,
      renderProductPage(product, domain, {
        stringPrices: product.sku === OLD_FORMAT_PRODUCT_SKU,
        form: index % 2 === 1 ? 'iife' : 'plain',
      }),
    );
  }

  async function handleImage(res: http.ServerResponse, path: string) {
    const match = /^\/cdn\/([^/]+)\/([A-Za-z0-9])\/([A-Za-z0-9])\/([A-Za-z0-9_.-]+)$/.exec(path);
    if (!match) return send(res, 404, 'Not Found', { 'content-type': 'text/plain' });
    const [, size, , , file] = match as unknown as [string, string, string, string, string];
    const dimensions = IMAGE_DIMENSIONS[size];
    if (!dimensions) return send(res, 400, 'Bad Request', { 'content-type': 'text/plain' });
    if (file.startsWith('MISSING'))
      return send(res, 404, 'Not Found', { 'content-type': 'text/plain' });
    if (file.startsWith('NOTANIMAGE')) {
      return send(res, 200, '<!DOCTYPE html><html><body>Not an image</body></html>', {
        'content-type': 'image/jpeg',
      });
    }
    if (file.startsWith('OVERSIZED')) {
      oversized ??= Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
        Buffer.alloc(11 * 1024 * 1024, 0x5a),
      ]);
      return send(res, 200, oversized, { 'content-type': 'image/jpeg' });
    }
    const webp = file.endsWith('.webp');
    const cacheKey = `${size}/${file}`;
    let image = images.get(cacheKey);
    if (!image) {
      const hue = [...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
      const [r, g, b] = hslToRgb(hue, 0.45, 0.6);
      const [width, height] = dimensions;
      const pipeline = sharp({
        create: { width, height, channels: 3, background: { r, g, b } },
      });
      image = (webp ? pipeline.webp({ quality: 70 }) : pipeline.jpeg({ quality: 75 })).toBuffer();
      images.set(cacheKey, image);
    }
    return send(res, 200, await image, {
      'content-type': webp ? 'image/webp' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000',
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    const segments = url.pathname.split('/').filter(Boolean);
    const domain = (LAMODA_DOMAINS as readonly string[]).includes(segments[0] ?? '')
      ? (segments[0] as LamodaDomain)
      : null;
    const rest = `/${segments.slice(domain ? 1 : 0).join('/')}`;
    const isListing = domain !== null && /^\/catalogsearch\/result\/?$/.test(rest);
    const productMatch = domain ? /^\/p\/([a-z0-9]+)(?:\/.*)?$/i.exec(rest) : null;
    const categoryMatch = domain ? CATEGORY_PATH_RE.exec(rest) : null;
    const pageParam = Number(url.searchParams.get('page') ?? '1');
    const info: FixtureRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: url.pathname,
      domain,
      kind: isListing
        ? 'listing'
        : categoryMatch
          ? 'category'
          : productMatch
            ? 'product'
            : url.pathname.startsWith('/cdn/')
              ? 'image'
              : 'other',
      query: isListing ? (url.searchParams.get('q') ?? '') : null,
      page:
        isListing || categoryMatch
          ? Number.isInteger(pageParam) && pageParam > 0
            ? pageParam
            : 1
          : null,
      headers: req.headers,
      at: Date.now(),
    };
    if (requests.length < MAX_LOGGED_REQUESTS) requests.push(info);

    if (override && (await override(req, res, info))) return;
    if (info.kind === 'image') return handleImage(res, url.pathname);
    if (isListing) return handleListing(req, res, info, url);
    if (categoryMatch && domain) {
      const id = Number(categoryMatch[1]);
      const page = renderCategoryPage(domain, id, categoryMatch[2]!, info.page!, categories);
      return html(res, page.html, page.status);
    }
    if (productMatch && domain) return handleProduct(res, domain, productMatch[1]!);
    if (url.pathname.endsWith('.js')) {
      return send(res, 200, '/* fixture */', { 'content-type': 'application/javascript' });
    }
    return html(res, '<html><body><h1>Страница не найдена</h1></body></html>', 404);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, `Fixture error: ${String(error)}`);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrls: Record<LamodaDomain, string> = {
    kz: `${origin}/kz`,
    ru: `${origin}/ru`,
    by: `${origin}/by`,
  };
  const imageBaseUrl = `${origin}/cdn`;

  return {
    origin,
    baseUrls,
    imageBaseUrl,
    env: {
      LAMODA_BASE_URL_KZ: baseUrls.kz,
      LAMODA_BASE_URL_RU: baseUrls.ru,
      LAMODA_BASE_URL_BY: baseUrls.by,
      LAMODA_IMAGE_BASE_URL: imageBaseUrl,
      IMPORT_PACING_MS: '0',
      IMPORT_TIMEOUT_MS: '5000',
      IMPORT_MAX_RETRIES: '3',
      IMPORT_MAX_BACKOFF_MS: '20',
      IMPORT_BROWSER: 'false',
    },
    requests,
    searchUrl(domain, query, page = 1) {
      const params = new URLSearchParams({ q: query, page: String(page) });
      return `${baseUrls[domain]}/catalogsearch/result/?${params.toString()}`;
    },
    setOverride(handler) {
      override = handler;
    },
    reset() {
      requests.length = 0;
      counters.clear();
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}
