import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outfitSchema, type OutfitWrite } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/outfits/{id}: an admin may change anyone's outfit; answers the outfit. */
export function updateAdminOutfit({ id, body }: { id: number; body: OutfitWrite }) {
  return apiClient.put(`/api/outfits/${id}`, outfitSchema, { json: body });
}

export function useUpdateAdminOutfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminOutfit,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminOutfits.all }),
  });
}
