import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@shop/contract';
import { isViewerKey } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { endSession, getRefreshToken } from '@/lib/session';

/**
 * POST /api/auth/logout with JSON {refresh_token}: the server revokes the session. Errors are
 * ignored: the local tokens are cleared whatever happens.
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    await apiClient.post('/api/auth/logout', okResponseSchema, {
      json: refreshToken ? { refresh_token: refreshToken } : {},
      skipAuthRefresh: true,
    });
  } catch {
    // ignored on purpose
  } finally {
    endSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => isViewerKey(query.queryKey) });
    },
  });
}
