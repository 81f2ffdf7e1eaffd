import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outfitListResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface AdminOutfitsQuery {
  page: number;
  /** Name or style; empty for all. */
  q: string;
}

/** GET /api/outfits/?page&q&all=true: 20 outfits a page, everyone's, private ones too. */
export function getAdminOutfits(query: AdminOutfitsQuery, signal?: AbortSignal) {
  return apiClient.get('/api/outfits/', outfitListResponseSchema, {
    query: { page: query.page, q: query.q || undefined, all: 'true' },
    signal,
  });
}

export function adminOutfitsQueryOptions(query: AdminOutfitsQuery) {
  return queryOptions({
    queryKey: queryKeys.adminOutfits.list(query),
    queryFn: ({ signal }) => getAdminOutfits(query, signal),
    // The list shows 'Не удалось загрузить список образов' itself.
    meta: { silent: true },
  });
}

export function useAdminOutfits(query: AdminOutfitsQuery) {
  return useQuery({ ...adminOutfitsQueryOptions(query), placeholderData: keepPreviousData });
}
