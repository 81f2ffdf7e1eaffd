import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema, type RegisterBody } from '@shop/contract';
import { isViewerKey, queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { notifySuccess } from '@/lib/notify';
import { startSession } from '@/lib/session';

/** POST /api/auth/register with JSON {email, password}: answers like a login. */
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
    // Here, not in the form: the form is gone as soon as the session starts.
    onSuccess: (auth) => {
      notifySuccess(i18n.t('auth.registered.text', { email: auth.user.email }), {
        id: 'registered',
        title: i18n.t('auth.registered.title'),
      });
      queryClient.removeQueries({ predicate: (query) => isViewerKey(query.queryKey) });
      queryClient.setQueryData(queryKeys.me, auth.user);
      startSession(auth);
    },
  });
}
