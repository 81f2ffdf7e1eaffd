import { SHOPPER_CANCELLABLE_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/contract';
import { can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { OrderRow } from './orders.repository';

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
  const allowed: readonly OrderStatus[] = viewer.isAdmin
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
