import { ADMIN_USER_SORTS, type AdminUserSort } from '@shop/contract';
import { sortingFrom, sortingParams } from '@/components/admin/list-sorting';
import type { Sorting } from '@/components/admin/sort-header';
import { useListParams } from '@/hooks/use-list-params';

/**
 * The users list as its address says it: the page, the search and the order; `currentQ()` the
 * search of the address as it is now, for the export.
 */
export function useUsersListParams() {
  const { page, get, set, setPage, current } = useListParams();
  const sorting = sortingFrom(get, ADMIN_USER_SORTS, 'created');
  const onSort = (next: Sorting<AdminUserSort>) => set(sortingParams(next, 'created'));
  return { page, setPage, set, q: get('q'), sorting, onSort, currentQ: () => current()('q') };
}
