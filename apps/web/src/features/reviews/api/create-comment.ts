import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type Comment, type CreateCommentBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';

/** POST …/comments: a review with optional rating 1–5. */
export function createComment(target: ReviewTarget, body: CreateCommentBody) {
  return apiClient.post(commentsPath(target), commentSchema, { json: body });
}

/** Adds a review; on success it goes on top of the list. Failures are only logged. */
export function useCreateComment(target: ReviewTarget, options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient();
  const key = commentsKey(target);
  return useMutation({
    mutationFn: (body: CreateCommentBody) => createComment(target, body),
    meta: { silent: true },
    onSuccess: (comment) => {
      client.setQueryData<Comment[]>(key, (list) =>
        list ? [comment, ...list.filter((c) => c.id !== comment.id)] : [comment],
      );
      void client.invalidateQueries({ queryKey: key });
      options.onSuccess?.();
    },
    onError: (error) => console.warn('[reviews] the review could not be sent', error),
  });
}
