import type { SortOrder } from '@shop/contract';
import type { Sorting } from './sort-header';

/**
 * A list's order read from its address (`sort`, `order`): a column the list does not know, or
 * none, reads as the default, newest (or largest) first.
 */
export function sortingFrom<Sort extends string>(
  get: (key: string) => string,
  allowed: readonly Sort[],
  fallback: Sort,
): Sorting<Sort> {
  const sort = get('sort');
  return {
    sort: (allowed as readonly string[]).includes(sort) ? (sort as Sort) : fallback,
    order: get('order') === 'asc' ? 'asc' : ('desc' satisfies SortOrder),
  };
}

/** The address changes for a new order; the default leaves the address clean. */
export function sortingParams<Sort extends string>(next: Sorting<Sort>, fallback: Sort) {
  return {
    sort: next.sort === fallback ? null : next.sort,
    order: next.order === 'desc' ? null : next.order,
  };
}
