import { queryOptions } from '@tanstack/react-query';
import { promoQuoteSchema, type PromoQuoteRequest } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/checkout/promo-code: what the code takes off these lines now (422
 * PROMO_CODE_REFUSED with the reason otherwise). Nothing is reserved: the order checks it again.
 */
export function quotePromoCode(body: PromoQuoteRequest, signal?: AbortSignal) {
  return apiClient.post('/api/checkout/promo-code', promoQuoteSchema, { json: body, signal });
}

/** The quote of one code for one cart and delivery: another cart or delivery asks again. */
export function promoQuoteQueryOptions(body: PromoQuoteRequest | null) {
  return queryOptions({
    queryKey: queryKeys.checkout.promoQuote(body),
    queryFn: ({ signal }) => quotePromoCode(body!, signal),
    enabled: body !== null,
    // A refusal is an answer (the field says why), not a failure to try again.
    retry: false,
    meta: { silent: true },
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
