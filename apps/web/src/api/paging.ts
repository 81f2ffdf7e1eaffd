import { PAGE_SIZE } from '@shop/contract';

/**
 * Paged lists (catalogue, favourites, history) start at page 1; a full page means more may
 * follow, a shorter one ends the list. A new search or filter is a new key, so it starts again
 * from page 1.
 */
export function nextPageParam(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}
