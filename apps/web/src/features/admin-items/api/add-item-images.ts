import { useMutation } from '@tanstack/react-query';
import { itemImagesAddedSchema } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/items/{id}/images as multipart (`images` files, `image_urls` links): all pictures,
 * and each link that could not be stored (`image_urls.N`, with its reason).
 */
export function addItemImages({
  id,
  images,
  imageUrls,
}: {
  id: number;
  images: File[];
  imageUrls: string[];
}) {
  const body = new FormData();
  for (const file of images) body.append('images', file, file.name);
  for (const url of imageUrls) body.append('image_urls', url);
  return apiClient.post(`/api/items/${id}/images`, itemImagesAddedSchema, { formData: body });
}

export function useAddItemImages() {
  return useMutation({ mutationFn: addItemImages, meta: { silent: true } });
}
