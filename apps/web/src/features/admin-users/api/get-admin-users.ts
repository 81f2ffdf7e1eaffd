import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type AdminUserSort, type SortOrder } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient, apiDownload } from '@/lib/api-client';

export interface AdminUsersQuery {
  page: number;
  /** Part of an email, a name or a phone; empty for everyone. */
  q: string;
  sort: AdminUserSort;
  order: SortOrder;
}

/** GET /api/users/?page&q&sort&order: 20 users per page with the total, admins only. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return apiClient.get('/api/users/', adminUserListSchema, {
    query: {
      page: query.page,
      q: query.q || undefined,
      // The server's defaults stay out of the address it is asked at.
      sort: query.sort === 'created' ? undefined : query.sort,
      order: query.order === 'desc' ? undefined : query.order,
    },
    signal,
  });
}

/** GET /api/users/export: the accounts of the search with their orders, as a CSV file. */
export function exportAdminUsers(q: string) {
  return apiDownload('/api/users/export', { query: { q: q || undefined } });
}

export function adminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // The list shows 'Не удалось загрузить список пользователей' itself.
    meta: { silent: true },
  });
}

/** One page of users; while the next page or search loads, the current rows stay. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}
