import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentLikeResponseSchema, type Comment } from '@shop/contract';
import { patchById } from '@/api/cache-patch';
import { apiClient } from '@/lib/api-client';
import { commentsKey, commentsPath, type ReviewTarget } from '../review-target';

/**
 * PUT …/comments/{commentId}/like likes, DELETE unlikes; both answer `{ liked, likes }`. Asking for
 * the state (rather than POST, which flips it) keeps a retry from undoing the like.
 */
export function setCommentLike(target: ReviewTarget, commentId: number, liked: boolean) {
  const path = `${commentsPath(target)}/${commentId}/like`;
  return liked
    ? apiClient.put(path, commentLikeResponseSchema)
    : apiClient.delete(path, commentLikeResponseSchema);
}

/**
 * Likes or unlikes at once (signed-in users only), adopts the server's count, and on failure
 * moves the like back by one; the failure is only logged.
 */
export function useSetCommentLike(target: ReviewTarget) {
  const client = useQueryClient();
  const key = commentsKey(target);
  const show = (commentId: number, liked: boolean, likes?: number) =>
    client.setQueryData(key, (data: unknown) =>
      patchById(data, commentId, (comment) => {
        const moved = Number(liked) - Number(comment.liked_by_me);
        return {
          liked_by_me: liked,
          likes: likes ?? Math.max(0, (comment.likes as number) + moved),
        };
      }),
    );
  return useMutation({
    mutationFn: (comment: Comment) => setCommentLike(target, comment.id, !comment.liked_by_me),
    meta: { silent: true },
    onMutate: async (comment) => {
      await client.cancelQueries({ queryKey: key });
      show(comment.id, !comment.liked_by_me);
    },
    onSuccess: (answer) => show(answer.comment_id, answer.liked, answer.likes),
    onError: (error, comment) => {
      console.warn('[reviews] the like could not be saved', error);
      show(comment.id, comment.liked_by_me);
    },
  });
}
