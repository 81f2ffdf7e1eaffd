import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { apiClient, isNotFoundError, isRowId } from '@/lib/api-client';
import { outfitReadSchema } from '../outfit-read';

/** GET /api/outfits/{id}: one outfit (a signed-in viewer's visit goes to their history). */
export function getOutfit(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/outfits/${id}`, outfitReadSchema, { signal });
}

export function outfitQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.outfits.detail(id),
    queryFn: ({ signal }) => getOutfit(id, signal),
    // The pages show 'Образ не найден', a retry or their own message themselves.
    meta: { silent: true },
  });
}

export function useOutfit(id: number) {
  return useQuery({ ...outfitQueryOptions(id), enabled: isOutfitId(id) });
}

/** Ids are positive integers; anything else cannot name an outfit. */
export const isOutfitId = isRowId;

/** A missing outfit, or a private one of someone else, is 'Образ не найден'. */
export const isOutfitNotFound = isNotFoundError;
