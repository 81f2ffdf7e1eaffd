import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  sizeToken,
  type Category,
  type Gender,
  type ItemSort,
  type SizeGroup,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOn } from '../../db/rows';
import {
  itemSummaryColumns as summaryColumns,
  SOLD,
  type ItemDetailRow,
  type ItemPageRow,
  type ItemSummaryRow,
} from './item-summary.sql';
import { itemImages, itemVariants } from '../../db/schema';
import type { SearchNeighbour, WordLexemes } from './search-query';
import { createRecommendationReads } from './catalog-recommendations.repository';
import { createStylistReads } from './catalog-stylist.repository';
import { createRelevanceReads } from './catalog-relevance.repository';
import { createSearchIndexReads } from './catalog-search-index.repository';
import {
  facetConditions,
  filterConditions,
  FILTER_KEYS,
  orderClause,
  sizeGroupOf,
  whereClause,
  type FilterKey,
  type ListFilters,
} from './catalog-filters.sql';

export { sizeGroupSql, type ListFilters, type Search } from './catalog-filters.sql';

/** What other modules need to know of an item: its name, category and main picture's key. */
export type ItemBrief = { name: string; category: Category; imageKey: string | null };

export function createCatalogRepository() {
  const { relevancePage } = createRelevanceReads();

  return {
    async list(
      input: {
        filters: ListFilters;
        sort: ItemSort;
        offset: number;
        limit: number;
        viewerId: number | null;
        /** How many matches a search may have to be ranked among them (tests compare both ways). */
        fewMatches?: number;
      },
      ex: DbOrTx,
    ) {
      const rows = rowsOn(ex);
      const { filters, sort, offset, limit, viewerId } = input;
      const search = filters.search;
      if (sort === 'relevance' && search?.tsquery)
        return relevancePage({ ...input, search: { ...search, tsquery: search.tsquery } }, ex);
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
      ex: DbOrTx,
      pairs: { word: string; other: string | null }[] = [],
      check: string[] = [],
    ): Promise<{ stems: Map<string, WordLexemes>; near: SearchNeighbour[]; known: Set<string> }> {
      const rows = rowsOn(ex);
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
    async searchNeighbours(words: string[], ex: DbOrTx): Promise<SearchNeighbour[]> {
      const rows = rowsOn(ex);
      if (!words.length) return [];
      return rows<SearchNeighbour>(sql`
        select f.word, n.term, n.lexeme
        from unnest(${sql.param(words)}::text[]) as f(word)
        cross join lateral search_neighbours(f.word) n`);
    },

    /**
     * Every brand of the catalogue with an item on sale. A short list of a long table: the brand
     * index is walked from one brand to the next (a lookup per brand), where `select distinct`
     * read every item (0.4 s at a million items).
     */
    async brands(ex: DbOrTx): Promise<string[]> {
      const rows = rowsOn(ex);
      const found = await rows<{ brand: string }>(sql`
        with recursive b(brand) as (
          (select i.brand from items i where i.brand > '' order by i.brand limit 1)
          union all
          select (select i.brand from items i where i.brand > b.brand order by i.brand limit 1)
          from b where b.brand is not null
        )
        select b.brand from b
        where b.brand is not null and exists (select 1 from items i where i.brand = b.brand and ${SOLD})
        order by b.brand`);
      return found.map((r) => r.brand);
    },

    /** Whether a search under these filters finds any item (a correction must, decision 049). */
    async anyMatch(filters: ListFilters, ex: DbOrTx): Promise<boolean> {
      const rows = rowsOn(ex);
      const found = await rows(
        sql`select 1 from items i ${whereClause(filterConditions(filters))} limit 1`,
      );
      return found.length > 0;
    },

    /** Which of these words some item's card (name, brand, category, colour …) holds. */
    async wordsInCards(words: string[], ex: DbOrTx): Promise<Set<string>> {
      const rows = rowsOn(ex);
      if (!words.length) return new Set();
      const found = await rows<{ word: string }>(sql`
        select w.word from unnest(${sql.param(words)}::text[]) as w(word)
        where exists (select 1 from items i
          where ${SOLD} and i.card_vector @@ plainto_tsquery('russian'::regconfig, w.word))`);
      return new Set(found.map((r) => r.word));
    },

    /** Which of these stems the dictionary has. */
    async knownLexemes(lexemes: string[], ex: DbOrTx): Promise<Set<string>> {
      const rows = rowsOn(ex);
      if (!lexemes.length) return new Set();
      const found = await rows<{ lexeme: string }>(sql`
        select distinct lexeme from search_terms where lexeme = any(${sql.param(lexemes)}::text[])`);
      return new Set(found.map((r) => r.lexeme));
    },

    /**
     * The filter panel's counts in one statement: the items the shared conditions find (the
     * search once, not once per facet) are kept with a flag per facet filter, and each facet
     * counts the rows whose other flags hold. Sizes and colours count items per distinct
     * (item, value) by hashing, and a size's system is computed once per category and size, not
     * once per variant.
     */
    async facets(filters: ListFilters, ex: DbOrTx) {
      const rows = rowsOn(ex);
      const { shared, own } = facetConditions(filters);
      const keys = FILTER_KEYS.filter((key) => own[key]);
      const flags = keys.map((key) => sql`, ${own[key]!} as ${sql.raw(`m_${key}`)}`);
      const others = (except?: FilterKey, more: SQL[] = []) =>
        whereClause([
          ...keys.filter((key) => key !== except).map((key) => sql.raw(`b.m_${key}`)),
          ...more,
        ]);
      const [found] = await rows<{
        total: number;
        min: string | null;
        max: string | null;
        categories: { value: Category; count: number }[];
        genders: { gender: Gender; count: number }[];
        brands: { value: string; count: number }[];
        sizes: { size: string; group: SizeGroup; count: number }[];
        colors: { value: string; count: number }[];
      }>(sql`
        with b as materialized (
          select i.id, i.category, i.gender, i.brand, i.color, i.min_price ${sql.join(flags, sql``)}
          from items i ${whereClause(shared)}
        ),
        sizes as (
          select g.size, g.grp, sum(g.n)::int as count from (
            select d.size, ${sizeGroupOf(sql`d.size`, sql`d.category`)} as grp, count(*) as n from (
              select distinct b.id, b.category, v.size
              from b join item_variants v on v.item_id = b.id
              ${others('size', [sql`v.size is not null`])}
            ) d group by d.category, d.size
          ) g group by g.grp, g.size order by count desc, g.size limit 80
        ),
        colors as (
          select c.value, count(*)::int as count from (
            select distinct b.id, coalesce(v.color, b.color) as value
            from b left join item_variants v on v.item_id = b.id ${others('color')}
          ) c where c.value is not null
          group by c.value order by count desc, c.value limit 40
        )
        select
          (select count(*)::int from b ${others()}) as total,
          (select min(b.min_price) from b ${others()}) as min,
          (select max(b.min_price) from b ${others()}) as max,
          (select coalesce(json_agg(json_build_object('value', x.value, 'count', x.count)
              order by x.count desc), '[]') from (
            select b.category as value, count(*)::int as count from b ${others('category')}
            group by b.category) x) as categories,
          (select coalesce(json_agg(json_build_object('gender', x.gender, 'count', x.count)), '[]')
            from (select b.gender, count(*)::int as count from b ${others('gender')}
            group by b.gender) x) as genders,
          (select coalesce(json_agg(json_build_object('value', x.value, 'count', x.count)
              order by x.count desc, x.value), '[]') from (
            select b.brand as value, count(*)::int as count from b ${others('brand')}
            group by b.brand having b.brand <> '' order by count desc, b.brand limit 40) x) as brands,
          (select coalesce(json_agg(json_build_object('size', s.size, 'group', s.grp, 'count', s.count)
              order by s.count desc, s.size), '[]') from sizes s) as sizes,
          (select coalesce(json_agg(json_build_object('value', c.value, 'count', c.count)
              order by c.count desc, c.value), '[]') from colors c) as colors`);
      const { total, min, max, categories, genders, brands, sizes, colors } = found!;
      const genderCount = (gender: Gender) => genders.find((g) => g.gender === gender)?.count ?? 0;
      return {
        total,
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
        price: { min, max },
      };
    },

    async findById(
      id: number,
      viewerId: number | null,
      ex: DbOrTx,
    ): Promise<ItemDetailRow | undefined> {
      const rows = rowsOn(ex);
      const [row] = await rows<ItemDetailRow>(sql`
        select ${summaryColumns(viewerId)}, i.description, i.composition, i.attributes, i.article,
          i.owner_id
        from items i where i.id = ${id}`);
      return row;
    },

    /** The item with its variants and pictures in one query (the page shoppers open most). */
    async findPage(
      id: number,
      viewerId: number | null,
      ex: DbOrTx,
    ): Promise<ItemPageRow | undefined> {
      const rows = rowsOn(ex);
      const [row] = await rows<ItemPageRow>(sql`
        select ${summaryColumns(viewerId)}, i.description, i.composition, i.attributes, i.article,
          i.owner_id,
          coalesce((
            select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size,
              'brandSize', v.brand_size, 'color', v.color, 'price', v.price::text,
              'stock', v.stock) order by v.id)
            from item_variants v where v.item_id = i.id), '[]') as variants,
          coalesce((
            select json_agg(json_build_object('id', im.id, 'imageKey', im.image_key,
              'color', im.color) order by im.position, im.id)
            from item_images im where im.item_id = i.id), '[]') as images
        from items i where i.id = ${id}`);
      return row;
    },

    async briefs(ids: number[], ex: DbOrTx): Promise<Map<number, ItemBrief>> {
      const rows = rowsOn(ex);
      if (!ids.length) return new Map();
      const found = await rows<ItemBrief & { id: number }>(
        sql`select id, name, category, image_key as "imageKey" from items where id = any(${sql.param(ids)}::int[])`,
      );
      return new Map(found.map(({ id, ...brief }) => [id, brief]));
    },

    async exists(id: number, ex: DbOrTx): Promise<boolean> {
      const rows = rowsOn(ex);
      const found = await rows(sql`select 1 from items where id = ${id}`);
      return found.length > 0;
    },

    variants(itemId: number, ex: DbOrTx) {
      return ex
        .select()
        .from(itemVariants)
        .where(eq(itemVariants.itemId, itemId))
        .orderBy(asc(itemVariants.id));
    },

    images(itemId: number, ex: DbOrTx) {
      return ex
        .select({ id: itemImages.id, imageKey: itemImages.imageKey, color: itemImages.color })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))
        .orderBy(asc(itemImages.position), asc(itemImages.id));
    },

    /**
     * Item cards for these ids, in the order given (ids no longer in the catalogue, or no longer
     * sold, drop out: a ranking computed a minute ago may name an item archived since).
     */
    async summariesByIds(ids: number[], viewerId: number | null, ex: DbOrTx) {
      const rows = rowsOn(ex);
      if (!ids.length) return [];
      return rows<ItemSummaryRow>(sql`
        select ${summaryColumns(viewerId)} from items i
        where i.id = any(${sql.param(ids)}::int[]) and ${SOLD}
        order by array_position(${sql.param(ids)}::int[], i.id)`);
    },

    ...createRecommendationReads(),
    ...createStylistReads(),
    ...createSearchIndexReads(),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
