import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/profile/: deletes the account with its personal data; the caller signs out. */
export function deleteAccount() {
  return apiClient.delete('/api/profile/', okResponseSchema);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { silent: true } });
}
