import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category, ItemFilters, ItemSort } from '@shop/contract';
import type { Db } from '../../db/client';
import {
  itemSummaryColumns as summaryColumns,
  type ItemDetailRow,
  type ItemSummaryRow,
} from './item-summary.sql';
import { engagementEvents, itemImages, itemVariants, itemViews } from '../../db/schema';

/** A typo-tolerant, word-form-aware match on name and brand (plus description words). */
function searchCondition(q: string): SQL {
  return sql`(
    i.search_vector @@ plainto_tsquery('russian', ${q})
    or ${q} <% i.name
    or ${q} <% i.brand
  )`;
}

function searchRank(q: string): SQL {
  return sql`(
    ts_rank(i.search_vector, plainto_tsquery('russian', ${q})) * 2
    + word_similarity(${q}, i.name)
    + word_similarity(${q}, i.brand)
  )`;
}

type FilterKey = 'category' | 'brand' | 'size' | 'color';

/** The WHERE conditions of a filtered list; `except` leaves one out (for that facet's own counts). */
function filterConditions(filters: ItemFilters, except?: FilterKey): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q && filters.q.length > 0) conditions.push(searchCondition(filters.q));
  if (filters.category && except !== 'category')
    conditions.push(sql`i.category = ${filters.category}`);
  if (filters.brand?.length && except !== 'brand') {
    conditions.push(sql`i.brand = any(${sql.param(filters.brand)}::text[])`);
  }
  if (filters.size?.length && except !== 'size') {
    conditions.push(
      sql`exists (select 1 from item_variants v where v.item_id = i.id and v.size = any(${sql.param(filters.size)}::text[]))`,
    );
  }
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

function orderClause(sort: ItemSort, q: string | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return q
        ? sql`order by ${searchRank(q)} desc, i.id desc`
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
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  return {
    async list(input: {
      filters: ItemFilters;
      sort: ItemSort;
      offset: number;
      limit: number;
      viewerId: number | null;
    }) {
      return rows<ItemSummaryRow>(sql`
        select ${summaryColumns(input.viewerId)}
        from items i
        ${whereClause(filterConditions(input.filters))}
        ${orderClause(input.sort, input.filters.q)}
        limit ${input.limit} offset ${input.offset}`);
    },

    async facets(filters: ItemFilters) {
      const count = (key: FilterKey | undefined) => whereClause(filterConditions(filters, key));
      const [total, categories, brands, sizes, colors, price] = await Promise.all([
        rows<{ count: number }>(
          sql`select count(*)::int as count from items i ${count(undefined)}`,
        ),
        rows<{ value: Category; count: number }>(sql`
          select i.category as value, count(*)::int as count from items i ${count('category')}
          group by i.category order by count desc`),
        rows<{ value: string; count: number }>(sql`
          select i.brand as value, count(*)::int as count from items i ${count('brand')}
          group by i.brand having i.brand <> '' order by count desc, i.brand limit 40`),
        rows<{ value: string; count: number }>(sql`
          select v.size as value, count(distinct i.id)::int as count
          from items i join item_variants v on v.item_id = i.id
          ${whereClause([...filterConditions(filters, 'size'), sql`v.size is not null`])}
          group by v.size order by count desc, v.size limit 40`),
        rows<{ value: string; count: number }>(sql`
          select c.value, count(distinct c.id)::int as count from (
            select i.id, coalesce(v.color, i.color) as value
            from items i left join item_variants v on v.item_id = i.id ${count('color')}
          ) c where c.value is not null
          group by c.value order by count desc, c.value limit 40`),
        rows<{ min: string | null; max: string | null }>(sql`
          select min(i.min_price) as min, max(i.min_price) as max from items i ${count(undefined)}`),
      ]);
      return {
        total: total[0]?.count ?? 0,
        categories,
        brands,
        sizes,
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
        .select({ id: itemImages.id, imageUrl: itemImages.imageUrl })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))
        .orderBy(asc(itemImages.position), asc(itemImages.id));
    },

    /**
     * Trending: engagement of the last 14 days (views 1, cart adds 2, favourites 3), then the
     * newest items fill the rest, so the list is never empty while the catalogue has items.
     */
    async trending(limit: number, viewerId: number | null) {
      const scored = await rows<ItemSummaryRow>(sql`
        with scores as (
          select item_id, sum(weight) as score from (
            select e.item_id, case e.kind when 'cart_add' then 2 else 1 end as weight
            from engagement_events e
            where e.item_id is not null and e.created_at > now() - interval '14 days'
            union all
            select f.item_id, 3 from favorite_items f where f.created_at > now() - interval '14 days'
          ) s group by item_id order by score desc limit ${limit}
        )
        select ${summaryColumns(viewerId)} from scores join items i on i.id = scores.item_id
        order by scores.score desc, i.created_at desc, i.id desc`);
      if (scored.length >= limit) return scored;
      const taken = scored.map((r) => r.id);
      const newest = await rows<ItemSummaryRow>(sql`
        select ${summaryColumns(viewerId)} from items i
        ${taken.length ? sql`where i.id <> all(${sql.param(taken)}::int[])` : sql``}
        order by i.created_at desc, i.id desc limit ${limit - scored.length}`);
      return [...scored, ...newest];
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

    /** History: one row per user and item, moved to the top by every new view. */
    async recordView(itemId: number, userId: number | null) {
      if (userId !== null) {
        await db
          .insert(itemViews)
          .values({ userId, itemId })
          .onConflictDoUpdate({
            target: [itemViews.userId, itemViews.itemId],
            set: { viewedAt: sql`now()` },
          });
      }
      await db.insert(engagementEvents).values({ kind: 'item_view', itemId, userId });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
