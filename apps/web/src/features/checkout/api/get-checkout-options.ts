import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutOptionsSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/checkout/options: the pickup points, the courier price and its free threshold, the
 * payment methods (online only when the shop has a provider) and the payment time limit.
 */
export function getCheckoutOptions(signal?: AbortSignal) {
  return apiClient.get('/api/checkout/options', checkoutOptionsSchema, { signal });
}

export function checkoutOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.checkout.options,
    queryFn: ({ signal }) => getCheckoutOptions(signal),
    // The page says 'Не удалось загрузить способы доставки и оплаты' itself.
    meta: { silent: true },
  });
}

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions());
}
