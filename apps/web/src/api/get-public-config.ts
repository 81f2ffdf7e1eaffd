import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { DEFAULT_STORE_CURRENCY } from '@/lib/format';
import { queryKeys } from './query-keys';

/**
 * GET /api/config: public, non-secret settings (is Google sign-in on, the store currency). Shared
 * code because several features need it (the sign-in page, prices everywhere).
 */
export function getPublicConfig(signal?: AbortSignal) {
  return apiClient.get('/api/config', publicConfigSchema, { signal, skipAuthRefresh: true });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** The store's one currency, for `formatPrice`. */
export function useStoreCurrency(): string {
  const { data } = usePublicConfig();
  return data?.currency ?? DEFAULT_STORE_CURRENCY;
}
