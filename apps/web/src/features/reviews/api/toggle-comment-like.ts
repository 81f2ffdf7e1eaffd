import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentLikeResponseSchema, type Comment } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';

/** POST …/comments/{commentId}/like: toggles, answers `{ liked, likes }`. */
export function toggleCommentLike(target: ReviewTarget, commentId: number) {
  return apiClient.post(`${commentsPath(target)}/${commentId}/like`, commentLikeResponseSchema);
}

function patch(list: Comment[] | undefined, commentId: number, change: Partial<Comment>) {
  return list?.map((comment) => (comment.id === commentId ? { ...comment, ...change } : comment));
}

/**
 * Likes or unlikes at once (signed-in users only), adopts the server's count, and rolls back when
 * the call fails; the failure is only logged.
 */
export function useToggleCommentLike(target: ReviewTarget) {
  const client = useQueryClient();
  const key = commentsKey(target);
  return useMutation({
    mutationFn: (comment: Comment) => toggleCommentLike(target, comment.id),
    meta: { silent: true },
    onMutate: async (comment) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Comment[]>(key);
      const liked = !comment.liked_by_me;
      client.setQueryData<Comment[]>(key, (list) =>
        patch(list, comment.id, {
          liked_by_me: liked,
          likes: Math.max(0, comment.likes + (liked ? 1 : -1)),
        }),
      );
      return { previous };
    },
    onSuccess: (answer) => {
      client.setQueryData<Comment[]>(key, (list) =>
        patch(list, answer.comment_id, { liked_by_me: answer.liked, likes: answer.likes }),
      );
    },
    onError: (error, _comment, context) => {
      console.warn('[reviews] the like could not be saved', error);
      if (context?.previous) client.setQueryData(key, context.previous);
    },
  });
}
