import { SEARCH_MAX_CHARS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  catalogFiltersToApiQuery,
  catalogFiltersToSearchParams,
  countActiveFilters,
  firstWords,
  normalizeSearch,
  parseCatalogFilters,
} from './filters';

describe('catalogue filters in the URL', () => {
  it('reads every filter, repeated or comma-separated, and ignores invalid values', () => {
    const filters = parseCatalogFilters(
      new URLSearchParams(
        'q=+джинсы+&category=bottom&brand=Levi%27s&brand=Mango,Zara&size=M&color=синий' +
          '&price_min=5000&price_max=abc&in_stock=true&sort=price_asc&page=3',
      ),
    );
    expect(filters).toEqual({
      q: 'джинсы',
      category: 'bottom',
      brand: ["Levi's", 'Mango', 'Zara'],
      size: ['M'],
      color: ['синий'],
      price_min: 5000,
      in_stock: true,
      sort: 'price_asc',
    });
    expect(parseCatalogFilters(new URLSearchParams('category=hats&sort=cheap&q=a'))).toEqual({
      brand: [],
      size: [],
      color: [],
      in_stock: false,
    });
  });

  it('writes a stable query without defaults, and reads back the same state', () => {
    const filters = parseCatalogFilters(
      new URLSearchParams('sort=new&brand=Nike&brand=Adidas&category=footwear&in_stock=1'),
    );
    const params = catalogFiltersToSearchParams(filters);
    expect(params.toString()).toBe(
      'category=footwear&brand=Nike&brand=Adidas&in_stock=true&sort=new',
    );
    expect(parseCatalogFilters(params)).toEqual(filters);
  });

  it('keeps who-for (gender) in the URL like the other filters, and counts it', () => {
    const filters = parseCatalogFilters(new URLSearchParams('gender=women&size=shoes:38'));
    expect(filters).toMatchObject({ gender: 'women', size: ['shoes:38'] });
    expect(catalogFiltersToSearchParams(filters).toString()).toBe('gender=women&size=shoes%3A38');
    expect(catalogFiltersToApiQuery(filters)).toMatchObject({ gender: 'women' });
    expect(countActiveFilters(filters)).toBe(2);
    expect(parseCatalogFilters(new URLSearchParams('gender=aliens')).gender).toBeUndefined();
  });

  it('applies a search only from 2 trimmed characters', () => {
    expect(normalizeSearch(' к ')).toBeUndefined();
    expect(normalizeSearch(' кр ')).toBe('кр');
    expect(normalizeSearch('')).toBeUndefined();
  });

  it('searches a text longer than the contract allows by its first whole words', () => {
    const pasted = 'синее платье миди с длинным рукавом '.repeat(12).trim();
    expect(pasted.length).toBeGreaterThan(SEARCH_MAX_CHARS);
    const cut = normalizeSearch(pasted)!;
    expect(cut.length).toBeLessThanOrEqual(SEARCH_MAX_CHARS);
    expect(pasted.startsWith(`${cut} `)).toBe(true);
    expect(parseCatalogFilters(new URLSearchParams({ q: pasted })).q).toBe(cut);
    expect(firstWords('я'.repeat(SEARCH_MAX_CHARS + 20))).toHaveLength(SEARCH_MAX_CHARS);
    expect(firstWords('платье миди')).toBe('платье миди');
  });

  it('builds the API query and counts the active filters', () => {
    const filters = parseCatalogFilters(
      new URLSearchParams('q=кеды&brand=Nike&size=42&size=43&price_max=30000&sort=rating'),
    );
    expect(catalogFiltersToApiQuery(filters)).toMatchObject({
      q: 'кеды',
      brand: ['Nike'],
      size: ['42', '43'],
      price_max: 30000,
      sort: 'rating',
      in_stock: undefined,
    });
    expect(countActiveFilters(filters)).toBe(4);
  });
});
