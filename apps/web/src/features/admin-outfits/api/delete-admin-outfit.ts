import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/outfits/{id}: the outfit with its reviews and likes. */
export function deleteAdminOutfit(id: number) {
  return apiClient.delete(`/api/outfits/${id}`, okResponseSchema);
}

export function useDeleteAdminOutfit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminOutfit,
    // The list says 'Не удалось удалить образ' (or why) itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminOutfits.all }),
  });
}
