import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { okResponseSchema, type Outfit } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/outfits/{id}: the owner or an admin deletes the outfit. */
export function deleteOutfit(id: number) {
  return apiClient.delete(`/api/outfits/${id}`, okResponseSchema);
}

type OutfitPages = InfiniteData<Outfit[], number>;

/**
 * Deletes the outfit and takes it out of every cached list at once (the list, favourites,
 * history). The caller leaves the outfit's page and reports the outcome.
 */
export function useDeleteOutfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOutfit,
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      for (const family of [
        queryKeys.outfits.lists,
        queryKeys.outfits.favoriteLists,
        queryKeys.outfits.historyLists,
      ]) {
        client.setQueriesData<OutfitPages>({ queryKey: family }, (data) =>
          data
            ? { ...data, pages: data.pages.map((page) => page.filter((o) => o.id !== id)) }
            : data,
        );
      }
    },
  });
}
