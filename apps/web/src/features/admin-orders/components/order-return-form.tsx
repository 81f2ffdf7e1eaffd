import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate, formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCreateOrderReturn } from '../api/create-order-return';

/**
 * «Оформить возврат»: how many pieces of each line came back (up to what is still returnable,
 * as the API answers it); the sum to refund follows. Shown only while the API allows a return.
 */
export function OrderReturnForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const create = useCreateOrderReturn();
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const currency = order.totals.currency;

  const returnable = order.returnable.flatMap((r) => {
    const line = order.lines.find((l) => l.id === r.line_id);
    return line ? [{ line, max: r.quantity }] : [];
  });
  const chosen = returnable
    .map(({ line }) => ({ line, quantity: counts[line.id] ?? 0 }))
    .filter((c) => c.quantity > 0);
  const sum = chosen.reduce((total, c) => total + Math.round(c.line.price * 100) * c.quantity, 0);

  const submit = () => {
    if (!chosen.length) {
      setError(t('adminOrders.detail.returnForm.nothing'));
      return;
    }
    setError(null);
    create.mutate(
      {
        id: order.id,
        body: { lines: chosen.map((c) => ({ line_id: c.line.id, quantity: c.quantity })) },
      },
      {
        onSuccess: () => {
          setCounts({});
          notifySuccess(
            t('adminOrders.detail.returnForm.done', { sum: formatPrice(sum / 100, currency) }),
          );
        },
        onError: (err) => setError(errorTextOr(err, t('adminOrders.detail.returnForm.failed'))),
      },
    );
  };

  return (
    <form
      aria-label={t('adminOrders.detail.returnForm.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {order.return_until && (
          <Text size="sm" c="dimmed">
            {t('adminOrders.detail.returnForm.hint', {
              date: formatDate(order.return_until, { dateStyle: 'long' }),
            })}
          </Text>
        )}
        {returnable.map(({ line, max }) => (
          <Group key={line.id} justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} truncate>
                {line.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[line.size, line.color].filter(Boolean).join(', ')} ·{' '}
                {formatPrice(line.price, currency)}
              </Text>
            </Stack>
            <NumberInput
              label={t('adminOrders.detail.returnForm.quantity', { max })}
              w={150}
              min={0}
              max={max}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={counts[line.id] ?? 0}
              onChange={(value) =>
                setCounts((current) => ({ ...current, [line.id]: Number(value) || 0 }))
              }
            />
          </Group>
        ))}
        <Text fw={600}>
          {t('adminOrders.detail.returnForm.sum', { sum: formatPrice(sum / 100, currency) })}
        </Text>
        <Text size="xs" c="dimmed">
          {order.payment.method === 'online'
            ? t('adminOrders.detail.returnForm.toCard')
            : t('adminOrders.detail.returnForm.cash')}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('adminOrders.detail.returnForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
