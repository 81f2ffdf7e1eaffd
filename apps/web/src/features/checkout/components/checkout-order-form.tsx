import { Box, Stack } from '@mantine/core';
import {
  deliveryPrice,
  type CheckoutOptions,
  type ClientCartLine,
  type OrderDetail,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { CheckoutAside } from './checkout-aside';
import { CheckoutContact } from './checkout-contact';
import { CheckoutDelivery } from './checkout-delivery';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutPromo } from './checkout-promo';
import classes from './checkout.module.css';

/** Lines whose quantity the stock cannot cover (the server would refuse them). */
function hasShortLines(lines: readonly ClientCartLine[]) {
  return lines.some((line) => line.stock !== null && line.quantity > line.stock);
}

/** The checkout form: the recipient, the delivery, the payment, and the summary beside them. */
export function CheckoutForm({
  lines,
  leftOut,
  options,
  onPlaced,
}: {
  lines: readonly ClientCartLine[];
  leftOut: number;
  options: CheckoutOptions;
  onPlaced: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const { form, promo, formError, refused, sending, submit } = useCheckoutForm({
    lines,
    options,
    onPlaced,
  });
  const values = form.getValues();
  const itemsTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  // Free delivery counts what the shopper pays for the items, after the promo code's discount.
  const discount = promo.applied
    ? { code: promo.applied.code, amount: promo.applied.discount }
    : null;
  const paidItems = itemsTotal - (discount?.amount ?? 0);
  const courierPrice = deliveryPrice(options.delivery, 'courier', paidItems);
  const overStock = hasShortLines(lines);
  const online = values.payment_method === 'online';

  return (
    <SchemaForm
      form={form}
      aria-label={t('checkout.formLabel')}
      className={classes.layout}
      onSubmit={submit}
      pending={sending}
      // The placed order's page (or the payment page) opens next: the form is not sent again.
      lockAfterSuccess
      canSubmit={!overStock}
      error={formError}
      errorTestId="checkout-error"
      alertWithButton
      submitLabel={online ? t('checkout.submitOnline') : t('checkout.submit')}
      submitProps={{ size: 'md', fullWidth: true }}
    >
      {(placeButton) => (
        <>
          <Stack gap="lg" miw={0}>
            <CheckoutContact form={form} />
            <CheckoutDelivery
              form={form}
              options={options}
              itemsTotal={paidItems}
              courierPrice={courierPrice}
            />
            <CheckoutPayment form={form} options={options} />
          </Stack>
          <Box className={classes.aside}>
            <CheckoutAside
              lines={lines}
              currency={options.currency}
              itemsTotal={itemsTotal}
              discount={discount}
              delivery={deliveryPrice(options.delivery, values.delivery_method, paidItems)}
              promo={<CheckoutPromo promo={promo} currency={options.currency} />}
              refused={refused}
              leftOut={leftOut}
              overStock={overStock}
              online={online}
              placeButton={placeButton}
            />
          </Box>
        </>
      )}
    </SchemaForm>
  );
}
