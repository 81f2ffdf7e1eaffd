import { SHOPPER_CANCELLABLE_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/contract';
import { can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import { fromMinorUnits } from '../payments/payment-provider';
import { toCents } from './money';
import type { OrderReturnWithLines } from './order-work.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';

export type Viewer = NonNullable<Actor>;

/** Statuses from which an admin may still cancel (before delivery). */
const ADMIN_CANCELLABLE: readonly OrderStatus[] = ['new', 'confirmed', 'shipped'];

/** The order when the viewer may see it; another user's order is 404, not 403. */
export function visible(viewer: Viewer, row: OrderRow | undefined): OrderRow {
  if (!row || !can(viewer, 'view', { type: 'order', ownerId: row.userId })) throw notFound('Order');
  return row;
}

export const waitsForPayment = (row: OrderRow) =>
  row.paymentState === 'pending' && row.status === 'new';

export function canCancel(viewer: Viewer, row: OrderRow): boolean {
  if (!can(viewer, 'cancel', { type: 'order', ownerId: row.userId })) return false;
  const allowed: readonly OrderStatus[] = can(viewer, 'manage', {
    type: 'order',
    ownerId: row.userId,
  })
    ? ADMIN_CANCELLABLE
    : SHOPPER_CANCELLABLE_STATUSES;
  return allowed.includes(row.status);
}

/**
 * Statuses an admin may set now. An online order is confirmed by its payment only, unless the
 * payment was of another amount: then the admin, having checked it, may accept it by hand.
 */
export function nextStatuses(viewer: Viewer, row: OrderRow): OrderStatus[] {
  if (!can(viewer, 'manage', { type: 'order', ownerId: row.userId })) return [];
  return ORDER_TRANSITIONS[row.status].filter(
    (status) =>
      !(
        status === 'confirmed' &&
        row.paymentMethod === 'online' &&
        row.paymentState !== 'amount_mismatch'
      ),
  );
}

/** Statuses in which the recipient and address may still change: the parcel has not left. */
const DELIVERY_EDITABLE: readonly OrderStatus[] = ['new', 'confirmed'];

export function canEditDelivery(viewer: Viewer, row: OrderRow): boolean {
  return (
    can(viewer, 'manage', { type: 'order', ownerId: row.userId }) &&
    DELIVERY_EDITABLE.includes(row.status)
  );
}

/** Minutes after «delivered» during which an admin may take it back (a wrong click). */
export const UNDO_DELIVERED_MINUTES = 10;

/** Until when the viewer may take «delivered» back; null when they may not. */
export function undoDeliveredUntil(
  viewer: Viewer,
  row: OrderRow,
  deliveredAt: Date | null,
  returns: OrderReturnWithLines[],
  now = new Date(),
): Date | null {
  if (!can(viewer, 'manage', { type: 'order', ownerId: row.userId })) return null;
  // Recorded cash stays recorded: the parcel was handed over and paid for.
  if (row.status !== 'delivered' || !deliveredAt || returns.length || row.cashReceivedAt)
    return null;
  const until = new Date(deliveredAt.getTime() + UNDO_DELIVERED_MINUTES * 60_000);
  return until > now ? until : null;
}

/** The end of the return period: RETURN_DAYS days after delivery. */
export function returnUntil(
  row: OrderRow,
  deliveredAt: Date | null,
  returnDays: number,
): Date | null {
  if (row.status !== 'delivered' || !deliveredAt) return null;
  return new Date(deliveredAt.getTime() + returnDays * 24 * 3600_000);
}

/** A paid order's money that returns may give back: cash handed over, or the card payment. */
export function paidForReturns(row: OrderRow): boolean {
  return (
    row.status === 'delivered' &&
    (row.paymentState === 'paid' ||
      row.paymentState === 'partially_refunded' ||
      (row.paymentMethod === 'cash_on_delivery' && row.paymentState === 'on_delivery'))
  );
}

/** What the shopper paid, in cents of the order's currency: the card payment or the cash. */
export function paidCents(row: OrderRow): number {
  if (
    row.paymentMethod === 'online' &&
    row.paidAmountMinor !== null &&
    row.paidCurrency?.toUpperCase() === row.currency.toUpperCase()
  )
    return Math.round(fromMinorUnits(row.paidAmountMinor, row.currency) * 100);
  return toCents(row.total);
}

/**
 * What a refund may still give back, in cents: what was paid less what went back and what
 * pending returns hold; and the delivery's price while no return gave it back. Nothing unless
 * the viewer manages the order and it takes returns now.
 */
export function refundableCents(
  viewer: Viewer,
  row: OrderRow,
  returns: OrderReturnWithLines[],
): { total: number; delivery: number } {
  if (!can(viewer, 'manage', { type: 'order', ownerId: row.userId }) || !paidForReturns(row))
    return { total: 0, delivery: 0 };
  const given = returns.reduce(
    (sum, r) => sum + (r.state === 'pending' ? toCents(r.amount) : 0),
    toCents(row.refundedTotal),
  );
  const total = Math.max(0, paidCents(row) - given);
  const delivery = returns.some((r) => r.includesDelivery) ? 0 : toCents(row.deliveryPrice);
  return { total, delivery: Math.min(delivery, total) };
}

/** Pieces of each line not yet returned (pending returns hold theirs). */
export function notReturned(
  lines: OrderLineRow[],
  returns: OrderReturnWithLines[],
): Map<number, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const r of returns)
    for (const l of r.lines) left.set(l.orderLineId, (left.get(l.orderLineId) ?? 0) - l.quantity);
  return left;
}

/** What the viewer may return now, per line: nothing unless a staff member within the period. */
export function returnableLines(
  viewer: Viewer,
  row: OrderRow,
  lines: OrderLineRow[],
  returns: OrderReturnWithLines[],
  until: Date | null,
  now = new Date(),
): { line_id: number; quantity: number }[] {
  if (!can(viewer, 'manage', { type: 'order', ownerId: row.userId })) return [];
  if (!paidForReturns(row) || !until || until < now) return [];
  const left = notReturned(lines, returns);
  return lines.flatMap((l) => {
    const quantity = left.get(l.id) ?? 0;
    return quantity > 0 ? [{ line_id: l.id, quantity }] : [];
  });
}

/**
 * Whether the viewer may record a cash order's money as received now: staff, once the order was
 * handed over (delivered), and only once.
 */
export function canRecordCash(viewer: Viewer, row: OrderRow): boolean {
  return (
    can(viewer, 'manage', { type: 'order', ownerId: row.userId }) &&
    row.paymentMethod === 'cash_on_delivery' &&
    row.status === 'delivered' &&
    row.paymentState === 'on_delivery' &&
    row.cashReceivedAt === null
  );
}
