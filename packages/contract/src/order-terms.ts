import { z } from 'zod';

/*
 * The closed lists an order is described by — its statuses and the steps between them, the ways
 * to pay and the states of a payment, the ways to deliver — with the Russian label of each.
 */

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS_RU = {
  new: 'Новый',
  confirmed: 'Подтверждён',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
} as const satisfies Record<OrderStatus, string>;

/**
 * Which status may follow which (the server's table; the web reads `can_cancel` and
 * `next_statuses` of an order instead of deriving rights from it). A shopper may only cancel,
 * and only before shipping; an admin may cancel before delivery. An online order becomes
 * confirmed only by its payment, never by hand.
 */
export const ORDER_TRANSITIONS = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Statuses from which the shopper may still cancel their own order. */
export const SHOPPER_CANCELLABLE_STATUSES = ['new', 'confirmed'] as const satisfies OrderStatus[];

export const PAYMENT_METHODS = ['cash_on_delivery', 'online'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_METHOD_LABELS_RU = {
  cash_on_delivery: 'Оплата при получении',
  online: 'Онлайн-оплата картой',
} as const satisfies Record<PaymentMethod, string>;

/**
 * - on_delivery: cash or card to the courier or at the pickup point (nothing to confirm online)
 * - pending: waiting for the provider's signed confirmation
 * - paid: the provider confirmed the payment with a signed webhook (only then)
 * - cancelled: the order was cancelled before it was paid
 * - refund_pending / refunded: a paid order was cancelled; the money is being / has been returned
 * - partially_refunded: returns gave back part of what was paid; refunded once all of it went back
 * - amount_mismatch: the provider confirmed a payment of another amount or currency than the
 *   order's; the order is not confirmed and waits for an admin, who confirms it by hand or
 *   cancels it (the money is then returned)
 */
export const PAYMENT_STATES = [
  'on_delivery',
  'pending',
  'paid',
  'cancelled',
  'refund_pending',
  'refunded',
  'partially_refunded',
  'amount_mismatch',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const PAYMENT_STATE_LABELS_RU = {
  on_delivery: 'Оплата при получении',
  pending: 'Ожидает оплаты',
  paid: 'Оплачено',
  cancelled: 'Не оплачен',
  refund_pending: 'Возврат средств',
  refunded: 'Средства возвращены',
  partially_refunded: 'Частично возвращён',
  amount_mismatch: 'Оплата проверяется',
} as const satisfies Record<PaymentState, string>;

/**
 * An order whose money went back before it was shipped: the shop itself refunds only a
 * cancelled order or a return of a delivered one, so this is a refund made in the payment
 * provider's dashboard. Staff are shown it, since it must not go out as if it were paid.
 */
export function refundedBeforeShipping(status: OrderStatus, paymentState: PaymentState): boolean {
  return (
    (status === 'new' || status === 'confirmed') &&
    (paymentState === 'refunded' || paymentState === 'partially_refunded')
  );
}

/** What admins are told of an order whose payment's amount differs from the order's. */
export const PAYMENT_MISMATCH_LABEL_RU = 'Сумма оплаты не совпадает с заказом';

export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const DELIVERY_METHOD_LABELS_RU = {
  courier: 'Курьером',
  pickup: 'Самовывоз из магазина',
} as const satisfies Record<DeliveryMethod, string>;
