import { ADMIN_ORDER_SORTS } from '@shop/contract';
import { sortingFrom, sortingParams } from '@/components/admin/list-sorting';
import { useListParams } from '@/hooks/use-list-params';
import { orderFiltersOf, type OrderSorting } from './order-filters';

/** The orders list as its address says it: the page, the search, the filters and the order. */
export function useOrdersListParams() {
  const { page, get, set, setPage } = useListParams();
  const filters = orderFiltersOf(get);
  const sorting = sortingFrom(get, ADMIN_ORDER_SORTS, 'created');
  const onSort = (next: OrderSorting) => set(sortingParams(next, 'created'));
  return { page, setPage, set, filters, sorting, onSort };
}
