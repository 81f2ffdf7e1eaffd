import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUserCreate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/users/: a new account with its roles; answers the user. */
export function createAdminUser(body: AdminUserCreate) {
  return apiClient.post('/api/users/', adminUserSchema, { json: body });
}

export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    // The form puts refusals under its fields and shows its own toast.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
