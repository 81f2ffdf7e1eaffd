import { queryOptions, useQuery } from '@tanstack/react-query';
import { outfitCartOptionsResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/outfits/{id}/cart-options: each item of the outfit with its variants in stock, why it
 * cannot be bought when none is, and the variant in the size the signed-in user usually takes.
 */
export function getOutfitCartOptions(outfitId: number, signal?: AbortSignal) {
  return apiClient.get(`/api/outfits/${outfitId}/cart-options`, outfitCartOptionsResponseSchema, {
    signal,
  });
}

export function outfitCartOptionsQueryOptions(outfitId: number) {
  return queryOptions({
    queryKey: queryKeys.outfits.cartOptions(outfitId),
    queryFn: ({ signal }) => getOutfitCartOptions(outfitId, signal),
    // Stock changes: every opening of the dialog asks again, nothing is kept.
    gcTime: 0,
    // The dialog shows its own message and a retry.
    meta: { silent: true },
  });
}

/** Asked only while the dialog is open. */
export function useOutfitCartOptions(outfitId: number, enabled: boolean) {
  return useQuery({ ...outfitCartOptionsQueryOptions(outfitId), enabled });
}
