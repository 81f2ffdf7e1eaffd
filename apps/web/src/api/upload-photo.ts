import { useMutation } from '@tanstack/react-query';
import { photoUploadResponseSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/profile/upload-photo, multipart field `file`: the shopper's photo for virtual try-on.
 * Answers {photo_url}, a short-lived signed address of the private picture. Shared: the settings
 * page and the outfit builder both upload it.
 */
export function uploadPhoto(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiClient.post('/api/profile/upload-photo', photoUploadResponseSchema, { formData });
}

/** Failures are shown by the caller ('Ошибка загрузки' / 'Не удалось загрузить фото'). */
export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto, meta: { silent: true } });
}
