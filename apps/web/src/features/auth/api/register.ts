import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema, type RegisterBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** POST /api/auth/register with JSON {email, password}: answers like a login (000 §7). */
export function register(body: RegisterBody) {
  return apiClient.post('/api/auth/register', authResponseSchema, {
    json: { email: body.email.trim(), password: body.password },
    skipAuthRefresh: true,
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { silent: true },
    onSuccess: (auth) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      queryClient.setQueryData(['me'], auth.user);
      startSession(auth);
    },
  });
}
