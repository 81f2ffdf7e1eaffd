import { useQuery } from '@tanstack/react-query';
import type { ClientCartLine, DeliveryMethod } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promoQuoteQueryOptions } from '../api/quote-promo-code';
import { promoRefusalText } from '../promo-refusal';

/**
 * The checkout's promo code: what was typed, the code applied with its quote from the server
 * (the discount before paying), and why a code was refused. The quote belongs to the cart and the
 * delivery it was asked for, so a change of either asks again and the discount shown is always
 * the one the order will get.
 */
export function usePromoCode({
  lines,
  deliveryMethod,
  currency,
}: {
  lines: readonly ClientCartLine[];
  deliveryMethod: DeliveryMethod;
  currency: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // The code asked for; null: none.
  const [code, setCode] = useState<string | null>(null);
  // Said by the page itself: an empty field, or the order's own refusal of the code.
  const [note, setNote] = useState<string | null>(null);
  const quote = useQuery(
    promoQuoteQueryOptions(
      code === null
        ? null
        : {
            code,
            delivery_method: deliveryMethod,
            lines: lines.map((l) => ({ variant_id: l.id, quantity: l.quantity })),
          },
    ),
  );
  const applied = code !== null && quote.isSuccess ? quote.data : null;
  const error =
    note ?? (code !== null && quote.isError ? promoRefusalText(quote.error, currency) : null);

  return {
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      setNote(null);
      // A new text: the refusal of the old one goes.
      if (quote.isError) setCode(null);
    },
    /** The code applied and its discount; null while none is. */
    applied,
    error,
    pending: code !== null && quote.isFetching,
    apply: () => {
      const text = typed.trim();
      setNote(text ? null : t('checkout.promo.empty'));
      setCode(text || null);
    },
    remove: () => {
      setCode(null);
      setTyped('');
      setNote(null);
    },
    /** The order refused the code (it ran out meanwhile): the discount goes, the reason shows. */
    refused: (refusal: unknown) => {
      setCode(null);
      setNote(promoRefusalText(refusal, currency));
    },
  };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
