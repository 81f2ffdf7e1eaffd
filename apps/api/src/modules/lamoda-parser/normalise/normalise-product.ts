import type { SkipReason } from '@shop/contract';
import { checkImageUrl } from '../../../lib/safe-fetch';
import type { LamodaDomain, NormalisedProduct, RawProduct } from '../types';
import { cleanBrand } from './brand';
import { categorise, type CategoryConfidence } from './category';
import { normaliseColor } from './color';
import { genderOf, type GenderSection } from './gender';
import { convertToStore, currencyOfDomain, parsePrice, type RateConfig } from './prices';
import { parseQuality } from './quality';
import { styleFromRules } from './style';

/**
 * The rules step of "AI processing": one RawProduct → one NormalisedProduct in the store's terms,
 * or a rejection with a reason the task counts as skipped. Never calls anything outside.
 * A missing conversion rate is not a product's fault: MissingRateError is thrown for the task.
 */

export type NormaliseContext = {
  domain: LamodaDomain;
  config: RateConfig;
  /** The Lamoda section (gender_section) the search was made in, if any. */
  genderSection?: GenderSection | null;
};

export type NormaliseResult =
  | { ok: true; product: NormalisedProduct; categoryConfidence: CategoryConfidence }
  | { ok: false; sku: string | null; reason: SkipReason };

/** Longest description kept from a product page. */
export const DESCRIPTION_MAX_LENGTH = 2000;

const SKU_PATTERN = /^[A-Z0-9]{6,20}$/;

function clean(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes the brand where a name repeats it («Кеды adidas Superstar» → «Кеды Superstar»). */
function withoutBrand(name: string, brand: string): string {
  if (!brand) return name;
  const pattern = new RegExp(`(^|[\\s,.:;-])${escapeRegExp(brand)}(?=$|[\\s,.:;-])`, 'giu');
  const stripped = name.replace(pattern, '$1').replace(/\s+/g, ' ').trim();
  return stripped || name;
}

/**
 * The display name: Lamoda's type + model («Кеды» + «Superstar»), or the card's whole title; the
 * brand is not repeated (it has its own field); when the model already starts with the type it is
 * used alone.
 */
export function productName(raw: RawProduct, brand: string): string {
  const type = clean(raw.type);
  const model = clean(raw.model);
  let name: string;
  if (type && model) {
    name = model.toLowerCase().startsWith(type.toLowerCase()) ? model : `${type} ${model}`;
  } else {
    name = clean(raw.title) || type || model;
  }
  name = withoutBrand(name, brand);
  // A first letter in upper case, as the catalogue shows names («кеды» → «Кеды»).
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

/**
 * Allow-listed https image addresses (protocol-relative ones made https), without duplicates:
 * the same picture in another size (`/img600x866/...` and `/product/...`) counts once, the first
 * (best) kept. Anything the safe fetcher would refuse is dropped here already.
 */
export function cleanImages(images: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const image of images) {
    let url: URL;
    try {
      url = checkImageUrl(image);
    } catch {
      continue;
    }
    const identity = url.pathname
      .replace(/^\/(img\d+x\d+|product)(?=\/)/, '')
      .replace(/_2x(?=\.)/, '');
    if (seen.has(identity)) continue;
    seen.add(identity);
    result.push(url.href);
  }
  return result;
}

/**
 * Sizes as the store keeps them. `stock` is the product page's stock_quantity when it gives one;
 * otherwise listings only say whether a size is available, so an available size counts as 1 in
 * stock and an unavailable one as 0. A size marked unavailable is 0 whatever its quantity says.
 */
export function cleanSizes(sizes: RawProduct['sizes']): NormalisedProduct['sizes'] {
  const bySize = new Map<string, NormalisedProduct['sizes'][number]>();
  for (const raw of sizes) {
    const size = clean(raw.size) || clean(raw.brandSize);
    if (!size) continue;
    const label = clean(raw.brandSize);
    const brandSize = label && label !== size ? label : null;
    const known =
      raw.stock !== null && Number.isFinite(raw.stock) ? Math.max(0, Math.trunc(raw.stock)) : null;
    const stock = raw.available ? (known ?? 1) : 0;
    const entry = { size, brandSize, available: stock > 0, stock };
    const previous = bySize.get(size);
    if (!previous || (!previous.available && entry.available)) bySize.set(size, entry);
  }
  return [...bySize.values()];
}

/** Longest attribute value kept, and how many attributes. */
const ATTRIBUTE_VALUE_MAX_LENGTH = 500;
const ATTRIBUTES_MAX = 20;
const COMPOSITION_TITLE = /^состав(?![а-яё])/iu;

/**
 * The page's attributes split into the composition («Состав») and the rest, each title and value
 * cleaned; empty ones and repeats of a title are dropped, long values cut.
 */
export function splitAttributes(attributes: RawProduct['attributes']): {
  composition: string | null;
  attributes: NormalisedProduct['attributes'];
} {
  let composition: string | null = null;
  const rest: NormalisedProduct['attributes'] = [];
  const seen = new Set<string>();
  for (const attribute of attributes) {
    const title = clean(attribute.title).slice(0, 100);
    const value = clean(attribute.value).slice(0, ATTRIBUTE_VALUE_MAX_LENGTH);
    if (!title || !value || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    if (COMPOSITION_TITLE.test(title)) composition ??= value;
    else if (rest.length < ATTRIBUTES_MAX) rest.push({ title, value });
  }
  return { composition, attributes: rest };
}

function cleanDescription(text: string | null): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t\u00a0\u202f]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (!plain) return null;
  if (plain.length <= DESCRIPTION_MAX_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > DESCRIPTION_MAX_LENGTH * 0.8 ? lastSpace : cut.length)}…`;
}

export function normaliseProduct(raw: RawProduct, ctx: NormaliseContext): NormaliseResult {
  const sku = clean(raw.sku).toUpperCase();
  if (!sku || !SKU_PATTERN.test(sku)) {
    return { ok: false, sku: sku || null, reason: { code: 'no_sku' } };
  }
  const currency = currencyOfDomain(ctx.domain);
  const sourcePrice = parsePrice(raw.price, currency);
  if (!sourcePrice) {
    return { ok: false, sku, reason: { code: 'no_price', price: String(raw.price ?? '') } };
  }
  let sourceOldPrice = parsePrice(raw.oldPrice, currency);
  // An «old» price not above the current one is no discount.
  if (sourceOldPrice && Number(sourceOldPrice) <= Number(sourcePrice)) sourceOldPrice = null;

  const brand = cleanBrand(raw.brand);
  const name = productName(raw, brand) || `Товар ${sku}`;
  const { category, confidence } = categorise({
    seoTail: raw.seoTail,
    type: raw.type,
    title: raw.title,
    model: raw.model,
    attributes: raw.attributes,
  });
  const styleText = [name, raw.title, ...raw.attributes.map((a) => `${a.title} ${a.value}`)]
    .filter(Boolean)
    .join(' . ');

  const product: NormalisedProduct = {
    sku,
    name,
    brand,
    category,
    gender: genderOf(raw, ctx.genderSection),
    color: normaliseColor(raw.color),
    description: cleanDescription(raw.description),
    ...splitAttributes(raw.attributes),
    style: styleFromRules(styleText),
    price: convertToStore(sourcePrice, currency, ctx.config),
    oldPrice: sourceOldPrice ? convertToStore(sourceOldPrice, currency, ctx.config) : null,
    source: {
      price: sourcePrice,
      oldPrice: sourceOldPrice,
      currency,
      url: raw.url,
      domain: ctx.domain,
    },
    images: cleanImages(raw.images),
    sizes: cleanSizes(raw.sizes),
    parseQuality: parseQuality(raw, currency),
    enrichedBy: 'rules',
  };
  return { ok: true, product, categoryConfidence: confidence };
}
