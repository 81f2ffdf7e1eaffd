import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema } from '@shop/contract';
import { isViewerKey, queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { startSession } from '@/lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/token, form-encoded OAuth2 password style: `username` is the email. */
export function login({ email, password }: LoginInput) {
  return apiClient.post('/api/auth/token', authResponseSchema, {
    form: { username: email.trim(), password },
    skipAuthRefresh: true,
  });
}

/** Signs in; on success the session holds the tokens and user and the guest gates move on. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows its own errors (fields, alert, toast).
    meta: { silent: true },
    onSuccess: (auth) => {
      queryClient.removeQueries({ predicate: (query) => isViewerKey(query.queryKey) });
      queryClient.setQueryData(queryKeys.me, auth.user);
      startSession(auth);
    },
  });
}
