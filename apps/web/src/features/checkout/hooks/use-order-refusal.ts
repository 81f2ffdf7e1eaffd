import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { refusalTexts } from '../refusal';

/**
 * The order's lines the server refused: `refuse` takes an error that names them (false for any
 * other), says them in a toast and beside the button (`refused`) and refreshes the cart.
 */
export function useOrderRefusal(currency: string) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const client = useQueryClient();
  const [refused, setRefused] = useState<string[] | null>(null);

  const refuse = (error: unknown): boolean => {
    const shown = refusalTexts(error, currency, t('checkout.failed'));
    if (!shown) return false;
    setRefused(shown);
    notifyError(shown.join('\n'), { id: 'checkout-refused' });
    void client.invalidateQueries({ queryKey: queryKeys.cart(user?.id ?? null) });
    return true;
  };

  return { refused, refuse, forget: () => setRefused(null) };
}
