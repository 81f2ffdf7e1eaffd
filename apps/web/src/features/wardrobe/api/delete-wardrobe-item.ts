import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { anyAnswer, useRefreshWardrobe } from './wardrobe-writes';

/** DELETE /api/wardrobe/items/{id}: the piece, its picture and its wears go. */
export function deleteWardrobeItem(id: number) {
  return apiClient.delete(`/api/wardrobe/items/${id}`, anyAnswer);
}

/** «Удалить» in the piece's panel, and «Не добавлять» after a photo was recognised. */
export function useDeleteWardrobeItem() {
  const refresh = useRefreshWardrobe();
  return useMutation({
    mutationFn: deleteWardrobeItem,
    meta: { silent: true },
    onSuccess: () => void refresh(),
  });
}
