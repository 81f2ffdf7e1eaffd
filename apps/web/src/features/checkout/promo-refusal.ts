import { isApiError } from '@/lib/api-client';
import { errorReason, reasonText } from '@/lib/error-messages';
import { i18n } from '@/lib/i18n/i18n';

/** Whether the API refused the promo code (and not the order for another reason). */
export const isPromoRefusal = (error: unknown) =>
  isApiError(error) && error.code === 'PROMO_CODE_REFUSED';

/** Why a promo code was refused, in the shopper's words: «Промокод закончился» … */
export function promoRefusalText(error: unknown, currency: string): string {
  if (!isApiError(error)) return i18n.t('checkout.promo.failed');
  const reason = errorReason(error);
  const text = reason && reasonText(reason, error.details, currency);
  if (text) return text;
  // A text the code's field does not take (too long, odd characters) is no code of the shop.
  if (error.code === 'VALIDATION_FAILED') return i18n.t('errorReasons.promo_not_found');
  return i18n.t('checkout.promo.failed');
}
