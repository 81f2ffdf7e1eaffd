import { useMutation } from '@tanstack/react-query';
import { wardrobeItemSchema, type WardrobeAddOwned } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useRefreshWardrobe } from './wardrobe-writes';

/**
 * POST /api/wardrobe/items as JSON: «Уже есть у меня» on a catalogue item (the chosen size's
 * variant when there is one). A second press answers the piece already there.
 */
export function addOwnedItem(body: WardrobeAddOwned) {
  return apiClient.post('/api/wardrobe/items', wardrobeItemSchema, { json: body });
}

export function useAddOwnedItem() {
  const refresh = useRefreshWardrobe();
  return useMutation({
    mutationFn: addOwnedItem,
    // The button says what went wrong itself.
    meta: { silent: true },
    onSuccess: () => void refresh(),
  });
}
