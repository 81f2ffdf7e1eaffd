import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemImageListSchema, type ImageOrderBody } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * PUT /api/items/{id}/images/order: every stored picture in its new order, the main one first;
 * answers the item's pictures.
 */
export function reorderItemImages({ id, image_ids }: { id: number } & ImageOrderBody) {
  return apiClient.put(`/api/items/${id}/images/order`, itemImageListSchema, {
    json: { image_ids },
  });
}

export function useReorderItemImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderItemImages,
    // The form says 'Не удалось изменить порядок фото' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
