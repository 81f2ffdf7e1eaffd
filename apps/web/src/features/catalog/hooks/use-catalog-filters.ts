import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { overlayDepth } from '@/lib/overlay-history';
import {
  catalogFiltersToSearchParams,
  EMPTY_FILTERS,
  parseCatalogFilters,
  withoutFilters,
  type CatalogFilters,
} from '../filters';

type Update = Partial<CatalogFilters> | ((current: CatalogFilters) => CatalogFilters);

/** Only the search changed, from one text to another: the shopper is still typing it. */
function typingOn(previous: CatalogFilters, next: CatalogFilters): boolean {
  if (!previous.q || !next.q) return false;
  const same = (key: keyof CatalogFilters) =>
    key === 'q' || JSON.stringify(previous[key]) === JSON.stringify(next[key]);
  return (Object.keys({ ...previous, ...next }) as (keyof CatalogFilters)[]).every(same);
}

/**
 * The catalogue filters, read from and written to the URL query (decision 008: shareable and
 * reload-safe). Each change is a step of its own in the history, so a phone's Back goes through
 * them (a sort, the category, the gender) before it leaves the catalogue. Two kinds replace
 * instead: the search typed on (its first letters were a step, each further debounced word is not),
 * and a change made in the filter drawer (its entry is the drawer's, which Back closes).
 */
export function useCatalogFilters() {
  const [params, setParams, current] = usePageSearchParams();
  const filters = useMemo(() => parseCatalogFilters(params), [params]);

  const update = useCallback(
    (change: Update) => {
      const previous = parseCatalogFilters(current());
      const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
      setParams(catalogFiltersToSearchParams(next), {
        replace: overlayDepth() > 0 || typingOn(previous, next),
        preventScrollReset: true,
      });
    },
    [setParams, current],
  );

  /** Clears the filters, keeping the search and the sort order. */
  const clearFilters = useCallback(() => update(withoutFilters), [update]);
  /** Clears everything, the search included. */
  const resetAll = useCallback(() => update(() => EMPTY_FILTERS), [update]);

  return { filters, update, clearFilters, resetAll };
}
