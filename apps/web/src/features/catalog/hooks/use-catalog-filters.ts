import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import {
  catalogFiltersToSearchParams,
  EMPTY_FILTERS,
  parseCatalogFilters,
  withoutFilters,
  type CatalogFilters,
} from '../filters';

type Update = Partial<CatalogFilters> | ((current: CatalogFilters) => CatalogFilters);

/**
 * The catalogue filters, read from and written to the URL query (decision 008: shareable and
 * reload-safe). Updates replace the history entry, so Back leaves the catalogue rather than
 * stepping through every tick of a checkbox.
 */
export function useCatalogFilters() {
  const [params, setParams] = usePageSearchParams();
  const filters = useMemo(() => parseCatalogFilters(params), [params]);

  const update = useCallback(
    (change: Update) => {
      setParams(
        (current) => {
          const previous = parseCatalogFilters(current);
          const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
          return catalogFiltersToSearchParams(next);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** Clears the filters, keeping the search and the sort order. */
  const clearFilters = useCallback(() => update(withoutFilters), [update]);
  /** Clears everything, the search included. */
  const resetAll = useCallback(() => update(() => EMPTY_FILTERS), [update]);

  return { filters, update, clearFilters, resetAll };
}
