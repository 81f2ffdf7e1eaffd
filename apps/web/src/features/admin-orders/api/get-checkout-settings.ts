import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutSettingsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/checkout/settings (admins): the pickup points and the courier price rules. */
export function getCheckoutSettings(signal?: AbortSignal) {
  return apiClient.get('/api/checkout/settings', checkoutSettingsSchema, { signal });
}

export function checkoutSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.checkout.settings,
    queryFn: ({ signal }) => getCheckoutSettings(signal),
    // The form says 'Не удалось загрузить настройки доставки' itself.
    meta: { silent: true },
    // The form is filled once from a fresh answer; a background refetch must not reset it.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useCheckoutSettings() {
  return useQuery(checkoutSettingsQueryOptions());
}
