import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { okResponseSchema, type HistoryItem } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** DELETE /api/items/history: forgets every viewed item. */
export function clearItemHistory() {
  return apiClient.delete('/api/items/history', okResponseSchema);
}

/**
 * 'Очистить историю': the list empties at once and paging starts again from page 1. (The outfit
 * list joins with the outfits section: GET/DELETE /api/outfits/history.) A failure is only
 * logged; the list stays empty on screen.
 */
export function useClearHistory() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const key = queryKeys.history.items(user?.id ?? 0);
  return useMutation({
    mutationFn: clearItemHistory,
    meta: { silent: true },
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<InfiniteData<HistoryItem[], number>>(key, {
        pages: [[]],
        pageParams: [1],
      });
    },
    onError: (error) => console.warn('[history] clearing failed on the server', error),
  });
}
