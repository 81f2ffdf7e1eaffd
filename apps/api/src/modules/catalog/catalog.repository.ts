import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  LETTER_SIZE_PATTERN,
  ONE_SIZE_SPELLINGS,
  parseSizeToken,
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

/**
 * A resolved search: `text` is the query with typos replaced by catalogue words, matched with
 * Russian full-text search (word forms); `fuzzy` when even that finds nothing, and then trigram
 * similarity on name and brand takes over.
 */
export type Search = { raw: string; text: string; fuzzy: boolean };

/** What other modules need to know of an item: its name, category and main picture's key. */
export type ItemBrief = { name: string; category: Category; imageKey: string | null };

export type ListFilters = Omit<ItemFilters, 'q' | 'sort'> & { search?: Search };

const titleMatch = (text: string) => sql`i.title_vector @@ plainto_tsquery('russian', ${text})`;
const descriptionMatch = (text: string) =>
  sql`i.description_vector @@ plainto_tsquery('russian', ${text})`;

function searchCondition(search: Search): SQL {
  return search.fuzzy
    ? sql`(${search.raw} <% i.name or ${search.raw} <% i.brand)`
    : sql`(${titleMatch(search.text)} or ${descriptionMatch(search.text)})`;
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
    if (group) grouped.push(`${group}:${size}`);
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
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.category && except !== 'category')
    conditions.push(sql`i.category = ${filters.category}`);
  if (filters.gender && except !== 'gender') conditions.push(genderCondition(filters.gender));
  if (filters.brand?.length && except !== 'brand') {
    conditions.push(sql`i.brand = any(${sql.param(filters.brand)}::text[])`);
  }
  if (filters.size?.length && except !== 'size') conditions.push(sizeCondition(filters.size));
  if (filters.color?.length && except !== 'color') {
    conditions.push(sql`(i.color = any(${sql.param(filters.color)}::text[])
      or exists (select 1 from item_variants v where v.item_id = i.id and v.color = any(${sql.param(filters.color)}::text[])))`);
  }
  if (filters.price_min !== undefined) conditions.push(sql`i.min_price >= ${filters.price_min}`);
  if (filters.price_max !== undefined) conditions.push(sql`i.min_price <= ${filters.price_max}`);
  if (filters.in_stock) conditions.push(sql`i.in_stock`);
  return conditions;
}

function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function orderClause(sort: ItemSort, search: Search | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return search?.fuzzy
        ? sql`order by greatest(word_similarity(${search.raw}, i.name), word_similarity(${search.raw}, i.brand)) desc, i.id desc`
        : sql`order by i.created_at desc, i.id desc`;
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
      if (sort === 'relevance' && search && !search.fuzzy) {
        // Name and brand matches first, then description-only matches; newest first within each.
        // Each tier is its own indexed query that stops at the page it needs.
        const others = filterConditions({ ...filters, search: undefined });
        const tier = (rank: number, condition: SQL) => sql`
          (select ${summaryColumns(viewerId)}, ${rank} as tier from items i
           ${whereClause([...others, condition])}
           order by i.created_at desc, i.id desc limit ${offset + limit})`;
        const title = titleMatch(search.text);
        return rows<ItemSummaryRow>(sql`
          select * from (
            ${tier(0, title)}
            union all
            ${tier(1, sql`${descriptionMatch(search.text)} and not ${title}`)}
          ) ranked
          order by tier, created_at desc, id desc
          limit ${limit} offset ${offset}`);
      }
      return rows<ItemSummaryRow>(sql`
        select ${summaryColumns(viewerId)}
        from items i
        ${whereClause(filterConditions(filters))}
        ${orderClause(sort, search)}
        limit ${limit} offset ${offset}`);
    },

    /**
     * Replaces each query word missing from the catalogue's words by its closest neighbour
     * (trigram similarity). All words must match; failing that, the words the catalogue knows;
     * failing that, trigram similarity on name and brand (`fuzzy`).
     */
    async resolveSearch(raw: string): Promise<Search> {
      const words = raw
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .slice(0, 12);
      const corrected = await rows<{ word: string; known: boolean }>(sql`
        select coalesce(t.term, w.word) as word, t.term is not null as known
        from unnest(${sql.param(words)}::text[]) with ordinality as w(word, n)
        left join lateral (
          select coalesce(
            (select s.term from search_terms s where s.term = w.word),
            case when length(w.word) >= 3 then
              (select s.term from search_terms s where s.term % w.word
               order by similarity(s.term, w.word) desc, s.term limit 1)
            end) as term
        ) t on true
        order by w.n`);
      const matches = async (text: string) =>
        text.length > 0 &&
        (
          await rows(
            sql`select 1 from items i where ${titleMatch(text)} or ${descriptionMatch(text)} limit 1`,
          )
        ).length > 0;
      const all = corrected.map((r) => r.word).join(' ');
      if (await matches(all)) return { raw, text: all, fuzzy: false };
      const known = corrected
        .filter((r) => r.known)
        .map((r) => r.word)
        .join(' ');
      if (known !== all && (await matches(known))) return { raw, text: known, fuzzy: false };
      return { raw, text: all, fuzzy: true };
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
      const genderCount = (gender: Gender) =>
        genders.find((g) => g.gender === gender)?.count ?? 0;
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
        sizes: sizes.map((s) => ({ ...s, value: `${s.group}:${s.size}` })),
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
        .select({ id: itemImages.id, imageKey: itemImages.imageKey })
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
