import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/items/{id}/images/{imageId}: removes one stored picture. */
export function deleteItemImage({ id, imageId }: { id: number; imageId: number }) {
  return apiClient.delete(`/api/items/${id}/images/${imageId}`, okResponseSchema);
}

export function useDeleteItemImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteItemImage,
    // The form says 'Не удалось удалить изображение' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
