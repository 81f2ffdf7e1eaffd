import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type CreateCommentBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';
import { withComment, type CommentPages } from './get-comments';

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
      client.setQueryData<CommentPages>(key, (data) => withComment(data, comment));
      void client.invalidateQueries({ queryKey: key });
      options.onSuccess?.();
    },
    onError: (error) => console.warn('[reviews] the review could not be sent', error),
  });
}
