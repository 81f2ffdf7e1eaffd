import type { ClientCartLine, DeliveryMethod, PromoQuote } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuotePromoCode } from '../api/quote-promo-code';
import { promoRefusalText } from '../promo-refusal';

/** The lines and the delivery a quote was made for: another cart or delivery asks again. */
const quoteKey = (lines: readonly ClientCartLine[], method: DeliveryMethod) =>
  JSON.stringify([method, lines.map((l) => [l.id, l.quantity, l.price])]);

/**
 * The checkout's promo code: what was typed, the code applied with its quote from the server
 * (the discount before paying), and why a code was refused. A change of the cart or the delivery
 * asks for the quote again, so the discount shown is always the one the order will get.
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
  const quote = useQuotePromoCode();
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<{ quote: PromoQuote; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = quoteKey(lines, deliveryMethod);

  const ask = (code: string) => {
    setError(null);
    quote.mutate(
      {
        code,
        delivery_method: deliveryMethod,
        lines: lines.map((l) => ({ variant_id: l.id, quantity: l.quantity })),
      },
      {
        onSuccess: (answer) => setApplied({ quote: answer, key }),
        onError: (refusal) => {
          setApplied(null);
          setError(promoRefusalText(refusal, currency));
        },
      },
    );
  };

  // The cart or the delivery changed under an applied code: its discount is asked for again.
  const askedFor = useRef(key);
  useEffect(() => {
    if (askedFor.current === key) return;
    askedFor.current = key;
    if (applied && applied.key !== key) ask(applied.quote.code);
    // `ask` is a new function every render; the key alone says when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      setError(null);
    },
    /** The code applied and its discount; null while none is. */
    applied: applied?.quote ?? null,
    error,
    pending: quote.isPending,
    apply: () => {
      const code = typed.trim();
      if (!code) setError(t('checkout.promo.empty'));
      else ask(code);
    },
    remove: () => {
      setApplied(null);
      setTyped('');
      setError(null);
    },
    /** The order refused the code (it ran out meanwhile): the discount goes, the reason shows. */
    refused: (refusal: unknown) => {
      setApplied(null);
      setError(promoRefusalText(refusal, currency));
    },
  };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
