import type { ItemFilters, ItemSort, SearchInterpretation } from '@shop/contract';
import { createKeptAnswers } from '../../lib/kept-answers';
import { filtersKey, type CatalogContext } from './catalog.context';
import type { Search } from './catalog.repository';
import type { ItemSummaryRow } from './item-summary.sql';

type ListInput = { filters: ItemFilters; page: number; limit: number; viewerId: number | null };
type SearchPage<Row> = { rows: Row[]; search: SearchInterpretation | undefined };

type CatalogListDeps = Pick<
  CatalogContext,
  | 'db'
  | 'repo'
  | 'dictionary'
  | 'keptVersion'
  | 'searchMaxAgeMs'
  | 'summary'
  | 'searchIndex'
  | 'resolveSearch'
  | 'corrected'
  | 'withoutCorrections'
  | 'suggestionsFor'
>;

/** The catalogue's list: a page of items for filters and a search, a search's page kept. */
export function createCatalogList({
  db,
  repo,
  dictionary,
  keptVersion,
  searchMaxAgeMs,
  summary,
  searchIndex,
  resolveSearch,
  corrected,
  withoutCorrections,
  suggestionsFor,
}: CatalogListDeps) {
  const searchAnswers = createKeptAnswers<SearchPage<number>>({
    maxAgeMs: searchMaxAgeMs,
    maxKeys: 2_000,
  });
  /** The versions a kept search page is good for; null while either is not heard. */
  function searchVersion(): string | null {
    const words = dictionary?.version() ?? null;
    const found = keptVersion();
    return words === null || found === null ? null : `${words}.${found}`;
  }

  /** A page of the list: the rows, and for a search how its words were read. */
  async function listPage(input: ListInput): Promise<SearchPage<ItemSummaryRow>> {
    const { q, sort: requested, ...rest } = input.filters;
    let resolution = await resolveSearch(q);
    // Relevance only means something for a search; otherwise the newest come first.
    const sort: ItemSort = requested ?? (resolution.search ? 'relevance' : 'new');
    const read = async (search: Search | undefined) => {
      if (search?.tsquery === null) return [];
      const page = {
        filters: { ...rest, search },
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
        viewerId: input.viewerId,
      };
      return (
        (sort === 'relevance' ? await searchIndex?.relevancePage(page) : null) ??
        repo.list({ ...page, sort }, db)
      );
    };
    let rows = await read(resolution.search);
    // A correction stands only if it finds something (decision 049).
    if (
      rows.length === 0 &&
      corrected(resolution) &&
      (input.page === 1 || !(await repo.anyMatch({ ...rest, search: resolution.search }, db)))
    ) {
      resolution = await withoutCorrections(resolution);
      rows = await read(resolution.search);
    }
    const { interpretation, resolved } = resolution;
    const suggestions =
      resolved && interpretation && rows.length === 0 && input.page === 1
        ? await suggestionsFor(resolved)
        : [];
    return {
      rows,
      search:
        interpretation && suggestions.length ? { ...interpretation, suggestions } : interpretation,
    };
  }

  /**
   * A search's page as its ids, kept while the catalogue and the dictionary are unchanged
   * (decision 077): finding and ordering the matches is what a search costs, and most searches
   * repeat. The viewer's cards are read afresh for those ids.
   */
  async function keptSearchPage(input: ListInput, version: string) {
    const key = `${version}|${input.page}|${input.limit}|${filtersKey(input.filters)}`;
    const kept = await searchAnswers(key, async () => {
      const { rows, search } = await listPage({ ...input, viewerId: null });
      return { rows: rows.map((row) => row.id), search };
    });
    return { rows: await repo.summariesByIds(kept.rows, input.viewerId, db), search: kept.search };
  }

  return {
    async list(input: ListInput) {
      const version = input.filters.q ? searchVersion() : null;
      const { rows, search } =
        version === null ? await listPage(input) : await keptSearchPage(input, version);
      return { items: rows.map(summary), search };
    },
  };
}
