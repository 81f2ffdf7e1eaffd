import { useMutation } from '@tanstack/react-query';
import { itemDetailSchema, type ItemUpdate } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/items/{id}: only the fields sent change; answers the item. */
export function updateItem({ id, body }: { id: number; body: ItemUpdate }) {
  return apiClient.put(`/api/items/${id}`, itemDetailSchema, { json: body });
}

/** The form saves fields, variants and pictures in turn and refreshes the item lists once. */
export function useUpdateItem() {
  return useMutation({ mutationFn: updateItem, meta: { silent: true } });
}
