import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Schema } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';
import { withoutComment, type CommentPages } from './get-comments';

/** The answer carries nothing we need (204, or a small acknowledgement). */
const anyAnswer: Schema<void> = { parse: () => undefined };

/** DELETE …/comments/{commentId}: the author or an admin. */
export function deleteComment(target: ReviewTarget, commentId: number) {
  return apiClient.delete(`${commentsPath(target)}/${commentId}`, anyAnswer);
}

/** Deletes a review and drops it from the list; failures are only logged. */
export function useDeleteComment(target: ReviewTarget, options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient();
  const key = commentsKey(target);
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(target, commentId),
    meta: { silent: true },
    onSuccess: (_answer, commentId) => {
      client.setQueryData<CommentPages>(key, (data) => withoutComment(data, commentId));
      void client.invalidateQueries({ queryKey: key });
      options.onSuccess?.();
    },
    onError: (error) => console.warn('[reviews] the review could not be deleted', error),
  });
}
