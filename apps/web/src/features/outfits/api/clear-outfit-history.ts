import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { okResponseSchema, type OutfitHistoryEntry } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** DELETE /api/outfits/history: forgets every viewed outfit. */
export function clearOutfitHistory() {
  return apiClient.delete('/api/outfits/history', okResponseSchema);
}

/**
 * The viewed outfits empty at once and paging starts again from page 1. A failure is only
 * logged; the list stays empty on screen.
 */
export function useClearOutfitHistory() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const key = queryKeys.outfits.history(user?.id ?? 0);
  return useMutation({
    mutationFn: clearOutfitHistory,
    meta: { silent: true },
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<InfiniteData<OutfitHistoryEntry[], number>>(key, {
        pages: [[]],
        pageParams: [1],
      });
    },
    onError: (error) => console.warn('[outfits] clearing the history failed on the server', error),
  });
}
