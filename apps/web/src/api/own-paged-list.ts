import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { nextPageParam } from '@/api/paging';
import { apiClient, type Schema } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

type OwnPagedList<T> = {
  /** `GET path?page=n`, 20 a page. */
  path: string;
  schema: Schema<T[]>;
  key: (userId: number) => QueryKey;
  /**
   * Lists the page can do without (the viewing history) log a failed page with this prefix; the
   * others show the failure themselves, with a retry.
   */
  logFailure?: string;
};

/**
 * A paged list of the signed-in shopper's own (favourites, viewed items and outfits): page 1 first,
 * never a toast for a failed page, nothing asked for a guest.
 */
export function ownPagedList<T>({ path, schema, key, logFailure }: OwnPagedList<T>) {
  const getPage = async (page: number, signal: AbortSignal) => {
    try {
      return await apiClient.get(path, schema, { query: { page }, signal });
    } catch (error) {
      if (logFailure && !signal.aborted) console.warn(logFailure, error);
      throw error;
    }
  };
  const pages = (userId: number) =>
    infiniteQueryOptions({
      queryKey: key(userId),
      queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
      meta: { silent: true },
    });
  return function useOwnPagedList() {
    const user = useCurrentUser();
    return useInfiniteQuery({ ...pages(user?.id ?? 0), enabled: user !== null });
  };
}
