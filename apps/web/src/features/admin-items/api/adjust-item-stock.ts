import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variantListSchema, type StockAdjust } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/admin/items/{id}/stock: one variant's stock by a change or to a number, with a note
 * for the history. Answers the item's variants.
 */
export function adjustItemStock({ id, ...body }: StockAdjust & { id: number }) {
  return apiClient.post(`/api/admin/items/${id}/stock`, variantListSchema, { json: body });
}

export function useAdjustItemStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustItemStock,
    // The form puts the refusal under its field or in its alert.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
