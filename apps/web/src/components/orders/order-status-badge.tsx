import { Badge, type MantineColor } from '@mantine/core';
import type { DeliveryMethod, OrderStatus, PaymentMethod, PaymentState } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** Badges keep their whole word («Подтверждён») however narrow a column gets. */
const WHOLE_BADGE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

export const ORDER_STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  new: 'blue',
  confirmed: 'teal',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'gray',
};

const PAYMENT_STATE_COLORS: Record<PaymentState, MantineColor> = {
  on_delivery: 'gray',
  pending: 'orange',
  paid: 'green',
  cancelled: 'gray',
  refund_pending: 'orange',
  refunded: 'gray',
  partially_refunded: 'yellow',
  amount_mismatch: 'red',
};

/** A cash payment's states that say more than «Оплата при получении»: the money came or went back. */
const CASH_STATES_SHOWN: readonly PaymentState[] = ['paid', 'partially_refunded', 'refunded'];

/** Whether a payment's state says more than its method: always online; cash once money moved. */
export function showsPaymentState(payment: { method: PaymentMethod; state: PaymentState }) {
  return payment.method === 'online' || CASH_STATES_SHOWN.includes(payment.state);
}

/**
 * The i18n key of a status's word. A pickup order's «shipped» is «Готов к выдаче» and its
 * «delivered» is «Выдан»: the statuses stay, the words follow how the order is handed over.
 */
export function statusLabelKey(status: OrderStatus, delivery?: DeliveryMethod) {
  return delivery === 'pickup' && (status === 'shipped' || status === 'delivered')
    ? (`orders.pickupStatus.${status}` as const)
    : (`orders.status.${status}` as const);
}

/** «Новый», «Подтверждён», «Отправлен» (or «Готов к выдаче»), «Доставлен» (or «Выдан»), «Отменён». */
export function OrderStatusBadge({
  status,
  delivery,
  size = 'md',
}: {
  status: OrderStatus;
  /** How the order is handed over: a pickup order's steps have words of their own. */
  delivery?: DeliveryMethod;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant={status === 'cancelled' ? 'outline' : 'light'}
      size={size}
      styles={WHOLE_BADGE}
      data-testid="order-status"
    >
      {t(statusLabelKey(status, delivery))}
    </Badge>
  );
}

/** The payment's state as the API reports it: «Оплачено» only when the provider confirmed it. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={PAYMENT_STATE_COLORS[state]}
      variant="dot"
      styles={WHOLE_BADGE}
      data-testid="payment-state"
    >
      {t(`orders.paymentState.${state}`)}
    </Badge>
  );
}
