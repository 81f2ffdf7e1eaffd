import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSummarySchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/users/{id}/customer: the account as a buyer, admins only. */
export function getCustomer(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/users/${id}/customer`, customerSummarySchema, { signal });
}

export function customerQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.customer(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    meta: { silent: true },
  });
}

export function useCustomer(id: number, enabled = true) {
  return useQuery({ ...customerQueryOptions(id), enabled });
}
