import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outfitFavoriteResponseSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { setCachedOutfitFavorite } from '@/api/outfit-cache';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** PUT /api/outfits/{id}/favorite adds, DELETE removes; both answer the new state. */
export function setOutfitFavorite(outfitId: number, isFavorite: boolean) {
  const path = `/api/outfits/${outfitId}/favorite`;
  return isFavorite
    ? apiClient.put(path, outfitFavoriteResponseSchema)
    : apiClient.delete(path, outfitFavoriteResponseSchema);
}

export interface SetOutfitFavoriteVariables {
  outfitId: number;
  /** The state the user asked for (shown at once). */
  next: boolean;
}

/**
 * The outfit's heart flips at once in every cached copy (cards, the outfit's page), adopts the
 * server's answer, and on failure flips back with the 'Ошибка' toast 'Не удалось обновить
 * избранное'. Flipping back sets the opposite value rather than restoring a snapshot, so two
 * hearts toggled at once never undo each other.
 */
export function useSetOutfitFavorite() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ outfitId, next }: SetOutfitFavoriteVariables) =>
      setOutfitFavorite(outfitId, next),
    meta: { silent: true },
    onMutate: ({ outfitId, next }) => setCachedOutfitFavorite(client, outfitId, next),
    onSuccess: (answer) => setCachedOutfitFavorite(client, answer.outfit_id, answer.is_favorite),
    onError: (error, { outfitId, next }) => {
      console.warn('[outfits] favourite toggle failed, reverted', error);
      setCachedOutfitFavorite(client, outfitId, !next);
      notifyError(t('outfits.favorite.failed'), { id: 'outfit-favorite-failed' });
    },
    onSettled: () => {
      // The favourites tab shows the new list the next time it is opened.
      void client.invalidateQueries({
        queryKey: queryKeys.outfits.favoriteLists,
        refetchType: 'none',
      });
    },
  });
}
