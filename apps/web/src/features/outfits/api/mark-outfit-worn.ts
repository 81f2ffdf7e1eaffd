import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outfitWornResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/outfits/{id}/worn: «Надето сегодня» by the outfit's owner. Its own pieces, and the
 * owner's pieces of its catalogue items, are logged as worn today (once a day, however often it
 * is pressed); answers the pieces marked.
 */
export function markOutfitWorn(outfitId: number) {
  return apiClient.post(`/api/outfits/${outfitId}/worn`, outfitWornResponseSchema, { json: {} });
}

/** The button says the outcome itself; the wardrobe's lists, calendar and stats follow. */
export function useMarkOutfitWorn(outfitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markOutfitWorn(outfitId),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.wardrobe.all }),
  });
}
