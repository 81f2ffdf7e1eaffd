import { Radio, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingStore, IconTruckDelivery } from '@tabler/icons-react';
import type { CheckoutOptions, DeliveryMethod } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { OrderSection } from '@/components/orders/order-section';
import { formatPrice } from '@/lib/format';
import type { CheckoutFormValues } from '../checkout-form';
import { CourierAddress, leftForFree, PickupPoints } from './checkout-address';
import { OptionCard } from './option-card';

/** «Доставка»: by courier to an address, or from a pickup point when the shop has any. */
export function CheckoutDelivery({
  form,
  options,
  itemsTotal,
  courierPrice,
}: {
  form: UseFormReturnType<CheckoutFormValues>;
  options: CheckoutOptions;
  itemsTotal: number;
  courierPrice: number;
}) {
  const { t } = useTranslation();
  const currency = options.currency;
  const hasPickup = options.pickup_points.length > 0;
  const freeAbove = options.delivery.free_above;
  return (
    <OrderSection level={2} id="checkout-delivery" title={t('checkout.delivery.title')}>
      <Radio.Group
        {...form.getInputProps('delivery_method')}
        onChange={(value) => form.setFieldValue('delivery_method', value as DeliveryMethod)}
        aria-label={t('checkout.delivery.method')}
      >
        <SimpleGrid cols={{ base: 1, xs: hasPickup ? 2 : 1 }} spacing="sm">
          <OptionCard
            value="courier"
            icon={<IconTruckDelivery size={20} stroke={1.6} />}
            title={t('checkout.delivery.courier')}
            hint={
              freeAbove !== null
                ? t('checkout.delivery.freeFrom', { amount: formatPrice(freeAbove, currency) })
                : t('checkout.delivery.courierHint')
            }
            aside={
              courierPrice === 0 ? t('checkout.delivery.free') : formatPrice(courierPrice, currency)
            }
          />
          {hasPickup && (
            <OptionCard
              value="pickup"
              icon={<IconBuildingStore size={20} stroke={1.6} />}
              title={t('checkout.delivery.pickup')}
              hint={t('checkout.delivery.pickupHint')}
              aside={t('checkout.delivery.free')}
            />
          )}
        </SimpleGrid>
      </Radio.Group>
      {!hasPickup && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('checkout.delivery.noPickupPoints')}
        </Text>
      )}
      {form.getValues().delivery_method === 'courier' ? (
        <CourierAddress
          form={form}
          amountLeftForFree={leftForFree(freeAbove, courierPrice, itemsTotal, currency)}
        />
      ) : (
        <PickupPoints form={form} points={options.pickup_points} />
      )}
    </OrderSection>
  );
}
