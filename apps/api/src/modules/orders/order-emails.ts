import {
  DELIVERY_METHOD_LABELS_RU,
  CARRIER_LABELS_RU,
  carrierSchema,
  orderNumber,
  orderStatusLabelRu,
  trackingUrl,
  PAYMENT_METHOD_LABELS_RU,
  PAYMENT_MISMATCH_LABEL_RU,
  type OrderStatus,
} from '@shop/contract';
import { fromMinorUnits } from '../payments/payment-provider';
import { centsToDecimal, formatMoney, toCents } from './money';
import type { OrderLineRow, OrderRow } from './orders.repository';

export type EmailText = { subject: string; text: string };
export type OrderEmailEvent =
  | { kind: 'placed' }
  | {
      kind: 'status';
      status: OrderStatus;
      by: 'shopper' | 'admin' | 'system' | 'payment';
      note: string | null;
    }
  | { kind: 'paid_after_cancel' }
  | { kind: 'refunded' }
  /** A return's money went back: `amount` (a decimal string) to the card or in cash. */
  | { kind: 'refund'; amount: string; method: 'provider' | 'cash' };

function linesText(order: OrderRow, lines: OrderLineRow[]): string {
  const rows = lines.map((line) => {
    const variant = [line.size, line.color].filter(Boolean).join(', ');
    const name = variant ? `${line.name} (${variant})` : line.name;
    const sum = formatMoney(centsToDecimal(toCents(line.price) * line.quantity), order.currency);
    return `  • ${name} — ${line.quantity} шт. × ${formatMoney(line.price, order.currency)} = ${sum}`;
  });
  const delivery =
    Number(order.deliveryPrice) > 0
      ? formatMoney(order.deliveryPrice, order.currency)
      : 'бесплатно';
  return [
    ...rows,
    '',
    `Товары: ${formatMoney(order.itemsTotal, order.currency)}`,
    ...(toCents(order.discountTotal) > 0
      ? [
          `Скидка по промокоду ${order.promoCode ?? ''}: −${formatMoney(order.discountTotal, order.currency)}`,
        ]
      : []),
    `Доставка: ${delivery}`,
    `Итого: ${formatMoney(order.total, order.currency)}`,
  ].join('\n');
}

/** The parcel's carrier, tracking number and the carrier's page for it, when staff gave one. */
function parcelText(order: OrderRow): string {
  if (!order.trackingNumber) return '';
  const carrier = carrierSchema.catch('other').parse(order.carrier);
  const url = trackingUrl(carrier, order.trackingNumber);
  return [
    '',
    `Служба доставки: ${CARRIER_LABELS_RU[carrier]}`,
    `Трек-номер: ${order.trackingNumber}`,
    ...(url ? [`Отследить посылку: ${url}`] : []),
    '',
  ].join('\n');
}

/** Where the order goes: the pickup point with its hours, or the courier's address. */
export function addressText(order: OrderRow): string {
  if (order.deliveryMethod === 'pickup')
    return `${order.pickupName}, ${order.pickupAddress}${
      order.pickupHours ? ` (${order.pickupHours})` : ''
    }`;
  const flat = order.flat ? `, кв. ${order.flat}` : '';
  return `${order.city}, ${order.street}, д. ${order.house}${flat}`;
}

function deliveryText(order: OrderRow): string {
  return `${DELIVERY_METHOD_LABELS_RU[order.deliveryMethod]}: ${addressText(order)}`;
}

/** What the emails about one order share: its number, the greeting, its summary, the link. */
type OrderEmailParts = { number: string; hello: string; summary: string; footer: string };

/**
 * The Russian emails about an order: on placement and on every change of its status or
 * payment. Plain text, one message per event; the link leads to the order's page.
 */
export function orderEmail(
  event: OrderEmailEvent,
  order: OrderRow,
  lines: OrderLineRow[],
  publicUrl: string,
  paymentTimeoutMinutes: number,
): EmailText {
  const number = orderNumber(order.id);
  const link = `${publicUrl}/orders/${order.id}`;
  const hello = `Здравствуйте, ${order.contactName}!`;
  const footer = ['', `Заказ на сайте: ${link}`, '', 'С уважением, магазин VESTA'].join('\n');
  const summary = [
    'Состав заказа:',
    linesText(order, lines),
    '',
    deliveryText(order),
    `Оплата: ${PAYMENT_METHOD_LABELS_RU[order.paymentMethod]}`,
    `Телефон получателя: ${order.contactPhone}`,
  ].join('\n');
  const parts = { number, hello, summary, footer };

  switch (event.kind) {
    case 'placed':
      return placedEmail(order, paymentTimeoutMinutes, parts);
    case 'status':
      return statusEmail(event, order, parts);
    case 'paid_after_cancel':
      return {
        subject: `Заказ ${number}: деньги будут возвращены`,
        text: [
          hello,
          '',
          `Оплата заказа ${number} пришла после его отмены. Деньги будут возвращены на карту, с которой он был оплачен.`,
          footer,
        ].join('\n'),
      };
    case 'refund':
      return refundEmail(event, order, hello, footer);
    case 'refunded':
      return {
        subject: `Заказ ${number}: деньги возвращены`,
        text: [
          hello,
          '',
          `Деньги за заказ ${number} (${paidAmount(order) ?? remainingAmount(order)}) возвращены на вашу карту. Банк может зачислить их в течение нескольких дней.`,
          footer,
        ].join('\n'),
      };
  }
}

/** A placed order: one paid online waits for its payment, any other for the shop's call. */
function placedEmail(
  order: OrderRow,
  paymentTimeoutMinutes: number,
  { number, hello, summary, footer }: OrderEmailParts,
): EmailText {
  const online = order.paymentMethod === 'online';
  return {
    subject: online ? `Заказ ${number} ожидает оплаты` : `Заказ ${number} принят`,
    text: [
      hello,
      '',
      online
        ? `Спасибо за заказ ${number}! Оплатите его в течение ${paymentTimeoutMinutes} мин. — иначе заказ будет отменён.`
        : `Спасибо за заказ ${number}! Мы свяжемся с вами, чтобы подтвердить его.`,
      '',
      summary,
      footer,
    ].join('\n'),
  };
}

/** A new status, said for who changed it and how the order is delivered. */
function statusEmail(
  event: Extract<OrderEmailEvent, { kind: 'status' }>,
  order: OrderRow,
  { number, hello, summary, footer }: OrderEmailParts,
): EmailText {
  const label = orderStatusLabelRu(event.status, order.deliveryMethod);
  const note = event.note ? `\nКомментарий: ${event.note}\n` : '';
  const parcel = event.status === 'shipped' ? parcelText(order) : '';
  const bodies: Record<OrderStatus, string> = {
    new: `Заказ ${number} принят.`,
    confirmed:
      event.by === 'payment'
        ? `Оплата заказа ${number} получена, заказ подтверждён. Мы сообщим, когда он будет отправлен.`
        : `Заказ ${number} подтверждён. Мы сообщим, когда он будет отправлен.`,
    shipped:
      order.deliveryMethod === 'pickup'
        ? `Заказ ${number} готов к выдаче: ${addressText(order)}.`
        : `Заказ ${number} передан в доставку.`,
    delivered:
      order.deliveryMethod === 'pickup'
        ? `Заказ ${number} выдан. Спасибо за покупку!`
        : `Заказ ${number} доставлен. Спасибо за покупку!`,
    cancelled:
      event.by === 'shopper'
        ? `Заказ ${number} отменён по вашей просьбе.`
        : event.by === 'system'
          ? `Заказ ${number} отменён: он не был оплачен вовремя.`
          : `Заказ ${number} отменён магазином.`,
  };
  const refund =
    event.status === 'cancelled' && order.paymentState === 'refund_pending'
      ? '\nДеньги за заказ будут возвращены на карту, с которой он был оплачен.\n'
      : '';
  return {
    subject:
      event.status === 'confirmed' && event.by === 'payment'
        ? `Заказ ${number} оплачен`
        : `Заказ ${number}: ${label.toLowerCase()}`,
    text: [hello, '', bodies[event.status], parcel + note + refund, summary, footer].join('\n'),
  };
}

/** What a cancelled order gives back: its total less what went back before. */
function remainingAmount(order: OrderRow): string {
  const cents = toCents(order.total) - toCents(order.refundedTotal);
  return formatMoney(centsToDecimal(cents), order.currency);
}

/** A return's refund: how much, where it went, and what the order has got back in all. */
function refundEmail(
  event: Extract<OrderEmailEvent, { kind: 'refund' }>,
  order: OrderRow,
  hello: string,
  footer: string,
): EmailText {
  const number = orderNumber(order.id);
  const amount = formatMoney(event.amount, order.currency);
  const where =
    event.method === 'provider'
      ? `Мы вернули ${amount} за заказ ${number} на карту, с которой он был оплачен. Банк может зачислить деньги в течение нескольких дней.`
      : `Мы вернули вам ${amount} наличными за заказ ${number}.`;
  const total =
    order.paymentState === 'refunded'
      ? 'За заказ возвращено всё, что было оплачено.'
      : `Всего по заказу возвращено ${formatMoney(order.refundedTotal, order.currency)} из ${formatMoney(order.total, order.currency)}.`;
  return {
    subject: `Заказ ${number}: возврат ${amount}`,
    text: [hello, '', where, total, footer].join('\n'),
  };
}

/** An amount in a currency the provider named: Intl refuses a code it does not know. */
function moneyIn(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** What was paid when it was not the order's total (the whole payment is what goes back). */
function paidAmount(order: OrderRow): string | null {
  if (!order.paymentMismatch || order.paidAmountMinor === null || !order.paidCurrency) return null;
  return moneyIn(fromMinorUnits(order.paidAmountMinor, order.paidCurrency), order.paidCurrency);
}

/**
 * The email to every admin about a signed payment whose amount or currency is not the order's
 * (`order` already carries what was paid). An order still waiting for its payment now waits for
 * the admin; one cancelled before the money came is being refunded anyway.
 */
export function paymentMismatchEmail(order: OrderRow, publicUrl: string): EmailText {
  const number = orderNumber(order.id);
  const paid = paidAmount(order) ?? 'платёжная система не указала сумму';
  const next =
    order.status === 'cancelled'
      ? 'Заказ уже был отменён, поэтому деньги возвращаются покупателю автоматически.'
      : 'Заказ не подтверждён и не будет отменён автоматически. Проверьте платёж в кабинете платёжной системы, затем подтвердите заказ или отмените его — при отмене деньги вернутся покупателю.';
  return {
    subject: `Заказ ${number}: ${PAYMENT_MISMATCH_LABEL_RU.toLowerCase()}`,
    text: [
      `${PAYMENT_MISMATCH_LABEL_RU}: ${number}.`,
      '',
      `Оплачено: ${paid}`,
      `Сумма заказа: ${formatMoney(order.total, order.currency)}`,
      `Платёж: ${order.paymentReference ?? 'нет номера'}${order.paymentProvider ? ` (${order.paymentProvider})` : ''}`,
      `Покупатель: ${[order.contactName, order.email, order.contactPhone].filter(Boolean).join(', ')}`,
      '',
      next,
      '',
      `Заказ в админке: ${publicUrl}/admin/orders/${order.id}`,
    ].join('\n'),
  };
}
