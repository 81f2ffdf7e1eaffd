import { useMutation } from '@tanstack/react-query';
import { variantListSchema, type VariantWrite } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * PUT /api/items/{id}/variants: the whole list in one transaction. Variants with an id are
 * updated in place (carts holding them keep their lines), the others added, the rest removed.
 */
export function saveItemVariants({ id, variants }: { id: number; variants: VariantWrite[] }) {
  return apiClient.put(`/api/items/${id}/variants`, variantListSchema, { json: variants });
}

export function useSaveItemVariants() {
  return useMutation({ mutationFn: saveItemVariants, meta: { silent: true } });
}
