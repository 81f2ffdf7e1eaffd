import { useMutation } from '@tanstack/react-query';
import { promoQuoteSchema, type PromoQuoteRequest } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/checkout/promo-code: what the code takes off these lines now (422
 * PROMO_CODE_REFUSED with the reason otherwise). Nothing is reserved: the order checks it again.
 */
export function quotePromoCode(body: PromoQuoteRequest) {
  return apiClient.post('/api/checkout/promo-code', promoQuoteSchema, { json: body });
}

export function useQuotePromoCode() {
  return useMutation({
    mutationFn: quotePromoCode,
    // The promo field shows the refusal under itself.
    meta: { silent: true },
  });
}
