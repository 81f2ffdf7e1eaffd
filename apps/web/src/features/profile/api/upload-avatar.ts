import { useMutation } from '@tanstack/react-query';
import { profileSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import { useAdoptProfile } from './update-profile';

/** POST /api/profile/avatar, multipart field `file`: replaces the avatar; answers the profile. */
export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.post('/api/profile/avatar', profileSchema, { formData });
}

export function useUploadAvatar() {
  const adopt = useAdoptProfile();
  return useMutation({ mutationFn: uploadAvatar, meta: { silent: true }, onSuccess: adopt });
}
