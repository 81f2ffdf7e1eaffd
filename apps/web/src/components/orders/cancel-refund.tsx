import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OrderDetail } from '@shop/contract';
import { formatPrice } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';

/**
 * What cancelling the order gives back to the card, as a sum in its currency: what was paid and
 * not yet refunded, or the payment of another amount as it came. `unknown`: money goes back, its
 * sum not named by the provider; null: nothing was paid online.
 */
export function cancelRefundOf(order: OrderDetail): string | 'unknown' | null {
  const { payment } = order;
  if (payment.method !== 'online') return null;
  if (payment.state === 'paid' || payment.state === 'partially_refunded')
    return formatPrice(order.totals.total - order.refunded_total, order.totals.currency);
  if (payment.state !== 'amount_mismatch') return null;
  const paid = payment.mismatch?.paid;
  const currency = payment.mismatch?.paid_currency;
  if (paid === null || paid === undefined || !currency) return 'unknown';
  try {
    return formatPrice(paid, currency);
  } catch {
    return `${paid} ${currency}`;
  }
}

/**
 * The cancel dialog's words: what happens to the order, then, for a paid order, the sum that goes
 * back to the card («6 490 ₸ вернутся на карту покупателя»).
 */
function CancelDialogText({
  order,
  text,
  refund,
  refundUnknown,
}: {
  order: OrderDetail;
  text: string;
  refund: (sum: string) => string;
  refundUnknown: string;
}) {
  const sum = cancelRefundOf(order);
  return (
    <>
      <Text size="sm">{text}</Text>
      {sum && (
        <Text size="sm" fw={600} mt="xs" data-testid="cancel-refund">
          {sum === 'unknown' ? refundUnknown : refund(sum)}
        </Text>
      )}
    </>
  );
}

/** Where a cancel dialog's words are: the shopper's own order, or an order in the admin area. */
const CANCEL_TEXTS = {
  shop: 'orders.detail.cancelConfirm',
  admin: 'adminOrders.detail.cancelConfirm',
} as const;

/** Cancelling an order asks first, saying where a paid order's money goes. */
export function askCancelOrder(
  order: OrderDetail,
  area: keyof typeof CANCEL_TEXTS,
  onConfirm: () => void,
) {
  const t = i18n.t;
  const texts = CANCEL_TEXTS[area];
  modals.openConfirmModal({
    title: t(`${texts}.title`, { number: order.number }),
    children: (
      <CancelDialogText
        order={order}
        text={t(`${texts}.text`)}
        refund={(sum) => t(`${texts}.refund`, { sum })}
        refundUnknown={t(`${texts}.refundOther`)}
      />
    ),
    labels: { confirm: t(`${texts}.confirm`), cancel: t(`${texts}.keep`) },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
