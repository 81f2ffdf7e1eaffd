import { Alert, Button, Checkbox, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate, formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCreateOrderReturn } from '../api/create-order-return';
import { returnSumCents } from '../return-sum';
import { ReturnLineCount } from './return-line-count';

/** Why the API refused a refund, in the form's words where it names a reason. */
function useRefusalText(currency: string) {
  const { t } = useTranslation();
  return (error: unknown) => {
    const details = isApiError(error) ? error.details : undefined;
    if (details?.reason === 'refund_above_paid' && details.refundable !== undefined)
      return t('adminOrders.detail.returnForm.aboveLeft', {
        sum: formatPrice(details.refundable, currency),
      });
    if (details?.reason === 'delivery_already_refunded')
      return t('adminOrders.detail.returnForm.deliveryTwice');
    return errorTextOr(error, t('adminOrders.detail.returnForm.failed'));
  };
}

/**
 * «Оформить возврат»: how many pieces of each line came back (up to what is still returnable,
 * as the API answers it), the delivery's price if it goes back too, or a sum of one's own up to
 * what may still be refunded. Nothing is sent before the admin confirms the sum and where it
 * goes (the card, or cash), and the sum confirmed is the sum sent.
 */
export function OrderReturnForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const create = useCreateOrderReturn();
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [withDelivery, setWithDelivery] = useState(false);
  const [own, setOwn] = useState(false);
  const [amount, setAmount] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const refusal = useRefusalText(order.totals.currency);
  const currency = order.totals.currency;
  const money = (cents: number) => formatPrice(cents / 100, currency);
  const maxCents = Math.round(order.refundable.total * 100);

  const lines = order.returnable.flatMap((r) => {
    const line = order.lines.find((l) => l.id === r.line_id);
    return line ? [{ line, max: r.quantity }] : [];
  });
  const chosen = lines
    .map(({ line }) => ({ line_id: line.id, quantity: counts[line.id] ?? 0 }))
    .filter((c) => c.quantity > 0);
  const pieces = chosen.reduce((n, c) => n + c.quantity, 0);
  const cents = own
    ? Math.round((amount === '' ? 0 : amount) * 100)
    : returnSumCents(order, counts, withDelivery);
  const method = order.payment.method === 'online' ? 'card' : 'cash';

  const send = () =>
    create.mutate(
      {
        id: order.id,
        body: {
          lines: chosen,
          include_delivery: withDelivery && !own,
          amount: cents / 100,
        },
      },
      {
        onSuccess: () => {
          setCounts({});
          setWithDelivery(false);
          setOwn(false);
          setAmount('');
          notifySuccess(t('adminOrders.detail.returnForm.done', { sum: money(cents) }));
        },
        onError: (err) => setError(refusal(err)),
      },
    );

  const submit = () => {
    const problem =
      !own && !chosen.length && !withDelivery
        ? t('adminOrders.detail.returnForm.nothing')
        : cents <= 0
          ? t('adminOrders.detail.returnForm.positive')
          : cents > maxCents
            ? t('adminOrders.detail.returnForm.aboveLeft', { sum: money(maxCents) })
            : null;
    setError(problem);
    if (problem) return;
    modals.openConfirmModal({
      title: t('adminOrders.detail.returnForm.confirmTitle'),
      children: (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {method === 'card'
              ? t('adminOrders.detail.returnForm.confirmCard', { sum: money(cents) })
              : t('adminOrders.detail.returnForm.confirmCash', { sum: money(cents) })}
          </Text>
          {pieces > 0 && (
            <Text size="sm" c="dimmed">
              {t('adminOrders.detail.returnForm.confirmPieces', { pieces })}
            </Text>
          )}
        </Stack>
      ),
      labels: {
        confirm: t('adminOrders.detail.returnForm.confirmYes', { sum: money(cents) }),
        cancel: t('adminOrders.detail.returnForm.confirmNo'),
      },
      onConfirm: send,
    });
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
        {lines.map(({ line, max }) => (
          <ReturnLineCount
            key={line.id}
            line={line}
            max={max}
            currency={currency}
            value={counts[line.id] ?? 0}
            onChange={(value) => setCounts((current) => ({ ...current, [line.id]: value }))}
          />
        ))}
        {order.refundable.delivery > 0 && (
          <Checkbox
            label={t('adminOrders.detail.returnForm.delivery', {
              sum: formatPrice(order.refundable.delivery, currency),
            })}
            checked={withDelivery}
            disabled={own}
            onChange={(event) => setWithDelivery(event.currentTarget.checked)}
          />
        )}
        <Switch
          label={t('adminOrders.detail.returnForm.ownAmount')}
          checked={own}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setOwn(on);
            if (on) setAmount(returnSumCents(order, counts, withDelivery) / 100 || '');
          }}
        />
        {own && (
          <NumberInput
            label={t('adminOrders.detail.returnForm.amount')}
            description={t('adminOrders.detail.returnForm.amountHint', { max: money(maxCents) })}
            w={{ base: '100%', xs: 260 }}
            min={0}
            max={order.refundable.total}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            value={amount}
            onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          />
        )}
        <Group gap="xs" align="baseline">
          <Text fw={600} data-testid="return-sum">
            {t('adminOrders.detail.returnForm.sum', { sum: money(cents) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminOrders.detail.returnForm.left', { sum: money(maxCents) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {method === 'card'
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
