import {
  CATEGORIES,
  GENDERS,
  ITEM_SORTS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  type Category,
  type Gender,
  type ItemFilters,
  type ItemSort,
} from '@shop/contract';

/**
 * The catalogue's whole filter state (decision 008). It lives in the URL query, so a filtered list
 * can be shared and survives a reload; these helpers read it from and write it to the URL and
 * turn it into the query of GET /api/items/ and GET /api/items/facets.
 */
export interface CatalogFilters {
  /** The applied search: trimmed, at least SEARCH_MIN_CHARS characters, else absent. */
  q?: string;
  category?: Category;
  /** Who for: women and men include unisex items (decision 029). */
  gender?: Gender;
  brand: string[];
  size: string[];
  color: string[];
  price_min?: number;
  price_max?: number;
  in_stock: boolean;
  sort?: ItemSort;
}

export const EMPTY_FILTERS: CatalogFilters = {
  brand: [],
  size: [],
  color: [],
  in_stock: false,
};

/**
 * A text cut to the search's longest (the contract's): its first whole words that fit, so a pasted
 * paragraph is searched by its start rather than refused. One word longer than that is cut.
 */
export function firstWords(text: string): string {
  if (text.length <= SEARCH_MAX_CHARS) return text;
  const head = text.slice(0, SEARCH_MAX_CHARS + 1);
  const end = head.search(/\s\S*$/);
  return (end > 0 ? head.slice(0, end) : head.slice(0, SEARCH_MAX_CHARS)).trimEnd();
}

/** A search applies from SEARCH_MIN_CHARS trimmed characters; shorter input means no search. */
export function normalizeSearch(text: string | null | undefined): string | undefined {
  const trimmed = firstWords(text?.trim() ?? '');
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : undefined;
}

function isCategory(value: string | null): value is Category {
  return value !== null && (CATEGORIES as readonly string[]).includes(value);
}

function isGender(value: string | null): value is Gender {
  return value !== null && (GENDERS as readonly string[]).includes(value);
}

function isSort(value: string | null): value is ItemSort {
  return value !== null && (ITEM_SORTS as readonly string[]).includes(value);
}

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Repeated keys and comma-separated values both work (as on the API); blanks and repeats go. */
function list(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** Reads the filters from a URL query, ignoring anything invalid (a hand-edited link). */
export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const category = params.get('category');
  const gender = params.get('gender');
  const sort = params.get('sort');
  const inStock = params.get('in_stock');
  const filters: CatalogFilters = {
    brand: list(params, 'brand'),
    size: list(params, 'size'),
    color: list(params, 'color'),
    in_stock: inStock === 'true' || inStock === '1',
  };
  const q = normalizeSearch(params.get('q'));
  if (q) filters.q = q;
  if (isCategory(category)) filters.category = category;
  if (isGender(gender)) filters.gender = gender;
  const min = price(params.get('price_min'));
  const max = price(params.get('price_max'));
  if (min !== undefined) filters.price_min = min;
  if (max !== undefined) filters.price_max = max;
  if (isSort(sort)) filters.sort = sort;
  return filters;
}

/** The URL query for a filter state, in a stable order; defaults are left out. */
export function catalogFiltersToSearchParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = normalizeSearch(filters.q);
  if (q) params.set('q', q);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.category) params.set('category', filters.category);
  for (const key of ['brand', 'size', 'color'] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  if (filters.price_min !== undefined) params.set('price_min', String(filters.price_min));
  if (filters.price_max !== undefined) params.set('price_max', String(filters.price_max));
  if (filters.in_stock) params.set('in_stock', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/**
 * The order a list takes when none is chosen (decision 027): by relevance to a search, and with no
 * search the newest first («Новинки») — a list of everything "by relevance" means nothing, and a
 * new shop has no favourites yet to rank by popularity.
 */
export function defaultSort(filters: Pick<CatalogFilters, 'q'>): ItemSort {
  return normalizeSearch(filters.q) ? 'relevance' : 'new';
}

/** The order the list is shown in: the chosen one, else the default; relevance needs a search. */
export function effectiveSort(filters: Pick<CatalogFilters, 'q' | 'sort'>): ItemSort {
  const fallback = defaultSort(filters);
  if (!filters.sort || (filters.sort === 'relevance' && fallback !== 'relevance')) return fallback;
  return filters.sort;
}

/**
 * The item query (GET /api/items/ and /facets) for a filter state: the shared item layer takes
 * the contract's filters, never the URL state.
 */
export function catalogFiltersToApiQuery(filters: CatalogFilters): ItemFilters {
  return {
    q: normalizeSearch(filters.q),
    category: filters.category,
    gender: filters.gender,
    brand: filters.brand,
    size: filters.size,
    color: filters.color,
    price_min: filters.price_min,
    price_max: filters.price_max,
    in_stock: filters.in_stock ? true : undefined,
    sort: effectiveSort(filters),
  };
}

/** How many filters (not the search or the sort order) are on: the badge on 'Фильтры'. */
export function countActiveFilters(filters: CatalogFilters): number {
  return (
    (filters.category ? 1 : 0) +
    (filters.gender ? 1 : 0) +
    filters.brand.length +
    filters.size.length +
    filters.color.length +
    (filters.price_min !== undefined || filters.price_max !== undefined ? 1 : 0) +
    (filters.in_stock ? 1 : 0)
  );
}

/** The filter state with everything but the search and the sort order cleared. */
export function withoutFilters(filters: CatalogFilters): CatalogFilters {
  return { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort };
}
