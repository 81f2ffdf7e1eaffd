import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promoCodeSchema, type PromoCodeCreate, type PromoCodePatch } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/promo-codes (admins): a new code. */
export function createPromoCode(body: PromoCodeCreate) {
  return apiClient.post('/api/admin/promo-codes', promoCodeSchema, { json: body });
}

/** PATCH /api/admin/promo-codes/{id} (admins): the fields sent. */
export function updatePromoCode(id: number, body: PromoCodePatch) {
  return apiClient.patch(`/api/admin/promo-codes/${id}`, promoCodeSchema, { json: body });
}

/** Saves a new code (no id) or a change; the list follows. */
export function useSavePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromoCodePatch }) =>
      id === null ? createPromoCode(body as PromoCodeCreate) : updatePromoCode(id, body),
    // The form shows refusals under its fields and says 'Не удалось сохранить…' itself.
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.promoCodes.all }),
  });
}
