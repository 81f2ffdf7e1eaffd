import type { ClientCartLine, CheckoutOptions, OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormSubmit } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { usePlaceOrder } from '../api/place-order';
import {
  CHECKOUT_FIELDS,
  forgetCheckoutDrafts,
  toOrderCreate,
  type CheckoutFormValues,
} from '../checkout-form';
import { forgetCheckoutAttempt, idempotencyKeyFor } from '../idempotency';
import { isPromoRefusal, promoRefusalText } from '../promo-refusal';
import { useCheckoutValues } from './use-checkout-values';
import { useOrderRefusal } from './use-order-refusal';
import { usePromoCode } from './use-promo-code';

/**
 * The checkout form's state: it starts from what was typed before (the drafts of
 * `checkout-form.ts`), takes the profile's recipient only into empty untouched fields, and sends
 * the order (`<SchemaForm>` sends it once per attempt). A refusal names the refused lines and
 * refreshes the cart, or puts the server's field errors under their fields.
 */
export function useCheckoutForm({
  lines,
  options,
  onPlaced,
}: {
  lines: readonly ClientCartLine[];
  options: CheckoutOptions;
  onPlaced: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const { refused, refuse, forget: forgetRefused } = useOrderRefusal(options.currency);

  const form = useCheckoutValues();
  const promo = usePromoCode({
    lines,
    deliveryMethod: form.getValues().delivery_method,
    currency: options.currency,
  });

  const submit = (values: CheckoutFormValues, { formElement }: SchemaFormSubmit) => {
    setFormError(null);
    forgetRefused();
    const body = toOrderCreate(values, lines, promo.applied?.code ?? null);
    return place.mutateAsync(
      { body, key: idempotencyKeyFor(body) },
      {
        onSuccess: (order) => {
          forgetCheckoutAttempt();
          forgetCheckoutDrafts();
          onPlaced(order);
        },
        onError: (error) => {
          if (isPromoRefusal(error)) {
            // The code ran out (or stopped applying) since it was applied: said beside the
            // button too, which is where the shopper is looking.
            promo.refused(error);
            setFormError(promoRefusalText(error, options.currency));
            return;
          }
          if (refuse(error)) return;
          applyFormError(form, error, {
            fallback: t('checkout.failed'),
            fields: CHECKOUT_FIELDS,
            setFormError,
            toastId: 'checkout-failed',
            revealIn: formElement,
          });
        },
      },
    );
  };

  return {
    form,
    promo,
    formError,
    refused,
    sending: place.isPending,
    submit,
  };
}
