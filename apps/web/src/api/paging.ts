import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { PAGE_SIZE } from '@shop/contract';

/**
 * Paged lists (catalogue, favourites, history) start at page 1; a full page means more may
 * follow, a shorter one ends the list. A new search or filter is a new key, so it starts again
 * from page 1.
 */
export function nextPageParam(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}

/**
 * Clears a paged list (viewed items, viewed outfits): it empties on screen at once and paging
 * starts again from page 1. A failure is only logged (`failed`); the list stays empty on screen.
 */
export function useClearPagedList(key: QueryKey, clear: () => Promise<unknown>, failed: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clear,
    meta: { silent: true },
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<InfiniteData<unknown[], number>>(key, { pages: [[]], pageParams: [1] });
    },
    onError: (error) => console.warn(failed, error),
  });
}
