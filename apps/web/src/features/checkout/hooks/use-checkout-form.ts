import { useQueryClient } from '@tanstack/react-query';
import type { ClientCartLine, CheckoutOptions, OrderDetail } from '@shop/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { applyFormError } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useCurrentUser } from '@/lib/session';
import { usePlaceOrder } from '../api/place-order';
import {
  CHECKOUT_FIELDS,
  checkoutDraft,
  checkoutRules,
  forgetCheckoutDrafts,
  initialCheckoutValues,
  recipientUpdates,
  rememberCheckoutDraft,
  toOrderCreate,
  type CheckoutFormValues,
} from '../checkout-form';
import { forgetCheckoutAttempt, idempotencyKeyFor } from '../idempotency';
import { isPromoRefusal, promoRefusalText } from '../promo-refusal';
import { refusalTexts } from '../refusal';
import { usePromoCode } from './use-promo-code';

/**
 * The checkout form's state: it starts from what was typed before (the drafts of
 * `checkout-form.ts`), takes the profile's recipient only into empty untouched fields, and sends
 * the order once per attempt. A refusal names the refused lines and refreshes the cart, or puts
 * the server's field errors under their fields.
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
  const user = useCurrentUser();
  const client = useQueryClient();
  const place = usePlaceOrder();
  // A second press (or Enter) while the first is on its way sends nothing: state updates are not
  // synchronous, this ref is.
  const sending = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);

  // Controlled: the delivery and payment choices redraw the fields and the button as they change.
  const form = useSchemaForm<CheckoutFormValues>({
    mode: 'controlled',
    initialValues: checkoutDraft(user?.id) ?? initialCheckoutValues(user),
    ...checkoutRules,
    onValuesChange: (next) => rememberCheckoutDraft(user?.id, next),
  });
  const promo = usePromoCode({
    lines,
    deliveryMethod: form.getValues().delivery_method,
    currency: options.currency,
  });
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    const updates = recipientUpdates(user, form.getValues(), (field) => form.isTouched(field));
    if (updates.name !== undefined) form.setFieldValue('name', updates.name);
    if (updates.phone !== undefined) form.setFieldValue('phone', updates.phone);
  }, [user, form]);

  const refuse = (error: unknown): boolean => {
    const shown = refusalTexts(error, options.currency, t('checkout.failed'));
    if (!shown) return false;
    setRefused(shown);
    notifyError(shown.join('\n'), { id: 'checkout-refused' });
    void client.invalidateQueries({ queryKey: queryKeys.cart(user?.id ?? null) });
    return true;
  };

  const submit = (values: CheckoutFormValues, event?: FormEvent<HTMLFormElement>) => {
    if (sending.current) return;
    const formElement = event?.currentTarget;
    sending.current = true;
    setFormError(null);
    setRefused(null);
    const body = toOrderCreate(values, lines, promo.applied?.code ?? null);
    place.mutate(
      { body, key: idempotencyKeyFor(body) },
      {
        onSuccess: (order) => {
          forgetCheckoutAttempt();
          forgetCheckoutDrafts();
          onPlaced(order);
        },
        onError: (error) => {
          sending.current = false;
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
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      form.onSubmit(submit, revealFirstErrorOf)(event),
  };
}
