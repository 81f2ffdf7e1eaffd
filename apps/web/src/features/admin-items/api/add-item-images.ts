import { useMutation } from '@tanstack/react-query';
import { itemImageSchema, type ItemImage } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** The answer: every picture of the item, each checked with the contract's schema. */
const itemImagesSchema = {
  parse(value: unknown): ItemImage[] {
    if (!Array.isArray(value)) throw new TypeError('Expected a list of pictures');
    return value.map((entry) => itemImageSchema.parse(entry));
  },
};

/** POST /api/items/{id}/images as multipart (`images` files, `image_urls` links): all pictures. */
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
  return apiClient.post(`/api/items/${id}/images`, itemImagesSchema, { formData: body });
}

export function useAddItemImages() {
  return useMutation({ mutationFn: addItemImages, meta: { silent: true } });
}
