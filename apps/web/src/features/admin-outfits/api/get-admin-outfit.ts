import { queryOptions, useQuery } from '@tanstack/react-query';
import { outfitSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/outfits/{id}: the outfit with its items per slot. */
export function getAdminOutfit(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/outfits/${id}`, outfitSchema, { signal });
}

export function adminOutfitQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.adminOutfits.detail(id),
    queryFn: ({ signal }) => getAdminOutfit(id, signal),
    // The form shows 'Не удалось загрузить данные об образе' itself.
    meta: { silent: true },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useAdminOutfit(id: number, enabled = true) {
  return useQuery({ ...adminOutfitQueryOptions(id), enabled });
}
