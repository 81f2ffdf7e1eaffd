import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  LETTER_SIZE_PATTERN,
  ONE_SIZE_SPELLINGS,
  parseSizeToken,
  sizeToken,
  VOLUME_SIZE_PATTERN,
  type Category,
  type Gender,
  type ItemFilters,
  type ItemSort,
  type SizeGroup,
} from '@shop/contract';
import type { Db } from '../../db/client';
import {
  itemSummaryColumns as summaryColumns,
  type ItemDetailRow,
  type ItemSummaryRow,
} from './item-summary.sql';
import { itemImages, itemVariants } from '../../db/schema';
import type { SearchNeighbour, WordLexemes } from './search-query';

/**
 * A resolved search (decision 023): `tsquery` is the full-text query of the words that were found
 * or corrected, synonyms included; null when every word was left out, and then nothing matches.
 * `direct` is the same without synonyms (it ranks above them), null when it is the same query.
 * `name` is the query as typed: an item of exactly that name comes first. `kinds` is the query's
 * kind words («платье»), which must be in the item's card, not only in its description
 * (decision 049). `brands` are the brands the whole query names exactly: their items come
 * right after an exact name.
 */
export type Search = {
  tsquery: string | null;
  direct: string | null;
  name?: string;
  kinds?: string | null;
  brands?: string[];
};

/** What other modules need to know of an item: its name, category and main picture's key. */
export type ItemBrief = { name: string; category: Category; imageKey: string | null };

export type ListFilters = Omit<ItemFilters, 'q' | 'sort'> & { search?: Search };

/** The search documents, each containing the one before (migration 0019). */
const NAME = sql`i.name_vector`;
const CARD = sql`i.card_vector`;
const EVERYTHING = sql`i.search_vector`;

/**
 * The query's kinds are what the item is: in its name or its category's words («обувь»,
 * «ароматы»), not in its brand (Gloria Jeans' skirts are no jeans) nor its description (a skirt
 * "worn with blouses" is no blouse). The categories are computed once per statement.
 */
function kindCondition(kinds: string): SQL {
  return sql`(${NAME} @@ ${kinds}::tsquery or i.category = any(array(
    select c from unnest(enum_range(null::item_category)) c
    where to_tsvector('russian'::regconfig,
      search_card_text('', '', c, null, null, '{}'::text[], null, null)) @@ ${kinds}::tsquery)))`;
}

/** The items of the brands the query names (they match the query by their card). */
function brandCondition(search: Search): SQL | null {
  if (!search.brands?.length || search.tsquery === null) return null;
  return sql`(i.brand = any(${sql.param(search.brands)}::text[]) and ${CARD} @@ ${search.tsquery}::tsquery)`;
}

function searchCondition(search: Search, document: SQL = EVERYTHING, direct = false): SQL {
  const query = direct ? (search.direct ?? search.tsquery) : search.tsquery;
  if (query === null) return sql`false`;
  // The name holds the kinds it matches already.
  return document !== NAME && search.kinds
    ? sql`(${document} @@ ${query}::tsquery and ${kindCondition(search.kinds)})`
    : sql`${document} @@ ${query}::tsquery`;
}

/** Whether an item is found at all: by a tier (below), or as an item of the brand named. */
function foundCondition(search: Search): SQL {
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
function searchTiers(search: Search): SQL[] {
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

type FilterKey = 'category' | 'gender' | 'brand' | 'size' | 'color';

/**
 * The size system of variant `v` of item `i`, as the contract's sizeGroupOf computes it: one
 * size, volume, shoes (any size of footwear), letters, numeric clothing and jeans sizes, other.
 */
export const sizeGroupSql = sql`(case
  when upper(regexp_replace(v.size, '[[:space:]-]', '', 'g')) = any(${sql.param([...ONE_SIZE_SPELLINGS])}::text[]) then 'one'
  when btrim(v.size) ~ ${VOLUME_SIZE_PATTERN} then 'volume'
  when i.category = 'footwear' then 'shoes'
  when upper(regexp_replace(v.size, '[[:space:]]', '', 'g')) ~ ${LETTER_SIZE_PATTERN} then 'letter'
  when i.category in ('top', 'bottom') and btrim(v.size) ~* '^W?[0-9]' then 'clothing'
  else 'other' end)`;

/** Sizes of the filter: plain ones match in any system, grouped ones ('shoes:40') in theirs. */
function sizeCondition(tokens: string[]): SQL {
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
function genderCondition(gender: Gender): SQL {
  return gender === 'women' || gender === 'men'
    ? sql`i.gender in (${gender}, 'unisex')`
    : sql`i.gender = ${gender}`;
}

/** The WHERE conditions of a filtered list; `except` leaves one out (for that facet's own counts). */
function filterConditions(filters: ListFilters, except?: FilterKey): SQL[] {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(foundCondition(filters.search));
  if (filters.category && except !== 'category')
    conditions.push(sql`i.category = ${filters.category}`);
  if (filters.gender && except !== 'gender') conditions.push(genderCondition(filters.gender));
  if (filters.brand?.length && except !== 'brand') {
    conditions.push(sql`i.brand = any(${sql.param(filters.brand)}::text[])`);
  }
  if (filters.size?.length && except !== 'size') conditions.push(sizeCondition(filters.size));
  // `colors` holds the item's colour and its variants' (kept by triggers, GIN-indexed).
  if (filters.color?.length && except !== 'color') {
    conditions.push(sql`i.colors && ${sql.param(filters.color)}::text[]`);
  }
  if (filters.price_min !== undefined) conditions.push(sql`i.min_price >= ${filters.price_min}`);
  if (filters.price_max !== undefined) conditions.push(sql`i.min_price <= ${filters.price_max}`);
  if (filters.in_stock) conditions.push(sql`i.in_stock`);
  return conditions;
}

function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function orderClause(sort: ItemSort): SQL {
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

export function createCatalogRepository(db: Db) {
  async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
    // execute<T> types the rows; the cast only restates T through drizzle's generic wrapper.
    return (await db.execute<T>(query)).rows as T[];
  }

  return {
    async list(input: {
      filters: ListFilters;
      sort: ItemSort;
      offset: number;
      limit: number;
      viewerId: number | null;
    }) {
      const { filters, sort, offset, limit, viewerId } = input;
      const search = filters.search;
      if (sort === 'relevance' && search?.tsquery) {
        const tiers = searchTiers(search);
        if (offset === 0 && !search.name) {
          // The first page of a popular word is its first tier's newest: one simple statement,
          // planned without the tiers it will not need (not for several words: their first tier
          // is the exact name, rarely a page).
          const first = await rows<ItemSummaryRow>(sql`
            select ${summaryColumns(viewerId)} from items i
            ${whereClause([...filterConditions({ ...filters, search: undefined }), tiers[0]!])}
            order by i.created_at desc, i.id desc limit ${limit}`);
          if (first.length === limit) return first;
        }
        // Tier by tier (searchTiers), newest first within each. Each tier is its own query on
        // its own index that stops at the rows the page needs, and runs only while the tiers
        // before it have not found that many rows (a one-time filter: a popular word reads one
        // tier). A row keeps its best tier; the page's cards are built for its rows only.
        const others = filterConditions({ ...filters, search: undefined });
        const depth = offset + limit;
        const ctes = tiers.map((condition, rank) => {
          const before = Array.from({ length: rank }, (_, k) => sql.raw(`select id from t${k}`));
          const needed = rank
            ? [
                sql`(select count(distinct id) from (${sql.join(before, sql` union all `)}) f) < ${depth}`,
              ]
            : [];
          return sql`${sql.raw(`t${rank}`)} as materialized (
            select i.id, i.created_at, ${sql.raw(String(rank))} as tier from items i
            ${whereClause([...needed, ...others, condition])}
            order by i.created_at desc, i.id desc limit ${depth})`;
        });
        const hits = ctes.map((_, rank) => sql.raw(`select * from t${rank}`));
        return rows<ItemSummaryRow>(sql`
          with ${sql.join(ctes, sql`, `)},
          page as (
            select id, created_at, min(tier) as tier
            from (${sql.join(hits, sql` union all `)}) hits group by id, created_at
            order by tier, created_at desc, id desc
            limit ${limit} offset ${offset}
          )
          select ${summaryColumns(viewerId)}
          from page p join items i on i.id = p.id
          order by p.tier, p.created_at desc, p.id desc`);
      }
      if (offset === 0) {
        return rows<ItemSummaryRow>(sql`
          select ${summaryColumns(viewerId)}
          from items i
          ${whereClause(filterConditions(filters))}
          ${orderClause(sort)}
          limit ${limit}`);
      }
      // A later page skips its offset on bare ids (often from the sort index alone); the cards,
      // with their picture lists, are built for the page's rows only.
      return rows<ItemSummaryRow>(sql`
        with page as (
          select i.id from items i
          ${whereClause(filterConditions(filters))}
          ${orderClause(sort)}
          limit ${limit} offset ${offset}
        )
        select ${summaryColumns(viewerId)}
        from page p join items i on i.id = p.id
        ${orderClause(sort)}`);
    },

    /**
     * Each word's stems (PostgreSQL's Russian configuration), each stem's forms (itself and its
     * fleeting-vowel forms) and whether the catalogue has each form: a dictionary stem, or for a
     * number, an item whose documents hold it. In the same round trip: the dictionary words near
     * each `pairs` word when neither it nor its other-script spelling is known (the candidates
     * of its correction), and which of the `check` stems (synonyms') the dictionary has. One
     * database function (migration 0025), so each connection plans it once.
     */
    async searchLexemes(
      words: string[],
      pairs: { word: string; other: string | null }[] = [],
      check: string[] = [],
    ): Promise<{ stems: Map<string, WordLexemes>; near: SearchNeighbour[]; known: Set<string> }> {
      if (!words.length) return { stems: new Map(), near: [], known: new Set() };
      const found = await rows<{
        kind: 'form' | 'near' | 'known';
        word: string;
        lexeme: string;
        form: string;
        known: boolean;
        n: number;
      }>(sql`
        select * from search_word_lookup(
          ${sql.param(words)}::text[],
          ${sql.param(pairs.map((p) => p.word))}::text[],
          ${sql.param(pairs.map((p) => p.other ?? ''))}::text[],
          ${sql.param(check)}::text[])
        order by kind, word, lexeme, n`);
      const stems = new Map<string, WordLexemes>();
      const near: SearchNeighbour[] = [];
      const known = new Set<string>();
      for (const row of found) {
        if (row.kind === 'near') {
          near.push({ word: row.word, term: row.form, lexeme: row.lexeme });
          continue;
        }
        if (row.kind === 'known') {
          known.add(row.lexeme);
          continue;
        }
        const lexemes = stems.get(row.word) ?? [];
        let stem = lexemes.find((s) => s.lexeme === row.lexeme);
        if (!stem) {
          stem = { lexeme: row.lexeme, forms: [] };
          lexemes.push(stem);
        }
        stem.forms.push({ form: row.form, known: row.known });
        stems.set(row.word, lexemes);
      }
      return { stems, near, known };
    },

    /** Dictionary words near each word (trigrams, or edit distance: migration 0025). */
    async searchNeighbours(words: string[]): Promise<SearchNeighbour[]> {
      if (!words.length) return [];
      return rows<SearchNeighbour>(sql`
        select f.word, n.term, n.lexeme
        from unnest(${sql.param(words)}::text[]) as f(word)
        cross join lateral search_neighbours(f.word) n`);
    },

    /** Every brand of the catalogue (a short list: read from the brand index). */
    async brands(): Promise<string[]> {
      const found = await rows<{ brand: string }>(
        sql`select distinct brand from items where brand <> '' order by brand`,
      );
      return found.map((r) => r.brand);
    },

    /** Whether a search under these filters finds any item (a correction must, decision 049). */
    async anyMatch(filters: ListFilters): Promise<boolean> {
      const found = await rows(
        sql`select 1 from items i ${whereClause(filterConditions(filters))} limit 1`,
      );
      return found.length > 0;
    },

    /** Which of these words some item's card (name, brand, category, colour …) holds. */
    async wordsInCards(words: string[]): Promise<Set<string>> {
      if (!words.length) return new Set();
      const found = await rows<{ word: string }>(sql`
        select w.word from unnest(${sql.param(words)}::text[]) as w(word)
        where exists (select 1 from items i
          where i.card_vector @@ plainto_tsquery('russian'::regconfig, w.word))`);
      return new Set(found.map((r) => r.word));
    },

    /** Which of these stems the dictionary has. */
    async knownLexemes(lexemes: string[]): Promise<Set<string>> {
      if (!lexemes.length) return new Set();
      const found = await rows<{ lexeme: string }>(sql`
        select distinct lexeme from search_terms where lexeme = any(${sql.param(lexemes)}::text[])`);
      return new Set(found.map((r) => r.lexeme));
    },

    async facets(filters: ListFilters) {
      const count = (key: FilterKey | undefined) => whereClause(filterConditions(filters, key));
      const [total, categories, genders, brands, sizes, colors, price] = await Promise.all([
        rows<{ count: number }>(
          sql`select count(*)::int as count from items i ${count(undefined)}`,
        ),
        rows<{ value: Category; count: number }>(sql`
          select i.category as value, count(*)::int as count from items i ${count('category')}
          group by i.category order by count desc`),
        rows<{ gender: Gender; count: number }>(sql`
          select i.gender, count(*)::int as count from items i ${count('gender')}
          group by i.gender`),
        rows<{ value: string; count: number }>(sql`
          select i.brand as value, count(*)::int as count from items i ${count('brand')}
          group by i.brand having i.brand <> '' order by count desc, i.brand limit 40`),
        rows<{ size: string; group: SizeGroup; count: number }>(sql`
          select s.size, s.grp as group, count(distinct s.id)::int as count from (
            select i.id, v.size, ${sizeGroupSql} as grp
            from items i join item_variants v on v.item_id = i.id
            ${whereClause([...filterConditions(filters, 'size'), sql`v.size is not null`])}
          ) s
          group by s.grp, s.size order by count desc, s.size limit 80`),
        rows<{ value: string; count: number }>(sql`
          select c.value, count(distinct c.id)::int as count from (
            select i.id, coalesce(v.color, i.color) as value
            from items i left join item_variants v on v.item_id = i.id ${count('color')}
          ) c where c.value is not null
          group by c.value order by count desc, c.value limit 40`),
        rows<{ min: string | null; max: string | null }>(sql`
          select min(i.min_price) as min, max(i.min_price) as max from items i ${count(undefined)}`),
      ]);
      const genderCount = (gender: Gender) => genders.find((g) => g.gender === gender)?.count ?? 0;
      return {
        total: total[0]?.count ?? 0,
        categories,
        genders: (['women', 'men', 'unisex', 'kids'] as const).map((value) => ({
          value,
          count:
            value === 'women' || value === 'men'
              ? genderCount(value) + genderCount('unisex')
              : genderCount(value),
        })),
        brands,
        sizes: sizes.map((s) => ({ ...s, value: sizeToken(s.group, s.size) })),
        colors,
        price: { min: price[0]?.min ?? null, max: price[0]?.max ?? null },
      };
    },

    async findById(id: number, viewerId: number | null): Promise<ItemDetailRow | undefined> {
      const [row] = await rows<ItemDetailRow>(sql`
        select ${summaryColumns(viewerId)}, i.description, i.article, i.owner_id
        from items i where i.id = ${id}`);
      return row;
    },

    async briefs(ids: number[]): Promise<Map<number, ItemBrief>> {
      if (!ids.length) return new Map();
      const found = await rows<ItemBrief & { id: number }>(
        sql`select id, name, category, image_key as "imageKey" from items where id = any(${sql.param(ids)}::int[])`,
      );
      return new Map(found.map(({ id, ...brief }) => [id, brief]));
    },

    async exists(id: number): Promise<boolean> {
      const found = await rows(sql`select 1 from items where id = ${id}`);
      return found.length > 0;
    },

    variants(itemId: number) {
      return db
        .select()
        .from(itemVariants)
        .where(eq(itemVariants.itemId, itemId))
        .orderBy(asc(itemVariants.id));
    },

    images(itemId: number) {
      return db
        .select({ id: itemImages.id, imageKey: itemImages.imageKey, color: itemImages.color })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))
        .orderBy(asc(itemImages.position), asc(itemImages.id));
    },

    /**
     * Trending: engagement of the last 14 days (views 1, cart adds 2, favourites 3; each event is
     * already one per viewer a day), then the newest items fill the rest, so the list is never
     * empty while the catalogue has items. Answers the ids in rank order.
     */
    async trendingIds(limit: number): Promise<number[]> {
      const scored = await rows<{ id: number }>(sql`
        with scores as (
          select item_id, sum(weight) as score from (
            select e.item_id, case e.kind when 'cart_add' then 2 else 1 end as weight
            from engagement_events e
            where e.item_id is not null and e.day > current_date - 14
            union all
            select f.item_id, 3 from favorite_items f where f.created_at > now() - interval '14 days'
          ) s group by item_id order by score desc limit ${limit}
        )
        select i.id from scores join items i on i.id = scores.item_id
        order by scores.score desc, i.created_at desc, i.id desc`);
      const taken = scored.map((r) => r.id);
      if (taken.length >= limit) return taken;
      const newest = await rows<{ id: number }>(sql`
        select i.id from items i
        ${taken.length ? sql`where i.id <> all(${sql.param(taken)}::int[])` : sql``}
        order by i.created_at desc, i.id desc limit ${limit - taken.length}`);
      return [...taken, ...newest.map((r) => r.id)];
    },

    /**
     * Recommendations for a shopper: items in stock like their favourites and the items in their
     * cart (weight 3) and the items they viewed (weight 2) — the same category first, then the
     * same gender (unisex half-way), style and brand — never one they already favourited, put in
     * the cart or viewed. Answers ids, best first.
     */
    async recommendedIds(userId: number, limit: number): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        with seeds as (
          (select f.item_id, 3 as weight from favorite_items f where f.user_id = ${userId}
           order by f.created_at desc limit 30)
          union all
          (select v.item_id, 3 as weight from cart_lines c
           join item_variants v on v.id = c.variant_id where c.user_id = ${userId}
           order by c.updated_at desc limit 30)
          union all
          (select v.item_id, 2 as weight from item_views v where v.user_id = ${userId}
           order by v.viewed_at desc limit 30)
        ),
        prefs as (
          select i.category, i.style, i.brand, i.gender, sum(s.weight)::int as w
          from seeds s join items i on i.id = s.item_id
          group by i.category, i.style, i.brand, i.gender
        )
        select i.id from items i
        where i.category in (select category from prefs)
          and i.in_stock
          and not exists (select 1 from seeds s where s.item_id = i.id)
        order by (
          select sum(p.w * (2
            + case when p.gender = i.gender then 2
                   when p.gender = 'unisex' or i.gender = 'unisex' then 1 else 0 end
            + case when p.style is not distinct from i.style then 1 else 0 end
            + case when p.brand = i.brand then 1 else 0 end))
          from prefs p where p.category = i.category
        ) desc, i.favorites_count desc, i.id desc
        limit ${limit}`);
      return found.map((r) => r.id);
    },

    /**
     * The items a shopper favourited, has in the cart or viewed lately: recommendations never
     * repeat them.
     */
    async seenIds(userId: number): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        (select f.item_id as id from favorite_items f where f.user_id = ${userId}
         order by f.created_at desc limit 100)
        union
        (select v.item_id as id from cart_lines c join item_variants v on v.id = c.variant_id
         where c.user_id = ${userId} order by c.updated_at desc limit 100)
        union
        (select v.item_id as id from item_views v where v.user_id = ${userId}
         order by v.viewed_at desc limit 100)`);
      return found.map((r) => r.id);
    },

    /**
     * Discovery for a shopper the shop knows little about: items in stock across the catalogue,
     * one category after another (the best rated, then the most liked, then the newest of each
     * category before the second of any), so the row is a spread rather than the popular list
     * again. Never one of `exclude`.
     */
    async discoveryIds(limit: number, exclude: number[]): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        select id from (
          select i.id, i.created_at,
            row_number() over (
              partition by i.category
              order by i.rating_avg desc nulls last, i.favorites_count desc,
                i.created_at desc, i.id desc
            ) as turn
          from items i
          where i.in_stock and i.id <> all(${sql.param(exclude)}::int[])
        ) spread
        order by turn, created_at desc, id desc
        limit ${limit}`);
      return found.map((r) => r.id);
    },

    /** The most favourited items in stock (fills recommendations when history is short). */
    async popularIds(limit: number): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        select i.id from items i where i.in_stock
        order by i.favorites_count desc, i.id desc limit ${limit}`);
      return found.map((r) => r.id);
    },

    /** Item cards for these ids, in the order given (ids no longer in the catalogue drop out). */
    async summariesByIds(ids: number[], viewerId: number | null) {
      if (!ids.length) return [];
      return rows<ItemSummaryRow>(sql`
        select ${summaryColumns(viewerId)} from items i
        where i.id = any(${sql.param(ids)}::int[])
        order by array_position(${sql.param(ids)}::int[], i.id)`);
    },

    /**
     * Similar: the same category first, then closeness of style, brand and colour, then price;
     * never the item itself. Other categories fill in when the category is small.
     */
    async similar(item: ItemDetailRow, limit: number, viewerId: number | null) {
      const price = item.min_price ?? item.price;
      const closeness = sql`(
        (case when i.style is not distinct from ${item.style} then 3 else 0 end)
        + (case when i.brand = ${item.brand} then 2 else 0 end)
        + (case when i.color is not distinct from ${item.color} then 1 else 0 end)
      )`;
      const priceDistance =
        price === null
          ? sql`0`
          : sql`abs(ln(greatest(coalesce(i.min_price, ${price}), 1) / greatest(${price}::numeric, 1)))`;
      return rows<ItemSummaryRow>(sql`
        (select ${summaryColumns(viewerId)}, 0 as tier, ${closeness} as closeness, ${priceDistance} as distance
          from items i where i.category = ${item.category} and i.id <> ${item.id}
          order by closeness desc, distance asc, i.id desc limit ${limit})
        union all
        (select ${summaryColumns(viewerId)}, 1 as tier, ${closeness} as closeness, ${priceDistance} as distance
          from items i where i.category <> ${item.category}
          order by closeness desc, distance asc, i.id desc limit ${limit})
        order by tier, closeness desc, distance asc, id desc
        limit ${limit}`);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
