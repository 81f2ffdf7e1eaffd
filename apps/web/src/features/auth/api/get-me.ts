import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/me: the signed-in user (checked on start when a token is stored). */
export function getMe(signal?: AbortSignal) {
  return apiClient.get('/api/me', userSchema, { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: Infinity,
    // A failure signs the user out; the sign-in gates explain what happened.
    meta: { silent: true },
  });
}

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled ?? true });
}
