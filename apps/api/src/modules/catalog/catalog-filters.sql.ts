import { sql, type SQL } from 'drizzle-orm';
import {
  LETTER_SIZE_PATTERN,
  ONE_SIZE_SPELLINGS,
  parseSizeToken,
  sizeToken,
  VOLUME_SIZE_PATTERN,
  type Gender,
  type ItemFilters,
  type ItemSort,
} from '@shop/contract';
import { SOLD } from './item-summary.sql';
import type { WordQuery } from './search-terms';

/**
 * A resolved search (decision 023): `tsquery` is the full-text query of the words that were found
 * or corrected, synonyms included; null when every word was left out, and then nothing matches.
 * `direct` is the same without synonyms (it ranks above them), null when it is the same query.
 * `name` is the query as typed: an item of exactly that name comes first. `kinds` is the query's
 * kind words («платье»), which must be in the item's card, not only in its description
 * (decision 049). `brands` are the brands the whole query names exactly: their items come
 * right after an exact name. `words` are the resolved words the tsqueries were made of (the
 * in-memory index reads them, decision 110).
 */
export type Search = {
  tsquery: string | null;
  words?: readonly WordQuery[];
  direct: string | null;
  name?: string;
  kinds?: string | null;
  brands?: string[];
};

export type ListFilters = Omit<ItemFilters, 'q' | 'sort'> & { search?: Search };

/** The search documents, each containing the one before (migration 0019). */
export const NAME = sql`i.name_vector`;
export const CARD = sql`i.card_vector`;
export const EVERYTHING = sql`i.search_vector`;

/**
 * The query's kinds are what the item is: in its name or its category's words («обувь»,
 * «ароматы»), not in its brand (Gloria Jeans' skirts are no jeans) nor its description (a skirt
 * "worn with blouses" is no blouse). The categories are computed once per statement.
 */
export function kindCondition(kinds: string): SQL {
  return sql`(${NAME} @@ ${kinds}::tsquery or i.category = any(array(
    select c from unnest(enum_range(null::item_category)) c
    where to_tsvector('russian'::regconfig,
      search_card_text('', '', c, null, null, '{}'::text[], null, null)) @@ ${kinds}::tsquery)))`;
}

/** The items of the brands the query names (they match the query by their card). */
export function brandCondition(search: Search): SQL | null {
  if (!search.brands?.length || search.tsquery === null) return null;
  return sql`(i.brand = any(${sql.param(search.brands)}::text[]) and ${CARD} @@ ${search.tsquery}::tsquery)`;
}

export function searchCondition(search: Search, document: SQL = EVERYTHING, direct = false): SQL {
  const query = direct ? (search.direct ?? search.tsquery) : search.tsquery;
  if (query === null) return sql`false`;
  // The name holds the kinds it matches already.
  return document !== NAME && search.kinds
    ? sql`(${document} @@ ${query}::tsquery and ${kindCondition(search.kinds)})`
    : sql`${document} @@ ${query}::tsquery`;
}

/** Whether an item is found at all: by a tier (below), or as an item of the brand named. */
export function foundCondition(search: Search): SQL {
  const brand = brandCondition(search);
  const found = searchCondition(search);
  return brand ? sql`(${found} or ${brand})` : found;
}

/**
 * Relevance tiers, best first: an item named exactly as the query, the brand the query names
 * exactly («зара» is Zara before «Новая Заря»), the name, the card (brand,
 * category, gender, colours…), then everything (the description too); in the name and the card,
 * the words' own matches before their synonyms' («кожаные» before «кожа», «женские джинсы»
 * before Gloria Jeans' skirts).
 */
export function searchTiers(search: Search): SQL[] {
  const withDirect = (document: SQL) =>
    search.direct
      ? [searchCondition(search, document, true), searchCondition(search, document)]
      : [searchCondition(search, document)];
  return [
    ...(search.name ? [sql`lower(i.name) = lower(${search.name})`] : []),
    ...(brandCondition(search) ? [brandCondition(search)!] : []),
    ...withDirect(NAME),
    ...withDirect(CARD),
    searchCondition(search, EVERYTHING),
  ];
}

export type FilterKey = 'category' | 'gender' | 'brand' | 'size' | 'color';

/**
 * The size system of a size of an item of a category, as the contract's sizeGroupOf computes it:
 * one size, volume, shoes (any size of footwear), letters, numeric clothing and jeans sizes, other.
 */
export function sizeGroupOf(size: SQL, category: SQL): SQL {
  return sql`(case
  when upper(regexp_replace(${size}, '[[:space:]-]', '', 'g')) = any(${sql.param([...ONE_SIZE_SPELLINGS])}::text[]) then 'one'
  when btrim(${size}) ~ ${VOLUME_SIZE_PATTERN} then 'volume'
  when ${category} = 'footwear' then 'shoes'
  when upper(regexp_replace(${size}, '[[:space:]]', '', 'g')) ~ ${LETTER_SIZE_PATTERN} then 'letter'
  when ${category} in ('top', 'bottom') and btrim(${size}) ~* '^W?[0-9]' then 'clothing'
  else 'other' end)`;
}

/** The size system of variant `v` of item `i` (sizeGroupOf). */
export const sizeGroupSql = sizeGroupOf(sql`v.size`, sql`i.category`);

/** Sizes of the filter: plain ones match in any system, grouped ones ('shoes:40') in theirs. */
export function sizeCondition(tokens: string[]): SQL {
  const plain: string[] = [];
  const grouped: string[] = [];
  for (const token of tokens) {
    const { group, size } = parseSizeToken(token);
    if (group) grouped.push(sizeToken(group, size));
    else plain.push(size);
  }
  const matches: SQL[] = [];
  if (plain.length) matches.push(sql`v.size = any(${sql.param(plain)}::text[])`);
  if (grouped.length)
    matches.push(sql`(${sizeGroupSql} || ':' || v.size) = any(${sql.param(grouped)}::text[])`);
  return sql`exists (select 1 from item_variants v where v.item_id = i.id and (${sql.join(matches, sql` or `)}))`;
}

/** Women and men include unisex items: a shopper in «Женщинам» expects the unisex T-shirts too. */
export function gendersShown(gender: Gender): Gender[] {
  return gender === 'women' || gender === 'men' ? [gender, 'unisex'] : [gender];
}

export function genderCondition(gender: Gender): SQL {
  const shown = gendersShown(gender);
  return sql`i.gender in (${sql.join(
    shown.map((one) => sql`${one}`),
    sql`, `,
  )})`;
}

export const FILTER_KEYS: readonly FilterKey[] = ['category', 'gender', 'brand', 'size', 'color'];

/**
 * A filtered list's conditions in two parts: those every facet's counts share (sold, the search,
 * the price, the stock) and each facet filter's own, which that facet's counts leave out.
 */
export function facetConditions(filters: ListFilters): {
  shared: SQL[];
  own: Partial<Record<FilterKey, SQL>>;
} {
  const shared: SQL[] = [SOLD];
  if (filters.search) shared.push(foundCondition(filters.search));
  if (filters.price_min !== undefined) shared.push(sql`i.min_price >= ${filters.price_min}`);
  if (filters.price_max !== undefined) shared.push(sql`i.min_price <= ${filters.price_max}`);
  if (filters.in_stock) shared.push(sql`i.in_stock`);
  const own: Partial<Record<FilterKey, SQL>> = {};
  if (filters.category) own.category = sql`i.category = ${filters.category}`;
  if (filters.gender) own.gender = genderCondition(filters.gender);
  if (filters.brand?.length) own.brand = sql`i.brand = any(${sql.param(filters.brand)}::text[])`;
  if (filters.size?.length) own.size = sizeCondition(filters.size);
  // `colors` holds the item's colour and its variants' (kept by triggers, GIN-indexed).
  if (filters.color?.length) own.color = sql`i.colors && ${sql.param(filters.color)}::text[]`;
  return { shared, own };
}

/**
 * The WHERE conditions of a filtered list, of items the shop sells; `except` leaves one filter out
 * (for that facet's own counts).
 */
export function filterConditions(filters: ListFilters, except?: FilterKey): SQL[] {
  const { shared, own } = facetConditions(filters);
  return [
    ...shared,
    ...FILTER_KEYS.filter((key) => key !== except).flatMap((key) => own[key] ?? []),
  ];
}

export function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function orderClause(sort: ItemSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`order by i.created_at desc, i.id desc`;
    case 'price_asc':
      return sql`order by i.min_price asc nulls last, i.id asc`;
    case 'price_desc':
      return sql`order by i.min_price desc nulls last, i.id desc`;
    case 'popular':
      return sql`order by i.favorites_count desc, i.id desc`;
    case 'rating':
      return sql`order by i.rating_avg desc nulls last, i.rating_count desc, i.id desc`;
    case 'new':
      return sql`order by i.created_at desc, i.id desc`;
  }
}
