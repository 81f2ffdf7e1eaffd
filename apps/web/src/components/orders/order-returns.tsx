import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';

/** An order's «Возврат» entries and the sum refunded; nothing when there was no return. */
export function OrderReturns({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.returns.length) return null;
  const currency = order.totals.currency;
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="order-refunded-total">
        {t('orders.returns.refunded', { sum: formatPrice(order.refunded_total, currency) })}
      </Text>
      {order.returns.map((entry) => (
        <Stack key={entry.id} gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {t('orders.returns.entry', {
                number: entry.number,
                date: formatDate(entry.at, { dateStyle: 'medium' }),
              })}
            </Text>
            <Badge variant="light" color={entry.state === 'pending' ? 'yellow' : 'gray'}>
              {entry.state === 'pending'
                ? t('orders.returns.pending')
                : t(`orders.returns.method.${entry.method}`)}
            </Badge>
          </Group>
          <List size="sm" spacing={2}>
            {entry.lines.map((line) => (
              <List.Item key={line.line_id}>
                {t('orders.returns.line', {
                  name: [line.name, line.size, line.color].filter(Boolean).join(', '),
                  quantity: line.quantity,
                })}
              </List.Item>
            ))}
            {entry.includes_delivery && <List.Item>{t('orders.returns.delivery')}</List.Item>}
            {!entry.lines.length && !entry.includes_delivery && (
              <List.Item>{t('orders.returns.noPieces')}</List.Item>
            )}
          </List>
          <Text size="sm" c="dimmed">
            {t('orders.returns.amount', { sum: formatPrice(entry.amount, currency) })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
