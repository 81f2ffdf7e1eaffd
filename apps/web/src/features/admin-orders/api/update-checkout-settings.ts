import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutSettingsSchema, type CheckoutSettingsUpdate } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * PUT /api/checkout/settings (admins): the courier price, the free-delivery threshold and the
 * whole list of pickup points (points left out are no longer offered; past orders keep theirs).
 */
export function updateCheckoutSettings(body: CheckoutSettingsUpdate) {
  return apiClient.put('/api/checkout/settings', checkoutSettingsSchema, { json: body });
}

export function useUpdateCheckoutSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCheckoutSettings,
    // The form shows refusals under its fields and says 'Не удалось сохранить…' itself.
    meta: { silent: true },
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.checkout.settings, settings);
      // What checkout offers follows at once.
      return client.invalidateQueries({ queryKey: queryKeys.checkout.options });
    },
  });
}
