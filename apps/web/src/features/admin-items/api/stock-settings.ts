import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stockSettingsSchema, type StockSettings } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/stock-settings: the low-stock threshold. */
export function getStockSettings(signal?: AbortSignal) {
  return apiClient.get('/api/admin/stock-settings', stockSettingsSchema, { signal });
}

export function stockSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.items.stockSettings,
    queryFn: ({ signal }) => getStockSettings(signal),
    meta: { silent: true },
  });
}

export function useStockSettings() {
  return useQuery(stockSettingsQueryOptions());
}

/** PUT /api/admin/stock-settings (admins). */
export function saveStockSettings(body: StockSettings) {
  return apiClient.put('/api/admin/stock-settings', stockSettingsSchema, { json: body });
}

export function useSaveStockSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStockSettings,
    meta: { silent: true },
    // The list's «мало» marks follow the threshold.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
