import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencyRateListSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/catalog/rates: each source currency's rate into the store currency, and its origin. */
export function getCurrencyRates(signal?: AbortSignal) {
  return apiClient.get('/api/catalog/rates', currencyRateListSchema, { signal });
}

export function currencyRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lamodaParser.rates,
    queryFn: ({ signal }) => getCurrencyRates(signal),
    // The «Курсы валют» card says 'Не удалось загрузить курсы валют' itself.
    meta: { silent: true },
  });
}

export function useCurrencyRates() {
  return useQuery(currencyRatesQueryOptions());
}
