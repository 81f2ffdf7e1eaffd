import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/items/{id}/duplicate: a draft copy of the item («… (копия)») with its pictures and
 * its variants (no stock, SKUs of their own); answers the copy.
 */
export function duplicateItem(id: number) {
  return apiClient.post(`/api/items/${id}/duplicate`, itemDetailSchema);
}

export function useDuplicateItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateItem,
    // The button says 'Не удалось скопировать товар' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
