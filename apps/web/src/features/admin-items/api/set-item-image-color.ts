import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemImageListSchema, type ImageColorBody } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * PATCH /api/items/{id}/images/{imageId}: the colour a stored picture shows (one of the item's
 * variant colours) or null for every colour; answers the item's pictures (decision 028).
 */
export function setItemImageColor({
  id,
  imageId,
  color,
}: { id: number; imageId: number } & ImageColorBody) {
  return apiClient.patch(`/api/items/${id}/images/${imageId}`, itemImageListSchema, {
    json: { color },
  });
}

export function useSetItemImageColor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setItemImageColor,
    // The form says 'Не удалось сохранить цвет фото' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
