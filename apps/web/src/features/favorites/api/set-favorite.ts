import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { favoriteToggleResponseSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { setCachedItemFavorite } from '@/api/item-cache';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';

/**
 * PUT /api/items/{id}/favorite adds, DELETE removes; both answer the new state. Setting the state
 * the user asked for (rather than POST, which flips it) keeps two quick taps or a retry from
 * landing on the opposite state.
 */
export function setFavorite(itemId: number, isFavorite: boolean) {
  const path = `/api/items/${itemId}/favorite`;
  return isFavorite
    ? apiClient.put(path, favoriteToggleResponseSchema)
    : apiClient.delete(path, favoriteToggleResponseSchema);
}

export interface SetFavoriteVariables {
  itemId: number;
  /** The state the user asked for (shown at once). */
  next: boolean;
}

/** The favourite ids (hearts, badge) and every cached copy of the item take the new state. */
function showFavorite(
  client: QueryClient,
  userId: number,
  itemId: number,
  isFavorite: boolean,
): void {
  client.setQueryData<number[]>(queryKeys.favorites.ids(userId), (ids) => {
    if (!ids) return ids;
    const has = ids.includes(itemId);
    if (isFavorite) return has ? ids : [...ids, itemId];
    return has ? ids.filter((id) => id !== itemId) : ids;
  });
  setCachedItemFavorite(client, itemId, isFavorite);
}

/**
 * Flips at once, adopts the server's answer, and on failure flips back with an 'Ошибка' toast
 * 'Не удалось обновить избранное'. Flipping back sets the opposite value rather than restoring a
 * snapshot, so two hearts toggled at once never undo each other.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const { t } = useTranslation();
  const userId = user?.id ?? 0;
  return useMutation({
    mutationFn: ({ itemId, next }: SetFavoriteVariables) => setFavorite(itemId, next),
    meta: { silent: true },
    onMutate: async ({ itemId, next }) => {
      await client.cancelQueries({ queryKey: queryKeys.favorites.ids(userId) });
      showFavorite(client, userId, itemId, next);
    },
    onSuccess: (answer) => {
      showFavorite(client, userId, answer.item_id, answer.is_favorite);
    },
    onError: (error, { itemId, next }) => {
      console.warn('[favorites] toggle failed, reverted', error);
      showFavorite(client, userId, itemId, !next);
      notifyError(t('favorites.toggleFailed'), { id: 'favorite-toggle-failed' });
    },
    onSettled: () => {
      // The favourites page shows the new list the next time it is opened.
      void client.invalidateQueries({ queryKey: queryKeys.favorites.lists, refetchType: 'none' });
    },
  });
}
