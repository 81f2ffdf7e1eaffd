import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemDetailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/items/{id} with the status alone: a draft becomes active, in the shop at once. */
export function publishItem(id: number) {
  return apiClient.put(`/api/items/${id}`, itemDetailSchema, { json: { status: 'active' } });
}

export function usePublishItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishItem,
    // The list says 'Не удалось опубликовать товар' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
