import { useMutation } from '@tanstack/react-query';
import { profileSchema, type EmailChangeBody } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useAdoptProfile } from './update-profile';

/** POST /api/profile/email: the new address takes effect when the link sent to it is followed. */
export function useChangeEmail() {
  const adopt = useAdoptProfile();
  return useMutation({
    mutationFn: (body: EmailChangeBody) =>
      apiClient.post('/api/profile/email', profileSchema, { json: body }),
    meta: { silent: true },
    onSuccess: adopt,
  });
}

/** DELETE /api/profile/email: drops the change asked for; its link stops working. */
export function useCancelEmailChange() {
  const adopt = useAdoptProfile();
  return useMutation({
    mutationFn: () => apiClient.delete('/api/profile/email', profileSchema),
    onSuccess: adopt,
  });
}
