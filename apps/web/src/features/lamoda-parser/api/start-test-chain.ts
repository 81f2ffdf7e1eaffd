import { useMutation } from '@tanstack/react-query';
import { taskCreatedSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/catalog/test-chain: the system test — the worker chain on a built-in sample page. */
export function startTestChain() {
  return apiClient.post('/api/catalog/test-chain', taskCreatedSchema);
}

export function useStartTestChain() {
  return useMutation({ mutationFn: startTestChain, meta: { silent: true } });
}
