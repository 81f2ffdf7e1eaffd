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
  const pageAnswers = createKeptAnswers<SearchPage<number>>({
    maxAgeMs: searchMaxAgeMs,
    maxKeys: 2_000,
  });
  /**
   * The versions a kept page of these filters is good for: the catalogue's, and for a search the
   * dictionary's too; null while one is not heard, or for the unfiltered list (one walk of an
   * index, as cheap as reading kept ids).
   */
  function keptPageVersion(filters: ItemFilters): string | null {
    const found = keptVersion();
    if (found === null || !Object.values(filters).some((value) => value !== undefined)) return null;
    if (!filters.q) return `${found}`;
    const words = dictionary?.version() ?? null;
    return words === null ? null : `${words}.${found}`;
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
   * A search's or a filtered list's page as its ids, kept while the catalogue (and for a search
   * the dictionary) is unchanged (decisions 081, 111): finding and ordering the matches is what
   * such a page costs, and most repeat (a category's pages, the searches shoppers share). The
   * viewer's cards are read afresh for those ids.
   */
  async function keptPage(input: ListInput, version: string) {
    const key = `${version}|${input.page}|${input.limit}|${filtersKey(input.filters)}`;
    const kept = await pageAnswers(key, async () => {
      const { rows, search } = await listPage({ ...input, viewerId: null });
      return { rows: rows.map((row) => row.id), search };
    });
    return { rows: await repo.summariesByIds(kept.rows, input.viewerId, db), search: kept.search };
  }

  return {
    async list(input: ListInput) {
      const version = keptPageVersion(input.filters);
      const { rows, search } =
        version === null ? await listPage(input) : await keptPage(input, version);
      return { items: rows.map(summary), search };
    },
  };
}
