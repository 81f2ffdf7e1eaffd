import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/me: the signed-in user (checked on start when a token is stored). The schema is loaded
 * with the call: the auth provider sits in the main chunk, and a guest's landing needs no zod.
 */
export async function getMe(signal?: AbortSignal) {
  const { userSchema } = await import('@/lib/lazy-schemas');
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
