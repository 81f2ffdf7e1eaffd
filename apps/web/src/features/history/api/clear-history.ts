import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { okResponseSchema, type HistoryItem } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { itemHistoryQueryKey } from './get-item-history';

/** DELETE /api/items/history: forgets every viewed item. */
export function clearItemHistory() {
  return apiClient.delete('/api/items/history', okResponseSchema);
}

/**
 * 'Очистить историю' (000 §4): both lists empty at once and paging starts again from page 1. (The
 * outfit list joins with the outfits section: GET/DELETE /api/outfits/history.) A failure is only
 * logged (000 §8); the lists stay empty on screen.
 */
export function useClearHistory() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const key = itemHistoryQueryKey(user?.id ?? 0);
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
