import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authResponseSchema,
  emailConfirmResponseSchema,
  okResponseSchema,
  type PasswordResetBody,
  type PasswordResetCheckBody,
} from '@shop/contract';
import { isViewerKey, queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { getAccessToken, setSessionUser, startSession } from '@/lib/session';
import { getMe } from './get-me';

/** POST /api/auth/email/confirm: follows the link from an email that proves an address. */
export function confirmEmail(token: string) {
  return apiClient.post('/api/auth/email/confirm', emailConfirmResponseSchema, {
    json: { token },
    skipAuthRefresh: true,
  });
}

/** Confirms the address; a signed-in user's cached profile learns it at once. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { silent: true },
    onSuccess: async () => {
      if (!getAccessToken()) return;
      const me = await getMe();
      setSessionUser(me);
      client.setQueryData(queryKeys.me, me);
      client.setQueryData(queryKeys.profile(me.id), me);
    },
  });
}

/** POST /api/auth/password/forgot: answers the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.post('/api/auth/password/forgot', okResponseSchema, {
        json: { email: email.trim() },
        skipAuthRefresh: true,
      }),
    meta: { silent: true },
  });
}

/** POST /api/auth/password/reset: the new password signs the user in on this device. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetBody) =>
      apiClient.post('/api/auth/password/reset', authResponseSchema, {
        json: body,
        skipAuthRefresh: true,
      }),
    meta: { silent: true },
    onSuccess: (auth) => {
      client.removeQueries({ predicate: (query) => isViewerKey(query.queryKey) });
      client.setQueryData(queryKeys.me, auth.user);
      startSession(auth);
    },
  });
}

/** POST /api/auth/password/reset/check: whether a reset link still works; it stays unused. */
export function checkResetLink(body: PasswordResetCheckBody) {
  return apiClient.post('/api/auth/password/reset/check', okResponseSchema, {
    json: body,
    skipAuthRefresh: true,
  });
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetLink(token),
    queryFn: () => checkResetLink({ token }),
    retry: false,
    staleTime: Infinity,
    // The page says itself that a link is dead: no toast besides.
    meta: { silent: true },
  });

/** Checks a reset link as its page opens, so a dead one is said at once, not after typing. */
export const useResetLink = (token: string) => useQuery(resetLinkQueryOptions(token));
