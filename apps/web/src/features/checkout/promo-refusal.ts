import { PROMO_REFUSALS } from '@shop/contract';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';

/** Whether the API refused the promo code (and not the order for another reason). */
export const isPromoRefusal = (error: unknown) =>
  isApiError(error) && error.code === 'PROMO_CODE_REFUSED';

/** Why a promo code was refused, in the shopper's words: «Промокод закончился» … */
export function promoRefusalText(error: unknown, currency: string): string {
  if (!isApiError(error)) return i18n.t('checkout.promo.failed');
  const reason = PROMO_REFUSALS.find((r) => r === error.details?.reason);
  if (reason === 'promo_min_total' && error.details?.min_order_total !== undefined)
    return i18n.t('checkout.promo.refused.promo_min_total', {
      sum: formatPrice(error.details.min_order_total, currency),
    });
  if (reason && reason !== 'promo_min_total') return i18n.t(`checkout.promo.refused.${reason}`);
  if (error.code === 'VALIDATION_FAILED') return i18n.t('checkout.promo.refused.promo_not_found');
  return i18n.t('checkout.promo.failed');
}
