import type { LamodaDomain, RawProduct } from '../types';
import { getPath, isRecord, statePayload } from './nuxt-state';
import {
  integerOrNull,
  normaliseSku,
  numberOrNull,
  priceValue,
  text,
  uniqueImages,
} from './parse-listing';
import { publicProductUrl } from './urls';

/**
 * A product page (`/p/{sku}/{seo_tail}/`): what the listing lacks — sizes with stock, description,
 * attributes — from the state at `payload.product`. Note the product page says `title` and
 * `brand.title` where the listing says `name` and `brand.name`; older pages give prices as text
 * («1 999»), kept as found. `prices.loyalty_base` is the members' price and is never used.
 */
export type ProductPageData = Partial<RawProduct> & { sku: string };

export function parseProductPage(html: string, domain: LamodaDomain): ProductPageData | null {
  const payload = statePayload(html);
  const product = payload?.product;
  if (!isRecord(product)) return null;
  const sku = normaliseSku(product.sku);
  if (!sku) return null;

  const seoTail = text(product.seo_tail)?.replace(/^\/+|\/+$/g, '') || null;
  const colors = Array.isArray(product.colors) ? product.colors.filter(isRecord) : [];
  const onsite =
    priceValue(getPath(product, ['prices', 'onsite', 'price'])) ??
    priceValue(getPath(product, ['prices', 'onsite_promo', 'price']));
  const original = priceValue(getPath(product, ['prices', 'original', 'price']));
  let price = onsite ?? priceValue(product.price) ?? original;
  let oldPrice = priceValue(product.old_price) ?? (onsite !== null ? original : null);
  if (price === null && oldPrice !== null) [price, oldPrice] = [oldPrice, null];
  if (oldPrice !== null && String(oldPrice) === String(price)) oldPrice = null;

  const sizes = Array.isArray(product.sizes)
    ? product.sizes.filter(isRecord).flatMap((s) => {
        const size = text(s.title) ?? text(s.size);
        if (!size) return [];
        const stock = integerOrNull(s.stock_quantity);
        const available =
          typeof s.is_available === 'boolean' ? s.is_available : stock === null || stock > 0;
        return [{ size, brandSize: text(s.brand_title) ?? text(s.brand_size), available, stock }];
      })
    : [];

  const attributes = Array.isArray(product.attributes)
    ? product.attributes.filter(isRecord).flatMap((a) => {
        const title = text(a.title) ?? text(a.name);
        const value = text(a.value);
        return title && value ? [{ title, value }] : [];
      })
    : [];

  const average = numberOrNull(product.average_rating);
  const count = integerOrNull(getPath(product, ['counters', 'reviews']));
  const isSellable =
    typeof product.is_sellable === 'boolean'
      ? product.is_sellable && product.is_in_stock !== false
      : typeof product.is_in_stock === 'boolean'
        ? product.is_in_stock
        : null;

  const result: ProductPageData = {
    sku,
    type: text(product.type),
    model: text(product.model_title),
    title: text(product.title),
    brand: text(getPath(product, ['brand', 'title'])) ?? text(getPath(product, ['brand', 'name'])),
    color: colors.map((c) => text(c.title)).find((c) => c !== null) ?? null,
    images: uniqueImages(Array.isArray(product.gallery) ? product.gallery : []),
    price,
    oldPrice,
    sizes,
    isSellable,
    description: descriptionText(product.description),
    attributes,
    rating: average !== null || count !== null ? { average, count } : null,
    source: 'product-page',
  };
  if (seoTail) {
    result.seoTail = seoTail;
    result.url = publicProductUrl(domain, sku, seoTail);
  }
  return result;
}

/** The description as plain text: tags the page may carry become spaces or line breaks. */
function descriptionText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const plain = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain || null;
}

/**
 * The listing's product completed with its page: sizes, description, attributes and rating come
 * from the page when it has them; identity and prices stay the listing's unless it had none.
 */
export function mergeProductPage(base: RawProduct, page: ProductPageData | null): RawProduct {
  if (!page || page.sku !== base.sku) return base;
  const pick = <T>(listing: T | null, detail: T | null | undefined): T | null =>
    listing ?? detail ?? null;
  const hasPrice = base.price !== null;
  return {
    ...base,
    type: pick(base.type, page.type),
    model: pick(base.model, page.model),
    title: base.title ?? page.title ?? null,
    brand: pick(base.brand, page.brand),
    color: pick(base.color, page.color),
    seoTail: pick(base.seoTail, page.seoTail),
    url: pick(base.url, page.url),
    images:
      page.images && page.images.length > base.images.length
        ? [...page.images, ...base.images.filter((i) => !page.images!.includes(i))]
        : base.images,
    price: hasPrice ? base.price : (page.price ?? null),
    oldPrice: hasPrice ? base.oldPrice : (page.oldPrice ?? null),
    sizes: page.sizes && page.sizes.length > 0 ? page.sizes : base.sizes,
    isSellable: page.isSellable ?? base.isSellable,
    description: page.description ?? base.description,
    attributes: page.attributes && page.attributes.length > 0 ? page.attributes : base.attributes,
    rating: page.rating ?? base.rating,
    source: 'product-page',
  };
}
