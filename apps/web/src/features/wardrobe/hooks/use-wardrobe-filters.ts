import {
  CATEGORIES,
  COLOR_NAMES,
  SEASONS,
  type Category,
  type ColorName,
  type Season,
} from '@shop/contract';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

export interface WardrobeFilters {
  slot?: Category;
  color?: ColorName;
  season?: Season;
  idle?: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The wardrobe's filters live in the page's address (?slot=&color=&season=&idle=1), so Back and a
 * reload keep them; anything unknown there is no filter.
 */
export function useWardrobeFilters() {
  const [params, setParams] = usePageSearchParams();
  const filters: WardrobeFilters = {
    slot: oneOf(CATEGORIES, params.get('slot')),
    color: oneOf(COLOR_NAMES, params.get('color')),
    season: oneOf(SEASONS, params.get('season')),
    idle: params.get('idle') === '1' || undefined,
  };
  const change = (next: Partial<WardrobeFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    if (merged.slot) search.set('slot', merged.slot);
    if (merged.color) search.set('color', merged.color);
    if (merged.season) search.set('season', merged.season);
    if (merged.idle) search.set('idle', '1');
    setParams(search, { replace: true });
  };
  const clear = () => change({ color: undefined, season: undefined, idle: undefined });
  const narrowed = Boolean(filters.color || filters.season || filters.idle);
  return { filters, change, clear, narrowed };
}
