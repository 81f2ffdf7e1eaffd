import { cheerio } from '../../../lib/lazy-cheerio';
import type { LamodaDomain, RawProduct } from '../types';
import { getPath, isRecord, statePayload } from './nuxt-state';
import { lamodaImageUrl, parseProductPath, publicProductUrl } from './urls';

/**
 * A search result page: the products of the embedded state (`payload.products[]`), or — when the
 * state is missing or holds none — of the server-rendered cards. Prices are kept as found
 * (numbers from the state, text such as «14 250 ₸» from the cards); the loyalty members' price
 * is never taken for the public one.
 */

export type ListingPagination = { page: number; pages: number; found: number };
export type ParsedListing = {
  products: RawProduct[];
  pagination: ListingPagination | null;
  source: 'state' | 'html';
};

const SKU_RE = /^[A-Z0-9]{6,24}$/;

export function parseListingPage(html: string, domain: LamodaDomain): ParsedListing {
  const payload = statePayload(html);
  const stateProducts = payload ? productsFromState(payload, domain) : null;
  const pagination = payload ? paginationFromState(payload) : null;
  if (stateProducts && stateProducts.length > 0) {
    return { products: stateProducts, pagination, source: 'state' };
  }
  const htmlProducts = productsFromCards(html, domain);
  if (htmlProducts.length > 0 || !stateProducts) {
    return { products: htmlProducts, pagination, source: stateProducts ? 'state' : 'html' };
  }
  return { products: [], pagination, source: 'state' };
}

/** The state's products, or null when the state has no product list at all. */
export function productsFromState(
  payload: Record<string, unknown>,
  domain: LamodaDomain,
): RawProduct[] | null {
  const list = payload.products;
  if (!Array.isArray(list)) return null;
  const seen = new Set<string>();
  const products: RawProduct[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const product = productFromState(item, domain);
    if (!product || seen.has(product.sku)) continue;
    seen.add(product.sku);
    products.push(product);
  }
  return products;
}

function productFromState(item: Record<string, unknown>, domain: LamodaDomain): RawProduct | null {
  const sku = normaliseSku(item.sku);
  if (!sku) return null;
  const type = text(item.name);
  const model = text(item.model_name);
  const seoTail = text(item.seo_tail)?.replace(/^\/+|\/+$/g, '') || null;
  const gallery = Array.isArray(item.gallery) ? item.gallery : [];
  const images = uniqueImages([...gallery, item.thumbnail]);
  const prices = statePrices(item);
  const rating = isRecord(item.rating)
    ? {
        average: numberOrNull(item.rating.average_rating),
        count: integerOrNull(item.rating.reviews_count),
      }
    : null;
  return {
    sku,
    type,
    model,
    title: [type, model].filter(Boolean).join(' ') || null,
    brand: text(getPath(item, ['brand', 'name'])) ?? text(item.brand_name),
    color: text(item.color_family),
    seoTail,
    url: publicProductUrl(domain, sku, seoTail),
    images,
    price: prices.price,
    oldPrice: prices.oldPrice,
    sizes: Array.isArray(item.sizes)
      ? item.sizes.filter(isRecord).flatMap((s) => {
          const size = text(s.size) ?? text(s.title);
          if (!size) return [];
          return [
            {
              size,
              brandSize: text(s.brand_size),
              available: s.is_available !== false,
              stock: integerOrNull(s.stock_remains),
            },
          ];
        })
      : [],
    isSellable: typeof item.is_sellable === 'boolean' ? item.is_sellable : null,
    description: null,
    attributes: [],
    rating: rating && (rating.average !== null || rating.count !== null) ? rating : null,
    source: 'state',
  };
}

/**
 * The public current price and the struck-through one. `prices[]` lists the original price first
 * and then discount layers (onsite, onsite_promo, loyalty); the loyalty layer is a members' price
 * and is skipped. Without layers, `price_amount` / `old_price_amount`.
 */
export function statePrices(item: Record<string, unknown>): {
  price: number | string | null;
  oldPrice: number | string | null;
} {
  const fromLayers = Array.isArray(item.prices) ? pricesFromLayers(item.prices) : null;
  let price = fromLayers?.price ?? priceValue(item.price_amount) ?? priceValue(item.price);
  let oldPrice =
    fromLayers?.oldPrice ?? priceValue(item.old_price_amount) ?? priceValue(item.old_price);
  if (price === null && oldPrice !== null) {
    price = oldPrice;
    oldPrice = null;
  }
  if (oldPrice !== null && samePrice(oldPrice, price)) oldPrice = null;
  return { price, oldPrice };
}

function pricesFromLayers(
  layers: unknown[],
): { price: number | string; oldPrice: number | string | null } | null {
  const valid = layers.filter(isRecord).flatMap((layer) => {
    const amount =
      priceValue(layer.price) ??
      priceValue(layer.price_amount) ??
      priceValue(layer.amount) ??
      priceValue(layer.value);
    if (amount === null) return [];
    const type = text(getPath(layer, ['discount', 'type'])) ?? text(layer.type) ?? 'original';
    return [{ amount, type: type.toLowerCase() }];
  });
  const publicLayers = valid.filter((layer) => !layer.type.includes('loyal'));
  const current = publicLayers.at(-1);
  if (!current) return null;
  const original = publicLayers[0]!;
  return { price: current.amount, oldPrice: current === original ? null : original.amount };
}

function paginationFromState(payload: Record<string, unknown>): ListingPagination | null {
  const pagination = payload.pagination;
  if (!isRecord(pagination)) return null;
  const page = integerOrNull(pagination.page);
  const pages = integerOrNull(pagination.pages);
  const found = integerOrNull(pagination.found);
  if (page === null && pages === null && found === null) return null;
  return { page: page ?? 1, pages: pages ?? page ?? 1, found: found ?? 0 };
}

/** The server-rendered cards (`div.x-product-card__card`), selected by their BEM classes only. */
export function productsFromCards(html: string, domain: LamodaDomain): RawProduct[] {
  if (!html.includes('x-product-card__card')) return [];
  const $ = cheerio().load(html);
  const seen = new Set<string>();
  const products: RawProduct[] = [];
  $('div.x-product-card__card').each((_, element) => {
    const card = $(element);
    const href = card.find('a.x-product-card__pic').first().attr('href') ?? null;
    const fromHref = href ? parseProductPath(href) : null;
    const sku = normaliseSku(card.attr('id')) ?? fromHref?.sku ?? null;
    if (!sku || seen.has(sku)) return;
    seen.add(sku);

    const sources = card
      .find('img.x-product-card__pic-img')
      .toArray()
      .map((img) => {
        const src = $(img).attr('src');
        const lazy = $(img).attr('data-src');
        return lazy && (!src || src.startsWith('data:') || /placeholder|blank/i.test(src))
          ? lazy
          : (src ?? lazy);
      });

    const priceWrap = card.find('.x-product-card-description__price-wrap').first();
    const scope = priceWrap.length > 0 ? priceWrap : card;
    const priceText = (selector: string) => {
      for (const el of scope.find(selector).toArray()) {
        const value = cleanPriceText($(el).text());
        if (value) return value;
      }
      return null;
    };
    const single = priceText('.x-product-card-description__price-single');
    const current = priceText('.x-product-card-description__price-new');
    const old =
      priceText('.x-product-card-description__price-old') ??
      priceText('.x-product-card-description__price-second-old');
    const seoTail = fromHref && fromHref.sku === sku ? fromHref.seoTail : null;

    products.push({
      sku,
      type: null,
      model: null,
      title: cleanText(card.find('.x-product-card-description__product-name').first().text()),
      brand: cleanText(card.find('.x-product-card-description__brand-name').first().text()),
      color: null,
      seoTail,
      url: publicProductUrl(domain, sku, seoTail),
      images: uniqueImages(sources),
      price: current ?? single ?? null,
      oldPrice: current ? old : null,
      sizes: [],
      isSellable: null,
      description: null,
      attributes: [],
      rating: null,
      source: 'html',
    });
  });
  return products;
}

/** Price text as the page shows it («14 250 ₸», «89,90 р.»); not a badge, rating or count. */
function cleanPriceText(raw: string): string | null {
  const value = raw
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (!/\d/.test(value) || value.includes('%') || /^\(.*\)$/.test(value)) return null;
  return value;
}

function cleanText(raw: string): string | null {
  const value = raw.replace(/\s+/g, ' ').trim();
  return value || null;
}

export function normaliseSku(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const sku = value.trim().toUpperCase();
  return SKU_RE.test(sku) ? sku : null;
}

export function uniqueImages(sources: unknown[]): string[] {
  const images: string[] = [];
  for (const source of sources) {
    const url = lamodaImageUrl(typeof source === 'string' ? source : null);
    if (url && !images.includes(url)) images.push(url);
  }
  return images;
}

export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed || null;
}

/** A price as found: a finite non-negative number, or text that holds digits. */
export function priceValue(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /\d/.test(trimmed) ? trimmed : null;
  }
  return null;
}

function samePrice(a: number | string, b: number | string | null): boolean {
  if (b === null) return false;
  const n = (v: number | string) =>
    typeof v === 'number' ? v : Number(v.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return n(a) === n(b);
}

export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function integerOrNull(value: unknown): number | null {
  const n = numberOrNull(value);
  return n === null ? null : Math.trunc(n);
}
