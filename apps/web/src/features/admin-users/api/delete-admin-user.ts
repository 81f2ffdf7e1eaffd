import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/users/{id}: the account and its personal data. */
export function deleteAdminUser(id: number) {
  return apiClient.delete(`/api/users/${id}`, okResponseSchema);
}

export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    // The list says 'Не удалось удалить пользователя' (or why) itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
