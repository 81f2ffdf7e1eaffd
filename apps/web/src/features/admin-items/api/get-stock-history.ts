import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockHistorySchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/items/{id}/stock: the item's stock changes, newest first. */
export function getStockHistory(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/admin/items/${id}/stock`, stockHistorySchema, { signal });
}

export function stockHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.items.stockHistory(id),
    queryFn: ({ signal }) => getStockHistory(id, signal),
    // The history card shows its own failure.
    meta: { silent: true },
  });
}

export function useStockHistory(id: number) {
  return useQuery(stockHistoryQueryOptions(id));
}
