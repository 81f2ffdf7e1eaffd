import { useMutation } from '@tanstack/react-query';
import { photoUploadResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/profile/upload-photo, multipart field `file`: the shopper's photo for virtual try-on
 * (the outfit builder uses it). Answers {photo_url}.
 */
export function uploadPhoto(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.post('/api/profile/upload-photo', photoUploadResponseSchema, { formData });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto, meta: { silent: true } });
}
