import { useMutation } from '@tanstack/react-query';
import { wardrobeItemSchema, type WardrobeItemUpdate } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useRefreshWardrobe } from './wardrobe-writes';

/** PATCH /api/wardrobe/items/{id}: what the shopper confirms or changes; answers the piece. */
export function updateWardrobeItem({ id, body }: { id: number; body: WardrobeItemUpdate }) {
  return apiClient.patch(`/api/wardrobe/items/${id}`, wardrobeItemSchema, { json: body });
}

export function useUpdateWardrobeItem() {
  const refresh = useRefreshWardrobe();
  return useMutation({
    mutationFn: updateWardrobeItem,
    // The form shows field errors and its own toast.
    meta: { silent: true },
    onSuccess: () => void refresh(),
  });
}
