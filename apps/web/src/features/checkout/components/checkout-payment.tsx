import { Radio, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import type { CheckoutOptions, PaymentMethod } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { OrderSection } from '@/components/orders/order-section';
import type { CheckoutFormValues } from '../checkout-form';
import { OptionCard } from './option-card';

/** «Оплата»: on delivery, or online when the shop offers it; and the comment to the order. */
export function CheckoutPayment({
  form,
  options,
}: {
  form: UseFormReturnType<CheckoutFormValues>;
  options: CheckoutOptions;
}) {
  const { t } = useTranslation();
  const online = options.payment_methods.includes('online');
  return (
    <OrderSection level={2} id="checkout-payment" title={t('checkout.payment.title')}>
      <Radio.Group
        {...form.getInputProps('payment_method')}
        onChange={(value) => form.setFieldValue('payment_method', value as PaymentMethod)}
        aria-label={t('checkout.payment.method')}
      >
        <Stack gap="sm">
          <OptionCard
            value="cash_on_delivery"
            icon={<IconCash size={20} stroke={1.6} />}
            title={t('checkout.payment.onDelivery')}
            hint={t('checkout.payment.onDeliveryHint')}
          />
          {online && (
            <OptionCard
              value="online"
              icon={<IconCreditCard size={20} stroke={1.6} />}
              title={t('checkout.payment.online')}
              hint={t('checkout.payment.onlineHint', {
                minutes: options.payment_timeout_minutes,
              })}
            />
          )}
        </Stack>
      </Radio.Group>
      <Textarea
        mt="md"
        label={t('checkout.comment.label')}
        placeholder={t('checkout.comment.placeholder')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('comment')}
      />
    </OrderSection>
  );
}
