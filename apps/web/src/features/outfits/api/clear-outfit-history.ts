import { okResponseSchema } from '@shop/contract';
import { useClearPagedList } from '@/api/paging';
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
  const user = useCurrentUser();
  return useClearPagedList(
    queryKeys.outfits.history(user?.id ?? 0),
    clearOutfitHistory,
    '[outfits] clearing the history failed on the server',
  );
}
