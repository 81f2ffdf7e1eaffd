import type { AppConfig } from '../../../config/env';
import type { LamodaDomain } from '../types';

/**
 * Addresses on Lamoda. Pages are fetched from the configured base of each domain
 * (LAMODA_BASE_URL_KZ/RU/BY, a local fixture server in tests); product data always names the
 * public address (https://www.lamoda.*) and the allow-listed image CDN https://a.lmcdn.ru —
 * where images are really fetched from (LAMODA_IMAGE_BASE_URL) is the image fetcher's business.
 */

export const LAMODA_PUBLIC_ORIGINS: Record<LamodaDomain, string> = {
  kz: 'https://www.lamoda.kz',
  ru: 'https://www.lamoda.ru',
  by: 'https://www.lamoda.by',
};

/** The only image origin that product data may name. */
export const LAMODA_IMAGE_ORIGIN = 'https://a.lmcdn.ru';
export const LAMODA_IMAGE_HOST = 'a.lmcdn.ru';

/** CDN sizes that exist; any other answers 400. */
export const LAMODA_IMAGE_SIZES = ['img236x341', 'img389x562', 'img600x866', 'product'] as const;
export type LamodaImageSize = (typeof LAMODA_IMAGE_SIZES)[number];
/** Large enough for a product page, far lighter than the full `product` size. */
export const DEFAULT_IMAGE_SIZE: LamodaImageSize = 'img600x866';

const GALLERY_PATH_RE = /^[A-Za-z0-9]\/[A-Za-z0-9]\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export type LamodaSort = 'price_asc' | 'price_desc' | 'new' | 'discount';

export function lamodaBaseUrl(
  config: Pick<AppConfig, 'LAMODA_BASE_URL_KZ' | 'LAMODA_BASE_URL_RU' | 'LAMODA_BASE_URL_BY'>,
  domain: LamodaDomain,
): string {
  const base = {
    kz: config.LAMODA_BASE_URL_KZ,
    ru: config.LAMODA_BASE_URL_RU,
    by: config.LAMODA_BASE_URL_BY,
  }[domain];
  return base.replace(/\/+$/, '');
}

/** `{base}/catalogsearch/result/?q=…&page=N[&sort=…]` — page is 1-based. */
export function searchUrl(
  base: string,
  query: string,
  page = 1,
  options: { sort?: LamodaSort; genderSection?: 'men' | 'women' } = {},
): string {
  const params = new URLSearchParams({ q: query, submit: 'y' });
  params.set('page', String(Math.max(1, Math.floor(page))));
  if (options.sort) params.set('sort', options.sort);
  if (options.genderSection) params.set('gender_section', options.genderSection);
  return `${base.replace(/\/+$/, '')}/catalogsearch/result/?${params.toString()}`;
}

/**
 * A category's listing page: `{base}/c/17/shoes-women/?page=N`, the category's own filters kept
 * (`path` as `readLamodaLink` gives it). `page` is 1-based.
 */
export function categoryUrl(
  base: string,
  path: string,
  page = 1,
  options: { sort?: LamodaSort } = {},
): string {
  const url = new URL(path, 'https://lamoda.invalid');
  url.searchParams.set('page', String(Math.max(1, Math.floor(page))));
  if (options.sort) url.searchParams.set('sort', options.sort);
  return `${base.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

/** `/p/{sku lowercase}/{seo_tail}/`; without a tail, `/p/{sku}/`. */
export function productPath(sku: string, seoTail: string | null | undefined): string {
  const tail = (seoTail ?? '').replace(/^\/+|\/+$/g, '');
  const skuPart = encodeURIComponent(sku.toLowerCase());
  return tail
    ? `/p/${skuPart}/${tail.split('/').map(encodeURIComponent).join('/')}/`
    : `/p/${skuPart}/`;
}

/** The public product address, as stored with the product. */
export function publicProductUrl(
  domain: LamodaDomain,
  sku: string,
  seoTail: string | null,
): string {
  return `${LAMODA_PUBLIC_ORIGINS[domain]}${productPath(sku, seoTail)}`;
}

/**
 * The sku and seo_tail of a product address (`/p/rtlaey634001/shoes-adidasoriginals-kedy/`,
 * absolute or relative), or null when it is not one.
 */
export function parseProductPath(href: string): { sku: string; seoTail: string | null } | null {
  let pathname: string;
  try {
    pathname = new URL(href, 'https://www.lamoda.ru').pathname;
  } catch {
    return null;
  }
  const match = /^\/p\/([a-z0-9]+)(?:\/([^?#]*?))?\/?$/i.exec(pathname);
  if (!match?.[1]) return null;
  const tail = match[2] ? decodeURIComponent(match[2]).replace(/\/+$/, '') : '';
  return { sku: match[1].toUpperCase(), seoTail: tail || null };
}

/**
 * An absolute image address on the allow-listed CDN, or null when `src` is not one:
 * - a gallery path of the state (`/R/T/RTLAEY634001_16788970_1_v1.jpg`, `R/T/…`) gets the size;
 * - `//a.lmcdn.ru/…` and `https://a.lmcdn.ru/…` keep their path, and a known size segment is
 *   replaced by `size` (listing cards show img236x341; the catalogue wants larger).
 * Anything on another host, a data: URL or a placeholder is refused.
 */
export function lamodaImageUrl(
  src: string | null | undefined,
  size: LamodaImageSize = DEFAULT_IMAGE_SIZE,
): string | null {
  if (typeof src !== 'string') return null;
  const trimmed = src.trim();
  if (!trimmed || trimmed.startsWith('data:')) return null;

  if (/^(https?:)?\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    } catch {
      return null;
    }
    if (url.hostname.toLowerCase() !== LAMODA_IMAGE_HOST) return null;
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments.length === 0) return null;
    if ((LAMODA_IMAGE_SIZES as readonly string[]).includes(segments[0]!)) segments[0] = size;
    else segments.unshift(size);
    return `${LAMODA_IMAGE_ORIGIN}/${segments.join('/')}`;
  }

  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const path = trimmed.replace(/^\/+/, '');
  // A gallery path /{c1}/{c2}/{file}, possibly after a size segment; nothing that climbs out.
  const segments = path.split('/');
  if (segments.length === 4 && (LAMODA_IMAGE_SIZES as readonly string[]).includes(segments[0]!)) {
    segments.shift();
  }
  if (segments.length !== 3 || !GALLERY_PATH_RE.test(segments.join('/'))) return null;
  return `${LAMODA_IMAGE_ORIGIN}/${size}/${segments.join('/')}`;
}
