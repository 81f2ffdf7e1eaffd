import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currencyRateListSchema, type CurrencyRatesUpdate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/catalog/rates: sets rates; null returns a currency to its RATE_* setting. */
export function updateCurrencyRates(changes: CurrencyRatesUpdate) {
  return apiClient.put('/api/catalog/rates', currencyRateListSchema, { json: changes });
}

export function useUpdateCurrencyRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCurrencyRates,
    onSuccess: (rates) => client.setQueryData(queryKeys.lamodaParser.rates, rates),
  });
}
