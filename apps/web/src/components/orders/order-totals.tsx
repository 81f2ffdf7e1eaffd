import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';

/** Items, delivery («Бесплатно» when it costs nothing) and the total, in the store currency. */
export function OrderTotals({
  items,
  delivery,
  total,
  currency,
}: {
  items: number;
  delivery: number | null;
  total: number;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text c="dimmed" size="sm">
          {t('orders.totals.items')}
        </Text>
        <Text size="sm" fw={600} data-testid="order-items-total">
          {formatPrice(items, currency)}
        </Text>
      </Group>
      {delivery !== null && (
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed" size="sm">
            {t('orders.totals.delivery')}
          </Text>
          <Text size="sm" fw={600} data-testid="order-delivery-price">
            {delivery === 0 ? t('orders.totals.free') : formatPrice(delivery, currency)}
          </Text>
        </Group>
      )}
      <Divider my={4} />
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={700}>{t('orders.totals.total')}</Text>
        <Text fw={800} size="xl" data-testid="order-total">
          {formatPrice(total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
