import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderNoteSchema, type OrderNoteCreate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/orders/{id}/notes (admins): a note only the shop's people see. */
export function addOrderNote({ id, body }: { id: number; body: OrderNoteCreate }) {
  return apiClient.post(`/api/orders/${id}/notes`, orderNoteSchema, { json: body });
}

export function useAddOrderNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    // The form says why it failed itself.
    meta: { silent: true },
    onSuccess: (_note, { id }) =>
      client.invalidateQueries({ queryKey: queryKeys.orders.notes(id) }),
  });
}
