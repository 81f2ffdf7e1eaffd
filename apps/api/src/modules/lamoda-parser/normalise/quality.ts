import type { RawProduct, RawSource, SourceCurrency } from '../types';
import { parsePrice } from './prices';

/**
 * parse_quality, the figure the import tool shows as a percent on each product: 0 to 1, how the
 * data was obtained plus how complete it is. The weights add up to 1 for a complete product read
 * from its own product page:
 *
 * | part                                   | weight |
 * |----------------------------------------|--------|
 * | source: product page / state / HTML    | 0.30 / 0.25 / 0.15 |
 * | name (type and model, or a title)      | 0.10 |
 * | brand                                  | 0.10 |
 * | a price that parses                    | 0.15 |
 * | images: at least one / three or more   | 0.10 / 0.15 |
 * | sizes                                  | 0.05 |
 * | description                            | 0.05 |
 * | colour                                 | 0.05 |
 * | a category hint (seo_tail or type)     | 0.05 |
 *
 * So a complete listing-state product scores 0.90 (listings carry no description), an HTML card
 * with name, brand, price, one image and a link about 0.65.
 */
export const SOURCE_WEIGHT: Record<RawSource, number> = {
  'product-page': 0.3,
  state: 0.25,
  html: 0.15,
};

const present = (value: string | null | undefined) => Boolean(value && value.trim());

/**
 * `currency`: the domain's currency, when known, so the price must parse in it; without it a price
 * that parses in any of the three currencies counts.
 */
export function parseQuality(raw: RawProduct, currency?: SourceCurrency): number {
  let score = SOURCE_WEIGHT[raw.source] ?? 0;
  if (present(raw.title) || present(raw.type) || present(raw.model)) score += 0.1;
  if (present(raw.brand)) score += 0.1;
  const currencies: SourceCurrency[] = currency ? [currency] : ['KZT', 'RUB', 'BYN'];
  if (currencies.some((c) => parsePrice(raw.price, c) !== null)) score += 0.15;
  const images = new Set(raw.images.filter(Boolean)).size;
  if (images >= 3) score += 0.15;
  else if (images >= 1) score += 0.1;
  if (raw.sizes.length > 0) score += 0.05;
  if (present(raw.description)) score += 0.05;
  if (present(raw.color)) score += 0.05;
  if (present(raw.seoTail) || present(raw.type)) score += 0.05;
  return round2(Math.min(1, Math.max(0, score)));
}

/** The task's quality_score: the mean of its products' parse_quality (products or the numbers), 0 when none. */
export function qualityScore(products: readonly (number | { parseQuality: number })[]): number {
  if (products.length === 0) return 0;
  const sum = products.reduce<number>(
    (total, p) => total + (typeof p === 'number' ? p : p.parseQuality),
    0,
  );
  return round2(sum / products.length);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
