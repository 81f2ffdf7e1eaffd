import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconBuildingStore, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig, useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';

/**
 * Delivery and returns under the buy button (decision 028): the courier price and the sum from
 * which delivery is free as an admin set them in the checkout settings, the pickup points, and
 * the return period (RETURN_DAYS). Nothing until the settings have answered.
 */
export function DeliveryInfo() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  const currency = useStoreCurrency();
  if (!data) return null;
  const { delivery, return_days: returnDays } = data;
  const price = (amount: number) => formatPrice(amount, currency);

  const courier =
    delivery.courier_price === 0
      ? t('item.delivery.courierFree')
      : delivery.free_above !== null
        ? t('item.delivery.courierFreeAbove', {
            price: price(delivery.courier_price),
            threshold: price(delivery.free_above),
          })
        : t('item.delivery.courier', { price: price(delivery.courier_price) });

  return (
    <Stack gap="sm" component="section" aria-label={t('item.delivery.title')}>
      <Line icon={<IconTruckDelivery size={18} stroke={1.6} />} title={courier} />
      {delivery.pickup_points > 0 && (
        <Line
          icon={<IconBuildingStore size={18} stroke={1.6} />}
          title={t('item.delivery.pickup', { count: delivery.pickup_points })}
        />
      )}
      {returnDays > 0 && (
        <Line
          icon={<IconArrowBackUp size={18} stroke={1.6} />}
          title={t('item.delivery.returns', { count: returnDays })}
          text={t('item.delivery.returnsText')}
        />
      )}
    </Stack>
  );
}

function Line({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="wine" radius="xl" size={32} aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} pt={5}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {text && (
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
