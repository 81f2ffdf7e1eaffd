import { useItemFacets } from '@/api/items/get-item-facets';
import { useItemsInfinite } from '@/api/items/get-items';
import { useOnVisible } from '@/hooks/use-on-visible';
import { catalogFiltersToApiQuery, type CatalogFilters } from '../filters';

/**
 * The catalogue's items for the filters, page after page (the last card in view, or
 * 'Загрузить ещё', loads the next), and the facets of the same query.
 */
export function useCatalogList(filters: CatalogFilters) {
  const query = catalogFiltersToApiQuery(filters);
  const list = useItemsInfinite(query);
  const facets = useItemFacets(query);

  const items = list.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !list.isPlaceholderData;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage();
  };
  const lastItemRef = useOnVisible(loadMore, { enabled: canLoadMore && !list.isError });
  return { list, facets, items, loadMore, lastItemRef };
}

export type CatalogList = ReturnType<typeof useCatalogList>;
