import type { ItemFacets, ItemFilters } from '@shop/contract';
import { createKeptAnswers } from '../../lib/kept-answers';
import { filtersKey, type CatalogContext } from './catalog.context';

type CatalogFacetsDeps = Pick<
  CatalogContext,
  | 'db'
  | 'repo'
  | 'facetsMaxAgeMs'
  | 'resolveSearch'
  | 'corrected'
  | 'withoutCorrections'
  | 'suggestionsFor'
>;

/** The filter panel's counts for a set of filters and a search. */
export function createCatalogFacets({
  db,
  repo,
  facetsMaxAgeMs,
  resolveSearch,
  corrected,
  withoutCorrections,
  suggestionsFor,
}: CatalogFacetsDeps) {
  const facetAnswers = createKeptAnswers<ItemFacets>({ maxAgeMs: facetsMaxAgeMs, maxKeys: 500 });

  async function countFacets(filters: ItemFilters): Promise<ItemFacets> {
    const { q, sort: _sort, ...rest } = filters;
    let resolution = await resolveSearch(q);
    let facets = await repo.facets({ ...rest, search: resolution.search }, db);
    // A correction stands only if it finds something (decision 049).
    if (facets.total === 0 && corrected(resolution)) {
      resolution = await withoutCorrections(resolution);
      facets = await repo.facets({ ...rest, search: resolution.search }, db);
    }
    const { interpretation, resolved } = resolution;
    const suggestions =
      resolved && interpretation && facets.total === 0 ? await suggestionsFor(resolved) : [];
    return {
      ...facets,
      ...(interpretation
        ? {
            search: suggestions.length ? { ...interpretation, suggestions } : interpretation,
          }
        : {}),
      price: {
        min: facets.price.min === null ? null : Number(facets.price.min),
        max: facets.price.max === null ? null : Number(facets.price.max),
      },
    };
  }

  return {
    /** The filter panel's counts, kept per set of filters (facetsMaxAgeMs). */
    facets: ({ sort: _sort, ...filters }: ItemFilters) =>
      facetAnswers(filtersKey(filters), () => countFacets(filters)),
  };
}
