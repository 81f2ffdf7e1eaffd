import type { AppConfig } from '../../../config/env';
import type { LamodaDomain, RawProduct, ScrapeProgress } from '../types';
import type { FetchedPage, LamodaFetcher } from './fetcher';
import { LamodaHttpError } from './errors';
import { abortError } from './http-util';
import { parseListingPage } from './parse-listing';
import { mergeProductPage, parseProductPage } from './parse-product';
import { categoryUrl, lamodaBaseUrl, productPath, parseProductPath, searchUrl } from './urls';
import type { LamodaSort } from './urls';

/**
 * One search or one category on Lamoda: result pages from `pageFrom` (default 1) until `limit` distinct SKUs are
 * collected, the last page is reached or `pageTo` is passed; products seen on an earlier page are
 * skipped (rankings move while we page). With `withProductPages`, each new product's page is
 * opened to complete sizes, description and attributes. A block ends the search with
 * LamodaBlockedError (thrown by the fetcher); an unblocked page without products is a genuine
 * «nothing found». An abort stops at once with an AbortError and returns nothing.
 */

export type ScrapeInput = {
  query: string;
  /** A category's path (`/c/17/shoes-women/`, its filters kept): its pages instead of a search. */
  categoryPath?: string;
  domain: LamodaDomain;
  limit: number;
  pageFrom?: number;
  pageTo?: number;
  withProductPages?: boolean;
  sort?: LamodaSort;
  /** Search in Lamoda's women's or men's section only (gender_section). */
  genderSection?: 'women' | 'men';
};

export type ScrapeDeps = {
  fetcher: LamodaFetcher;
  config: Pick<AppConfig, 'LAMODA_BASE_URL_KZ' | 'LAMODA_BASE_URL_RU' | 'LAMODA_BASE_URL_BY'>;
  signal?: AbortSignal;
  /** Awaited before the next page is fetched. */
  onProgress?(progress: ScrapeProgress): void | Promise<void>;
  /**
   * A result page was read: its new distinct products (`fresh`) and Lamoda's count of results
   * (0 when the page does not say). Awaited before the products' own pages are opened.
   */
  onListing?(page: number, fresh: number, found: number): void | Promise<void>;
  /** One product page was read (or given up on), awaited before the next is opened. */
  onProduct?(page: number): void | Promise<void>;
  /**
   * The new distinct products of a page (completed by their product pages when asked), awaited
   * before the next page is fetched; an error thrown here ends the scrape.
   */
  onPage?(page: number, products: RawProduct[]): void | Promise<void>;
};

export type ScrapeResult = {
  products: RawProduct[];
  /** Lamoda's own count of results for the query (0 when the page does not say). */
  totalFound: number;
  pagesFetched: number;
  /** Time waiting on the network (pauses and back-offs excluded). */
  networkMs: number;
  /** Time spent reading pages. */
  parseMs: number;
};

/** A safety stop for pages that never say how many pages there are. */
const MAX_PAGES = 200;

export async function scrapeLamoda(input: ScrapeInput, deps: ScrapeDeps): Promise<ScrapeResult> {
  const limit = Math.max(1, Math.floor(input.limit));
  const pageFrom = Math.max(1, Math.floor(input.pageFrom ?? 1));
  const pageTo = input.pageTo === undefined ? Infinity : Math.max(pageFrom, input.pageTo);
  const base = lamodaBaseUrl(deps.config, input.domain);
  const steps = scrapeSteps(deps.fetcher, deps.signal);
  const { checkAbort } = steps;

  const collected: RawProduct[] = [];
  const seen = new Set<string>();
  let totalFound = 0;
  let pagesFetched = 0;
  let knownPages: number | null = null;

  for (
    let page = pageFrom;
    page <= pageTo && page < pageFrom + MAX_PAGES && collected.length < limit;
    page++
  ) {
    checkAbort();
    const fetched = await steps.timedFetch(listingUrl(input, base, page));
    pagesFetched++;
    if (fetched.status >= 400) {
      // A page past the end may answer 404: the results are over.
      if (fetched.status === 404 && page > pageFrom) break;
      throw listingError(input, fetched, page);
    }
    const listing = steps.timedParse(() => parseListingPage(fetched.html, input.domain));
    if (listing.pagination) {
      knownPages = listing.pagination.pages;
      totalFound = Math.max(totalFound, listing.pagination.found);
    }

    const fresh = freshProducts(listing.products, seen, limit - collected.length);
    if (!listing.pagination) totalFound = Math.max(totalFound, seen.size);
    await deps.onListing?.(page, fresh.length, totalFound);
    checkAbort();
    const completed = input.withProductPages
      ? await completeWithProductPages(fresh, base, input.domain, {
          ...steps,
          onProduct: async () => {
            await deps.onProduct?.(page);
            checkAbort();
          },
        })
      : fresh;
    checkAbort();
    collected.push(...completed);

    await deps.onPage?.(page, completed);
    checkAbort();
    await deps.onProgress?.({
      page,
      pages: knownPages ?? page,
      found: totalFound,
      collected: collected.length,
    });

    if (listing.products.length === 0) break;
    if (knownPages !== null && page >= knownPages) break;
    // Without pagination, a page that adds nothing new means the results are exhausted.
    if (knownPages === null && fresh.length === 0) break;
  }

  checkAbort();
  return {
    products: collected,
    totalFound,
    pagesFetched,
    networkMs: Math.round(steps.spent.networkMs),
    parseMs: Math.round(steps.spent.parseMs),
  };
}

/**
 * Fetching and reading with their time counted (network and parsing apart), and the abort check
 * made between every two steps of a scrape.
 */
function scrapeSteps(fetcher: LamodaFetcher, signal: AbortSignal | undefined) {
  const spent = { networkMs: 0, parseMs: 0 };
  const checkAbort = () => {
    if (signal?.aborted) throw abortError(signal);
  };
  const timedFetch = async (url: string): Promise<FetchedPage> => {
    const started = performance.now();
    const page = await fetcher.fetchHtml(url);
    checkAbort();
    spent.networkMs += page.networkMs ?? performance.now() - started;
    return page;
  };
  const timedParse = <T>(work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      spent.parseMs += performance.now() - started;
    }
  };
  return { spent, checkAbort, timedFetch, timedParse };
}

/** A result page of the category, or of the search. */
function listingUrl(input: ScrapeInput, base: string, page: number): string {
  return input.categoryPath
    ? categoryUrl(base, input.categoryPath, page, { sort: input.sort })
    : searchUrl(base, input.query, page, {
        sort: input.sort,
        genderSection: input.genderSection,
      });
}

function listingError(input: ScrapeInput, fetched: FetchedPage, page: number): LamodaHttpError {
  const what = input.categoryPath ? 'страницу раздела' : 'страницу поиска';
  return new LamodaHttpError(
    'http',
    `Lamoda ответила ошибкой ${fetched.status} на ${what} ${page} (${fetched.url}).`,
    fetched.status,
  );
}

/** The page's products not seen on an earlier page, at most `room` of them. */
function freshProducts(products: RawProduct[], seen: Set<string>, room: number): RawProduct[] {
  const fresh: RawProduct[] = [];
  for (const product of products) {
    if (fresh.length >= room) break;
    if (seen.has(product.sku)) continue;
    seen.add(product.sku);
    fresh.push(product);
  }
  return fresh;
}

async function completeWithProductPages(
  products: RawProduct[],
  base: string,
  domain: LamodaDomain,
  steps: {
    timedFetch: (url: string) => Promise<FetchedPage>;
    timedParse: <T>(work: () => T) => T;
    checkAbort: () => void;
    onProduct: () => Promise<void>;
  },
): Promise<RawProduct[]> {
  const result: RawProduct[] = [];
  for (const product of products) {
    steps.checkAbort();
    result.push(await completeOne(product, base, domain, steps));
    await steps.onProduct();
  }
  return result;
}

/** A product completed by its own page, or as the listing said when that page fails. */
async function completeOne(
  product: RawProduct,
  base: string,
  domain: LamodaDomain,
  steps: {
    timedFetch: (url: string) => Promise<FetchedPage>;
    timedParse: <T>(work: () => T) => T;
  },
): Promise<RawProduct> {
  const path = product.seoTail
    ? productPath(product.sku, product.seoTail)
    : product.url && parseProductPath(product.url)
      ? new URL(product.url).pathname
      : productPath(product.sku, null);
  let fetched: FetchedPage;
  try {
    fetched = await steps.timedFetch(`${base}${path}`);
  } catch (error) {
    // One product page that keeps failing (timeouts, 5xx after every retry) does not sink the
    // search: the product keeps what the listing said. Blocks and cancellation still end it.
    if (error instanceof LamodaHttpError && error.kind !== 'config') return product;
    throw error;
  }
  // The product is gone or its page is broken: keep what the listing said.
  if (fetched.status >= 400) return product;
  const detail = steps.timedParse(() => parseProductPage(fetched.html, domain));
  return mergeProductPage(product, detail);
}
