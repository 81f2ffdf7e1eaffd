import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxEmailSchema } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/emails/outbox/{id}/retry (admins, with SMTP): an email that failed, or was kept before
 * SMTP was set up, goes back in the queue and is sent at once.
 */
export function retryEmail(id: number) {
  return apiClient.post(`/api/emails/outbox/${id}/retry`, outboxEmailSchema);
}

export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    // The card says 'Не удалось отправить письмо' (or why) itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.emails.all }),
  });
}
