import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Outfit, OutfitWrite } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { outfitReadSchema } from '../outfit-read';

/** POST /api/outfits/: creates an outfit (201), answers it as read back. */
export function createOutfit(body: OutfitWrite) {
  return apiClient.post('/api/outfits/', outfitReadSchema, { json: body });
}

/** The saved outfit's page shows the answer at once; lists that may hold it load again. */
export function adoptSavedOutfit(client: QueryClient, outfit: Outfit) {
  client.setQueryData(queryKeys.outfits.detail(outfit.id), outfit);
  for (const family of [
    queryKeys.outfits.lists,
    queryKeys.outfits.favoriteLists,
    queryKeys.outfits.historyLists,
  ]) {
    void client.invalidateQueries({ queryKey: family });
  }
}

/** The builder shows failures itself (fields under the fields, the rest as a toast). */
export function useCreateOutfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOutfit,
    meta: { silent: true },
    onSuccess: (outfit) => adoptSavedOutfit(client, outfit),
  });
}
