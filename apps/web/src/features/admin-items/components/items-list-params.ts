import {
  CATEGORIES,
  ITEM_SOURCE_FILTERS,
  ITEM_STATUSES,
  MANAGED_ITEM_SORTS,
  type Category,
  type ItemSourceFilter,
  type ItemStatus,
  type ManagedItemSort,
} from '@shop/contract';
import { type Sorting as ListSorting } from '@/components/admin/sort-header';
import { useListParams } from '@/hooks/use-list-params';
import type { ManagedItemsQuery } from '../api/get-managed-items';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: string): value is ManagedItemSort {
  return (MANAGED_ITEM_SORTS as readonly string[]).includes(value);
}

function isStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}

/** The list's order as the address keeps it; newest first when it says nothing. */
export type Sorting = ListSorting<ManagedItemSort>;
export const SORT_CHOICES = MANAGED_ITEM_SORTS.flatMap((sort) =>
  (['desc', 'asc'] as const).map((order) => `${sort}_${order}` as const),
);

/** The order a sort choice («price_asc») names; null when it names none. */
export function sortingOfChoice(choice: string | null): Sorting | null {
  const [sort, order] = (choice ?? '').split('_');
  if (!isSort(sort ?? '')) return null;
  return { sort: sort as ManagedItemSort, order: order === 'asc' ? 'asc' : 'desc' };
}

/** What the list shows besides its page: search, filters and order. */
export type ItemListFilters = Omit<ManagedItemsQuery, 'page'>;

/** The list's search, filters and order as `get` reads them from the address. */
function readItemsList(get: (key: string) => string): {
  filters: ItemListFilters;
  sorting: Sorting;
} {
  const categoryParam = get('category');
  const sourceParam = get('source');
  const statusParam = get('status');
  const sortParam = get('sort');
  const sorting: Sorting = {
    sort: isSort(sortParam) ? sortParam : 'created',
    order: get('order') === 'asc' ? 'asc' : 'desc',
  };
  const filters: ItemListFilters = {
    q: get('q'),
    category: isCategory(categoryParam) ? categoryParam : null,
    status: isStatus(statusParam) ? statusParam : null,
    source: (ITEM_SOURCE_FILTERS as readonly string[]).includes(sourceParam)
      ? (sourceParam as ItemSourceFilter)
      : 'all',
    mine: get('mine') === '1',
    lowStock: get('low') === '1',
    ...sorting,
  };
  return { filters, sorting };
}

/**
 * The admin items list as its address says it: the page, the search, the filters and the order;
 * anything the address says that the list does not know reads as "all". `currentFilters()` the
 * filters of the address as it is now, for the export.
 */
export function useItemsListParams() {
  const { page, get, set, setPage, current } = useListParams();
  const { filters, sorting } = readItemsList(get);
  const onSort = (next: Sorting) =>
    set({
      sort: next.sort === 'created' ? null : next.sort,
      order: next.order === 'desc' ? null : next.order,
    });
  const currentFilters = () => readItemsList(current()).filters;
  return { page, setPage, set, filters, sorting, onSort, currentFilters };
}
