import { useMutation } from '@tanstack/react-query';
import { profileSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useAdoptProfile } from './update-profile';

/** DELETE /api/profile/avatar: clears the avatar; answers the profile. */
export function deleteAvatar() {
  return apiClient.delete('/api/profile/avatar', profileSchema);
}

export function useDeleteAvatar() {
  const adopt = useAdoptProfile();
  return useMutation({ mutationFn: deleteAvatar, meta: { silent: true }, onSuccess: adopt });
}
