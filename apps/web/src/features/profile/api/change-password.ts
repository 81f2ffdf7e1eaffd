import { useMutation } from '@tanstack/react-query';
import { okResponseSchema, type PasswordChange } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useAdoptProfile } from './update-profile';
import { getProfile } from './get-profile';

/**
 * POST /api/profile/password: the current password proves it is the owner (an account made with
 * Google only sets its first one). Every other session is signed out; this one stays.
 */
export function changePassword(body: PasswordChange) {
  return apiClient.post('/api/profile/password', okResponseSchema, { json: body });
}

export function useChangePassword() {
  const adopt = useAdoptProfile();
  return useMutation({
    mutationFn: changePassword,
    // The form shows field errors and its own toast.
    meta: { silent: true },
    // A first password turns `has_password` on: the card then asks for the current one.
    onSuccess: async () => adopt(await getProfile()),
  });
}
