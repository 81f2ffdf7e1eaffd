import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { commentListResponseSchema, type Comment } from '@shop/contract';
import { nextPageParam } from '@/api/paging';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';

/** The cached reviews: pages of 20, newest first. */
export type CommentPages = InfiniteData<Comment[], number>;

/** GET /api/items/{id}/comments?page=n or /api/outfits/{id}/comments?page=n: 20 reviews a page. */
export function getComments(target: ReviewTarget, page: number, signal?: AbortSignal) {
  return apiClient.get(commentsPath(target), commentListResponseSchema, {
    query: { page },
    signal,
  });
}

export function commentsQueryOptions(target: ReviewTarget) {
  return infiniteQueryOptions({
    queryKey: commentsKey(target),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getComments(target, pageParam, signal);
      } catch (error) {
        // Review errors are only logged.
        if (!signal.aborted) console.warn('[reviews] the reviews could not be loaded', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    meta: { silent: true },
  });
}

export function useComments(target: ReviewTarget) {
  return useInfiniteQuery(commentsQueryOptions(target));
}

/** A new review goes on top of the first page. */
export function withComment(data: CommentPages | undefined, comment: Comment): CommentPages {
  if (!data) return { pages: [[comment]], pageParams: [1] };
  const [first = [], ...rest] = data.pages.map((page) => page.filter((c) => c.id !== comment.id));
  return { ...data, pages: [[comment, ...first], ...rest] };
}

export function withoutComment(data: CommentPages | undefined, commentId: number) {
  return (
    data && { ...data, pages: data.pages.map((page) => page.filter((c) => c.id !== commentId)) }
  );
}
