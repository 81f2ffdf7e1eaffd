import { ADMIN_ORDER_SORTS } from '@shop/contract';
import { sortingFrom, sortingParams } from '@/components/admin/list-sorting';
import { useListParams } from '@/hooks/use-list-params';
import { orderFiltersOf, type OrderSorting } from './order-filters';

function readOrdersList(get: (key: string) => string) {
  return {
    filters: orderFiltersOf(get),
    sorting: sortingFrom(get, ADMIN_ORDER_SORTS, 'created'),
  };
}

/**
 * The orders list as its address says it: the page, the search, the filters and the order;
 * `currentQuery()` the filters and order of the address as it is now, for the export.
 */
export function useOrdersListParams() {
  const { page, get, set, setPage, current } = useListParams();
  const { filters, sorting } = readOrdersList(get);
  const onSort = (next: OrderSorting) => set(sortingParams(next, 'created'));
  const currentQuery = () => {
    const now = readOrdersList(current());
    return { ...now.filters, ...now.sorting };
  };
  return { page, setPage, set, filters, sorting, onSort, currentQuery };
}
