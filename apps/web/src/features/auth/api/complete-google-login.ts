import { queryOptions, useQuery } from '@tanstack/react-query';
import { authResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface GoogleCallbackParams {
  code: string;
  state: string | null;
}

/** GET /api/auth/google/callback?code=..&state=.. → AuthResponse. */
export function completeGoogleLogin({ code, state }: GoogleCallbackParams, signal?: AbortSignal) {
  return apiClient.get('/api/auth/google/callback', authResponseSchema, {
    query: { code, state },
    signal,
    skipAuthRefresh: true,
  });
}

/**
 * A query rather than a mutation: a Google code can be exchanged only once, and the query cache
 * makes a second mount (StrictMode) share the first request instead of spending the code twice.
 */
export function completeGoogleLoginQueryOptions(params: GoogleCallbackParams) {
  return queryOptions({
    queryKey: queryKeys.googleCallback(params.code, params.state),
    queryFn: () => completeGoogleLogin(params),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
}

export function useCompleteGoogleLogin(params: GoogleCallbackParams | null) {
  return useQuery({
    ...completeGoogleLoginQueryOptions(params ?? { code: '', state: null }),
    enabled: params !== null,
  });
}
