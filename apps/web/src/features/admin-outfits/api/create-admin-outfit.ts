import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outfitSchema, type OutfitWrite } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/outfits/: a new outfit (owned by the admin who creates it); answers the outfit. */
export function createAdminOutfit(body: OutfitWrite) {
  return apiClient.post('/api/outfits/', outfitSchema, { json: body });
}

export function useCreateAdminOutfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdminOutfit,
    // The form shows refusals itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminOutfits.all }),
  });
}
