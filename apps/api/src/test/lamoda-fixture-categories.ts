import type { LamodaDomain } from '../modules/lamoda-parser/types';
import { generatedProduct, renderListingPage } from './lamoda-fixtures';
import type { FixtureProduct } from './lamoda-fixtures';

/**
 * The stand-in's category pages, shaped like Lamoda's (`/c/{id}/{type}-{slug}/?page=N`): the same
 * listing state and cards as a search page, the category's products over several pages in a fixed
 * order. A category holds `count` generated products of its type word (`shoes-women` lists shoes,
 * `clothes-…` clothes; an unknown word lists every kind), the first from index `id × 1000`, so each
 * category has its own SKUs. Ids from 1 to 999 exist; any other answers 404, as Lamoda does.
 */

export type FixtureCategoryOptions = { count: number; pageSize: number };

export const CATEGORY_PATH_RE = /^\/c\/(\d+)\/([a-z0-9_-]+)\/?$/i;

const TYPE_WORDS = new Set(['clothes', 'shoes', 'accs', 'bags', 'beauty_accs', 'hats']);

/** The products of a category, in the order its pages list them. */
export function categoryProducts(id: number, slug: string, count: number): FixtureProduct[] {
  const word = slug.toLowerCase().split('-')[0] ?? '';
  const wanted = TYPE_WORDS.has(word) ? word : null;
  const products: FixtureProduct[] = [];
  // Generated products cycle through the kinds, so a kind recurs within a dozen indices.
  for (let index = id * 1000; products.length < count && index < id * 1000 + 1000; index++) {
    const product = generatedProduct(index);
    if (!wanted || product.seoTail.startsWith(`${wanted}-`)) products.push(product);
  }
  return products;
}

/** One page of a category: its HTML, or a 404 for an id that does not exist. */
export function renderCategoryPage(
  domain: LamodaDomain,
  id: number,
  slug: string,
  page: number,
  options: FixtureCategoryOptions,
): { status: number; html: string } {
  if (id < 1 || id > 999)
    return { status: 404, html: '<html><body><h1>Страница не найдена</h1></body></html>' };
  const all = categoryProducts(id, slug, options.count);
  const pages = Math.max(1, Math.ceil(all.length / options.pageSize));
  const start = (page - 1) * options.pageSize;
  const products = page >= 1 && page <= pages ? all.slice(start, start + options.pageSize) : [];
  return {
    status: 200,
    html: renderListingPage(products, {
      domain,
      query: slug,
      page,
      pages,
      found: all.length,
      lazyImages: false,
    }),
  };
}
