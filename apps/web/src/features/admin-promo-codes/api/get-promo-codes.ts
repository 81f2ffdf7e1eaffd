import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoCodeListSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/promo-codes (admins): every code, newest first, with its use count. */
export function getPromoCodes(signal?: AbortSignal) {
  return apiClient.get('/api/admin/promo-codes', promoCodeListSchema, { signal });
}

export function promoCodesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.promoCodes.all,
    queryFn: ({ signal }) => getPromoCodes(signal),
    select: (page) => page.promo_codes,
    // The page says 'Не удалось загрузить промокоды' itself.
    meta: { silent: true },
  });
}

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}
