import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutOptions } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { CheckoutFormValues } from '../checkout-form';
import { OptionCard } from './option-card';

type CheckoutFormApi = UseFormReturnType<CheckoutFormValues>;

/** The courier's address, with what is left to spend for free delivery. */
export function CourierAddress({
  form,
  amountLeftForFree,
}: {
  form: CheckoutFormApi;
  /** Shown while courier delivery is paid and becomes free from some total. */
  amountLeftForFree: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mt="md">
      {amountLeftForFree !== null && (
        <Text size="sm" c="wine.7" data-testid="free-delivery-hint">
          {t('checkout.delivery.leftForFree', { amount: amountLeftForFree })}
        </Text>
      )}
      <TextInput
        label={t('checkout.delivery.city')}
        autoComplete="address-level2"
        required
        {...form.getInputProps('city')}
      />
      <TextInput
        label={t('checkout.delivery.street')}
        autoComplete="address-line1"
        required
        {...form.getInputProps('street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('checkout.delivery.house')} required {...form.getInputProps('house')} />
        <TextInput
          label={t('checkout.delivery.flat')}
          description={t('checkout.delivery.flatHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('flat')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The pickup points of the shop's settings, with their address and hours. */
export function PickupPoints({
  form,
  points,
}: {
  form: CheckoutFormApi;
  points: CheckoutOptions['pickup_points'];
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      mt="md"
      label={t('checkout.delivery.pickupPoint')}
      withAsterisk
      {...form.getInputProps('pickup_point_id')}
    >
      <Stack gap="xs" mt={6}>
        {points.map((point) => (
          <OptionCard
            key={point.id}
            value={String(point.id)}
            title={point.name}
            hint={[
              point.address,
              point.hours ? t('checkout.delivery.hours', { hours: point.hours }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** What is left to spend for free courier delivery, as a price; null when there is nothing to say. */
export function leftForFree(
  freeAbove: number | null,
  courierPrice: number,
  itemsTotal: number,
  currency: string,
): string | null {
  return freeAbove !== null && courierPrice > 0
    ? formatPrice(freeAbove - itemsTotal, currency)
    : null;
}
