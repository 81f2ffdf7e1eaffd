import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemCreatedSchema, type ItemWrite, type VariantWrite } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface NewItem {
  fields: ItemWrite;
  /** Uploaded pictures, in order: the first becomes the main one. */
  images: File[];
  /** Pictures by link, fetched once by the server and stored. */
  imageUrls: string[];
  variants: VariantWrite[];
}

/**
 * POST /api/items/ as multipart: the non-empty fields, repeated `images` files, repeated
 * `image_urls` links and the variants as one JSON field; answers the new item and
 * the links that could not be stored.
 */
export function createItem({ fields, images, imageUrls, variants }: NewItem) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && String(value).trim() !== '')
      body.append(key, String(value));
  }
  for (const file of images) body.append('images', file, file.name);
  for (const url of imageUrls) body.append('image_urls', url);
  if (variants.length) body.append('variants', JSON.stringify(variants));
  return apiClient.post('/api/items/', itemCreatedSchema, { formData: body });
}

export function useCreateItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    // The form puts refusals under its fields and shows its own toast.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
