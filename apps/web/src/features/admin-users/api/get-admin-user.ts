import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/users/{id}: one user with `can_delete` (false for oneself and the last admin). */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/users/${id}`, adminUserSchema, { signal });
}

export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    // The form shows 'Не удалось загрузить данные пользователя' itself.
    meta: { silent: true },
    // The form is filled once from a fresh answer; a background refetch must not reset it.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useAdminUser(id: number, enabled = true) {
  return useQuery({ ...adminUserQueryOptions(id), enabled });
}
