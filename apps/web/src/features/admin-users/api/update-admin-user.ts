import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUserUpdate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/**
 * PATCH /api/users/{id}: only what is sent changes, a missing password stays. Deactivation or a
 * change of roles or password signs the user out at once (the server revokes their sessions).
 */
export function updateAdminUser({ id, body }: { id: number; body: AdminUserUpdate }) {
  return apiClient.patch(`/api/users/${id}`, adminUserSchema, { json: body });
}

export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    meta: { silent: true },
    onSuccess: (user) => {
      // An admin who gave up their own admin role may no longer read the users: the lists are
      // dropped rather than asked again (a refusal on the page being left).
      if (user.id === getSession().user?.id && !user.is_admin) {
        client.removeQueries({ queryKey: queryKeys.users.all });
        return;
      }
      client.setQueryData(queryKeys.users.detail(user.id), user);
      return client.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
