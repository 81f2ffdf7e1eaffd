import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOn } from '../../db/rows';
import {
  filterConditions,
  foundCondition,
  searchTiers,
  whereClause,
  type ListFilters,
  type Search,
} from './catalog-filters.sql';
import { itemSummaryColumns as summaryColumns, type ItemSummaryRow } from './item-summary.sql';

/** A search with at most this many matches is ranked from its matches alone. */
const FEW_MATCHES = 1_000;

type RelevanceInput = {
  filters: ListFilters;
  search: Search & { tsquery: string };
  offset: number;
  limit: number;
  viewerId: number | null;
  /** FEW_MATCHES but in tests, which compare the two ways to a page. */
  fewMatches?: number;
};

/** The catalogue's search in relevance order (a read set of the catalogue's repository). */
export function createRelevanceReads() {
  return { relevancePage };
}

/**
 * A page of a search in relevance order: by tier (searchTiers: the exact name, the brand, the
 * name, the card, everything), newest first within each.
 */
async function relevancePage(input: RelevanceInput, ex: DbOrTx): Promise<ItemSummaryRow[]> {
  const { filters, search, offset, limit, viewerId, fewMatches = FEW_MATCHES } = input;
  const tiers = searchTiers(search);
  const others = filterConditions({ ...filters, search: undefined });
  if (offset === 0 && !search.name) {
    // The first page of a popular word is its first tier's newest: one simple statement,
    // planned without the tiers it will not need (not for several words: their first tier is
    // the exact name, rarely a page).
    const first = await rowsOn(ex)<ItemSummaryRow>(sql`
      select ${summaryColumns(viewerId)} from items i
      ${whereClause([...others, tiers[0]!])}
      order by i.created_at desc, i.id desc limit ${limit}`);
    if (first.length === limit) return first;
  }
  return (
    (await fewMatchesPage(input, tiers, others, fewMatches, ex)) ??
    tierWalkPage(input, tiers, others, ex)
  );
}

/**
 * The page of a search that matches few items, or null when it matches more than `fewMatches`.
 * Every tier's items match the widest document (the documents nest: name, card, everything), so
 * the matches are found once through its index and ranked among themselves. Walking the
 * newest-first index tier by tier, a search whose words rarely meet in one item read the whole
 * catalogue before it knew (1.6 s at a million items for «парфюм классические голубой»).
 */
async function fewMatchesPage(
  { search, offset, limit, viewerId }: RelevanceInput,
  tiers: SQL[],
  others: SQL[],
  fewMatches: number,
  ex: DbOrTx,
): Promise<ItemSummaryRow[] | null> {
  const found = search.name
    ? sql`(${foundCondition(search)} or lower(i.name) = lower(${search.name}))`
    : foundCondition(search);
  const tier = sql.join(
    tiers.map((condition, rank) => sql`when ${condition} then ${sql.raw(String(rank))}`),
    sql` `,
  );
  const rows = await rowsOn(ex)<
    ItemSummaryRow & { found_count: number; rank_tier: number | null; rank_created: unknown }
  >(sql`
    with found as materialized (
      select i.id from items i ${whereClause([...others, found])} limit ${fewMatches + 1}
    ),
    page as (
      select id, created_at, tier from (
        select i.id, i.created_at, case ${tier} end as tier from found f join items i on i.id = f.id
      ) ranked
      -- Ranked only when few: otherwise the tiers are walked instead.
      where tier is not null and (select count(*) from found) <= ${fewMatches}
      order by tier, created_at desc, id desc
      limit ${limit} offset ${offset}
    )
    select n.found_count, s.* from (select count(*)::int as found_count from found) n
    left join lateral (
      select ${summaryColumns(viewerId)}, p.tier as rank_tier, p.created_at as rank_created
      from page p join items i on i.id = p.id
    ) s on true
    order by s.rank_tier, s.rank_created desc, s.id desc`);
  if ((rows[0]?.found_count ?? 0) > fewMatches) return null;
  return rows
    .filter((row) => row.rank_tier !== null)
    .map(
      ({ found_count: _count, rank_tier: _tier, rank_created: _created, ...row }) =>
        row as ItemSummaryRow,
    );
}

/**
 * Tier by tier, newest first within each. Each tier is its own query on its own index that stops
 * at the rows the page needs, and runs only while the tiers before it have not found that many
 * rows (a one-time filter: a popular word reads one tier). A row keeps its best tier; the page's
 * cards are built for its rows only.
 */
function tierWalkPage(
  { offset, limit, viewerId }: RelevanceInput,
  tiers: SQL[],
  others: SQL[],
  ex: DbOrTx,
): Promise<ItemSummaryRow[]> {
  const depth = offset + limit;
  const ctes = tiers.map((condition, rank) => {
    const before = Array.from({ length: rank }, (_, k) => sql.raw(`select id from t${k}`));
    const needed = rank
      ? [sql`(select count(distinct id) from (${sql.join(before, sql` union all `)}) f) < ${depth}`]
      : [];
    return sql`${sql.raw(`t${rank}`)} as materialized (
      select i.id, i.created_at, ${sql.raw(String(rank))} as tier from items i
      ${whereClause([...needed, ...others, condition])}
      order by i.created_at desc, i.id desc limit ${depth})`;
  });
  const hits = ctes.map((_, rank) => sql.raw(`select * from t${rank}`));
  return rowsOn(ex)<ItemSummaryRow>(sql`
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
