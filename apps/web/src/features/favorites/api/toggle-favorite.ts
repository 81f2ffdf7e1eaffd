import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteToggleResponseSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { setFavoriteInCaches } from '../favorite-cache';
import { favoriteIdsQueryKey } from './get-favorite-ids';

/** POST /api/items/{id}/favorite: toggles, answers the new state (decision 008). */
export function toggleFavorite(itemId: number) {
  return apiClient.post(`/api/items/${itemId}/favorite`, favoriteToggleResponseSchema);
}

export interface ToggleFavoriteVariables {
  itemId: number;
  /** The state the user asked for (shown at once). */
  next: boolean;
}

/**
 * Flips at once (the ids and every cached item), adopts the server's answer, and on failure flips
 * back with an 'Ошибка' toast 'Не удалось обновить избранное' (000 §4, §8).
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const { t } = useTranslation();
  const userId = user?.id ?? 0;
  return useMutation({
    mutationFn: ({ itemId }: ToggleFavoriteVariables) => toggleFavorite(itemId),
    meta: { silent: true },
    onMutate: async ({ itemId, next }) => {
      await client.cancelQueries({ queryKey: favoriteIdsQueryKey(userId) });
      setFavoriteInCaches(client, userId, itemId, next);
    },
    onSuccess: (answer) => {
      setFavoriteInCaches(client, userId, answer.item_id, answer.is_favorite);
    },
    onError: (error, { itemId, next }) => {
      console.warn('[favorites] toggle failed, reverted', error);
      setFavoriteInCaches(client, userId, itemId, !next);
      notifyError(t('favorites.toggleFailed'), { id: 'favorite-toggle-failed' });
    },
    onSettled: () => {
      // The favourites page shows the new list the next time it is opened.
      void client.invalidateQueries({ queryKey: ['favorites', 'list'], refetchType: 'none' });
    },
  });
}
