import { okResponseSchema } from '@shop/contract';
import { useClearPagedList } from '@/api/paging';
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
  const user = useCurrentUser();
  return useClearPagedList(
    queryKeys.history.items(user?.id ?? 0),
    clearItemHistory,
    '[history] clearing failed on the server',
  );
}
