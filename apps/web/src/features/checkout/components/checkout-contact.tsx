import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ORDER_LIMITS } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { OrderSection } from '@/components/orders/order-section';
import type { CheckoutFormValues } from '../checkout-form';

/** «Получатель»: the name and the phone, prefilled from the profile. */
export function CheckoutContact({ form }: { form: UseFormReturnType<CheckoutFormValues> }) {
  const { t } = useTranslation();
  return (
    <OrderSection level={2} id="checkout-contact" title={t('checkout.contact.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('checkout.contact.name')}
          autoComplete="name"
          required
          // Stops where the contract's limit is, the one its message names.
          maxLength={ORDER_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('checkout.contact.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder={t('checkout.contact.phonePlaceholder')}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
    </OrderSection>
  );
}
