import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';

/**
 * Items, the promo code's discount when there is one, delivery («Бесплатно» when it costs
 * nothing) and the total, in the store currency.
 */
export function OrderTotals({
  items,
  discount = null,
  delivery,
  total,
  currency,
}: {
  items: number;
  /** «Скидка по промокоду КОД −1 000 ₸»; null or a zero amount: no line. */
  discount?: { code: string; amount: number } | null;
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
      {discount && discount.amount > 0 && (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text c="dimmed" size="sm">
            {t('orders.totals.discount', { code: discount.code })}
          </Text>
          <Text
            size="sm"
            fw={600}
            c="green.8"
            data-testid="order-discount"
            style={{ flex: 'none' }}
          >
            −{formatPrice(discount.amount, currency)}
          </Text>
        </Group>
      )}
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
