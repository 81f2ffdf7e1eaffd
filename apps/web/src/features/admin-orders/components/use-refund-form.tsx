import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOr, reasonText } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCreateOrderReturn } from '../api/create-order-return';
import { returnSumCents } from '../return-sum';

/** «Вернуть 6 490 ₸ на карту покупателя?» (or «…наличными?»), and how many pieces go to stock. */
function useConfirmRefund() {
  const { t } = useTranslation();
  return (sum: string, toCard: boolean, pieces: number, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t('adminOrders.detail.returnForm.confirmTitle'),
      children: (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {toCard
              ? t('adminOrders.detail.returnForm.confirmCard', { sum })
              : t('adminOrders.detail.returnForm.confirmCash', { sum })}
          </Text>
          {pieces > 0 && (
            <Text size="sm" c="dimmed">
              {t('adminOrders.detail.returnForm.confirmPieces', { pieces })}
            </Text>
          )}
        </Stack>
      ),
      labels: {
        confirm: t('adminOrders.detail.returnForm.confirmYes', { sum }),
        cancel: t('adminOrders.detail.returnForm.confirmNo'),
      },
      onConfirm,
    });
}

/**
 * The return form's state: the pieces per line, the delivery, a sum of one's own; the sum to give
 * back as the admin reads it; and `submit`, which checks it, asks for confirmation and sends
 * exactly the confirmed sum.
 */
export function useRefundForm(order: OrderDetail) {
  const { t } = useTranslation();
  const create = useCreateOrderReturn();
  const confirm = useConfirmRefund();
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [withDelivery, setWithDelivery] = useState(false);
  const [own, setOwn] = useState(false);
  const [amount, setAmount] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const currency = order.totals.currency;
  const money = (cents: number) => formatPrice(cents / 100, currency);
  const maxCents = Math.round(order.refundable.total * 100);
  const chosen = order.returnable
    .map(({ line_id }) => ({ line_id, quantity: counts[line_id] ?? 0 }))
    .filter((c) => c.quantity > 0);
  const cents = own
    ? Math.round((amount === '' ? 0 : amount) * 100)
    : returnSumCents(order, counts, withDelivery);

  const send = () =>
    create.mutate(
      {
        id: order.id,
        body: { lines: chosen, include_delivery: withDelivery && !own, amount: cents / 100 },
      },
      {
        onSuccess: () => {
          setCounts({});
          setWithDelivery(false);
          setOwn(false);
          setAmount('');
          notifySuccess(t('adminOrders.detail.returnForm.done', { sum: money(cents) }));
        },
        // Why the server refused, with what is left to refund in the order's currency.
        onError: (err) =>
          setError(errorTextOr(err, t('adminOrders.detail.returnForm.failed'), currency)),
      },
    );

  const submit = () => {
    const problem =
      !own && !chosen.length && !withDelivery
        ? t('adminOrders.detail.returnForm.nothing')
        : cents <= 0
          ? t('adminOrders.detail.returnForm.positive')
          : cents > maxCents
            ? reasonText('refund_above_paid', { refundable: maxCents / 100 }, currency)
            : null;
    setError(problem);
    if (problem) return;
    const pieces = chosen.reduce((n, c) => n + c.quantity, 0);
    confirm(money(cents), order.payment.method === 'online', pieces, send);
  };

  /** A sum of one's own starts from what the pieces and the delivery come to. */
  const chooseOwn = (on: boolean) => {
    setOwn(on);
    if (on) setAmount(returnSumCents(order, counts, withDelivery) / 100 || '');
  };

  return {
    counts,
    setCount: (lineId: number, value: number) =>
      setCounts((current) => ({ ...current, [lineId]: value })),
    withDelivery,
    setWithDelivery,
    own,
    chooseOwn,
    amount,
    setAmount,
    error,
    sum: money(cents),
    left: money(maxCents),
    pending: create.isPending,
    submit,
  };
}
