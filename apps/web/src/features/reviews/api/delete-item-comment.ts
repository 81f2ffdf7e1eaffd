import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient, type Schema } from '@/lib/api-client';

/** The answer carries nothing we need (204, or a small acknowledgement). */
const anyAnswer: Schema<void> = { parse: () => undefined };

/** DELETE /api/items/{id}/comments/{commentId}: the author or an admin. */
export function deleteItemComment(itemId: number, commentId: number) {
  return apiClient.delete(`/api/items/${itemId}/comments/${commentId}`, anyAnswer);
}

/** Deletes a review and drops it from the list; failures are only logged. */
export function useDeleteItemComment(itemId: number, options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient();
  const key = queryKeys.comments.item(itemId);
  return useMutation({
    mutationFn: (commentId: number) => deleteItemComment(itemId, commentId),
    meta: { silent: true },
    onSuccess: (_answer, commentId) => {
      client.setQueryData<Comment[]>(key, (list) => list?.filter((c) => c.id !== commentId));
      void client.invalidateQueries({ queryKey: key });
      options.onSuccess?.();
    },
    onError: (error) => console.warn('[reviews] the review could not be deleted', error),
  });
}
