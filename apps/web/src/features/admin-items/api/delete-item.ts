import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemDeleteResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * DELETE /api/items/{id}: the item with its pictures and variants, or, when past orders, outfits
 * or reviews name it, its archiving (`archived: true`).
 */
export function deleteItem(id: number) {
  return apiClient.delete(`/api/items/${id}`, itemDeleteResponseSchema);
}

export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    // The list says 'Не удалось удалить вещь' (or why) itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
