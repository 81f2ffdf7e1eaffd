import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOn } from '../../db/rows';
import { filterConditions, whereClause, type ListFilters } from './catalog-filters.sql';
import {
  itemSummaryColumns as summaryColumns,
  SOLD,
  type ItemSummaryRow,
} from './item-summary.sql';
import type { IndexedItem } from './search-index';

type IndexedRow = {
  id: number;
  created_ms: number;
  brand: string;
  category: string;
  gender: string;
  sold: boolean;
  name: string;
  card: string;
  everything: string;
};

// The default parser's tokens hold no space, so a document's lexemes travel as one string.
const lexemesOf = (document: SQL) => sql`array_to_string(tsvector_to_array(${document}), ' ')`;
const INDEXED = sql`i.id, (extract(epoch from i.created_at) * 1000)::float8 as created_ms,
  i.brand, i.category, i.gender, ${SOLD} as sold,
  ${lexemesOf(sql`i.name_vector`)} as name, ${lexemesOf(sql`i.card_vector`)} as card,
  ${lexemesOf(sql`i.search_vector`)} as everything`;

const split = (lexemes: string) => (lexemes ? lexemes.split(' ') : []);
const toIndexed = (row: IndexedRow): IndexedItem & { sold: boolean } => ({
  id: row.id,
  createdAt: row.created_ms,
  brand: row.brand,
  category: row.category,
  gender: row.gender,
  sold: row.sold,
  name: split(row.name),
  card: split(row.card),
  everything: split(row.everything),
});

/** The in-memory search index's reads (decision 110), a read set of the catalogue's repository. */
export function createSearchIndexReads() {
  return {
    /**
     * The oldest transaction still running (pg_snapshot_xmin): every change by an older one is
     * in what is read after this; the index reads the changes from it on next time.
     */
    async indexHorizon(ex: DbOrTx): Promise<string> {
      const [row] = await rowsOn(ex)<{ horizon: string }>(
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
      );
      return row!.horizon;
    },

    /** Items on sale after `afterId`, in id order: the index's load, a batch at a time. */
    async indexedItemsAfter(afterId: number, limit: number, ex: DbOrTx) {
      const rows = await rowsOn(ex)<IndexedRow>(sql`
        select ${INDEXED} from items i where i.id > ${afterId} and ${SOLD}
        order by i.id limit ${limit}`);
      return rows.map(toIndexed);
    },

    /**
     * Items changed by transactions from `horizon` on (migration 0050), each as it is now, with
     * the next horizon, in one snapshot. A change stamped beyond this cluster's transactions (a
     * restored backup's) is not read: it is in the index's load.
     */
    async indexChangesSince(horizon: string, ex: DbOrTx) {
      const rows = await rowsOn(ex)<IndexedRow & { horizon: string }>(sql`
        with now as (select pg_current_snapshot() as snapshot)
        select pg_snapshot_xmin(now.snapshot)::text as horizon, changed.*
        from now left join lateral (
          select ${INDEXED} from items i
          where i.search_changed >= ${horizon}::xid8
            and i.search_changed < pg_snapshot_xmax(now.snapshot)
        ) changed on true`);
      return {
        horizon: rows[0]!.horizon,
        items: rows.filter((row) => row.id !== null).map(toIndexed),
      };
    },

    /** Each category's own card words (the kinds it is: «обувь», «ароматы»; kindCondition). */
    async categoryCardWords(ex: DbOrTx) {
      return rowsOn(ex)<{ category: string; words: string[] }>(sql`
        select c::text as category, tsvector_to_array(to_tsvector('russian'::regconfig,
          search_card_text('', '', c, null, null, '{}'::text[], null, null))) as words
        from unnest(enum_range(null::item_category)) c`);
    },

    /**
     * A page of a search the index ranked: the items named exactly as the query first (newest
     * first), then the index's ids in its order, each once and only while on sale. `gone` are
     * the index's ids no longer on sale (a deleted item is announced to no index).
     */
    async rankedPage(
      input: {
        ids: number[];
        name: string | undefined;
        /** The list's filters but the search (those the index applied too). */
        filters: ListFilters;
        offset: number;
        limit: number;
        viewerId: number | null;
      },
      ex: DbOrTx,
    ) {
      const { ids, name, offset, limit, viewerId } = input;
      const listed = filterConditions({ ...input.filters, search: undefined });
      const depth = offset + limit;
      // An exact name is listed by its own conditions; an index's id is checked once.
      const exact = name
        ? sql`(select i.id, row_number() over (order by i.created_at desc, i.id desc) - ${depth} - 1 as ord
            from items i ${whereClause([...listed, sql`lower(i.name) = lower(${name})`])}
            order by i.created_at desc, i.id desc limit ${depth}) union all`
        : sql``;
      const rows = await rowsOn(ex)<ItemSummaryRow & { gone: number[]; rank_ord: unknown }>(sql`
        with ranked as materialized (
          select r.id, r.ord,
            exists (select 1 from items i ${whereClause([...listed, sql`i.id = r.id`])}) as listed
          from unnest(${sql.param(ids)}::int[]) with ordinality as r(id, ord)
        ),
        page as (
          select id, min(ord) as ord from (${exact} select id, ord from ranked where listed) u
          group by id order by min(ord) limit ${limit} offset ${offset}
        )
        select g.gone, s.* from (
          select array(select id from ranked where not listed order by ord) as gone
        ) g left join lateral (
          select ${summaryColumns(viewerId)}, p.ord as rank_ord from page p join items i on i.id = p.id
        ) s on true
        order by s.rank_ord`);
      return {
        gone: rows[0]?.gone ?? [],
        rows: rows
          .filter((row) => row.id !== null)
          .map(({ gone: _gone, rank_ord: _ord, ...row }) => row as ItemSummaryRow),
      };
    },
  };
}
