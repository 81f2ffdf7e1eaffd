import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutfitWrite } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { outfitReadSchema } from '../outfit-read';
import { adoptSavedOutfit } from './create-outfit';

/** PUT /api/outfits/{id}: the owner or an admin changes the outfit; answers it as read back. */
export function updateOutfit(id: number, body: OutfitWrite) {
  return apiClient.put(`/api/outfits/${id}`, outfitReadSchema, { json: body });
}

/** The builder shows failures itself (fields under the fields, the rest as a toast). */
export function useUpdateOutfit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OutfitWrite) => updateOutfit(id, body),
    meta: { silent: true },
    onSuccess: (outfit) => adoptSavedOutfit(client, outfit),
  });
}
