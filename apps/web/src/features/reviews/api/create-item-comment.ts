import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type Comment, type CreateCommentBody } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/items/{id}/comments: a review with optional rating 1–5. */
export function createItemComment(itemId: number, body: CreateCommentBody) {
  return apiClient.post(`/api/items/${itemId}/comments`, commentSchema, { json: body });
}

/** Adds a review; on success it goes on top of the list. Failures are only logged. */
export function useCreateItemComment(itemId: number, options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => createItemComment(itemId, body),
    meta: { silent: true },
    onSuccess: (comment) => {
      client.setQueryData<Comment[]>(queryKeys.comments.item(itemId), (list) =>
        list ? [comment, ...list.filter((c) => c.id !== comment.id)] : [comment],
      );
      void client.invalidateQueries({ queryKey: queryKeys.comments.item(itemId) });
      options.onSuccess?.();
    },
    onError: (error) => console.warn('[reviews] the review could not be sent', error),
  });
}
