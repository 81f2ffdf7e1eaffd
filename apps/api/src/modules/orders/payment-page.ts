import { orderNumber, type OrderDetail } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import type { CheckoutRequest, PaymentProvider } from '../payments/payment-provider';
import { centsToDecimal, toCents } from './money';
import { visible, waitsForPayment, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';
import type { OrderLineRow, OrderRow } from './orders.repository';

const unavailable = () =>
  new AppError('PAYMENT_UNAVAILABLE', 503, 'Online payment is off', { reason: 'payments_off' });

/**
 * A line as the provider charges it: at its price, less its share of a promo discount. The
 * provider knows no discount of a line without coupons of its own, so a discounted line whose
 * sum does not split evenly over its pieces is charged as one sum («× 3» in its name): the
 * page's total is always the order's.
 */
function chargedLine(l: OrderLineRow): CheckoutRequest['lines'][number] {
  const name = [l.name, [l.size, l.color].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
  const discount = toCents(l.discount);
  if (discount <= 0) return { name, price: l.price, quantity: l.quantity };
  const cents = toCents(l.price) * l.quantity - discount;
  return cents % l.quantity === 0
    ? { name, price: centsToDecimal(cents / l.quantity), quantity: l.quantity }
    : { name: `${name} × ${l.quantity}`, price: centsToDecimal(cents), quantity: 1 };
}

function checkoutRequest(row: OrderRow, lines: OrderLineRow[], publicUrl: string): CheckoutRequest {
  return {
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    lines: lines.map(chargedLine),
    deliveryPrice: row.deliveryPrice,
    total: row.total,
    currency: row.currency,
    email: row.email,
    successUrl: `${publicUrl}/orders/${row.id}?payment=success`,
    cancelUrl: `${publicUrl}/orders/${row.id}?payment=cancelled`,
    expiresAt: row.payBefore ?? new Date(),
  };
}

type PaymentPageDeps = Pick<
  OrdersContext,
  'db' | 'repo' | 'config' | 'payments' | 'log' | 'detail'
>;

/** The provider's payment page of an online order: made once, and asked for again when it failed. */
export function createPaymentPage({ db, repo, config, payments, log, detail }: PaymentPageDeps) {
  async function askProvider(provider: PaymentProvider, row: OrderRow) {
    const lines = await repo.lines(row.id, db);
    try {
      return await provider.createCheckout(checkoutRequest(row, lines, config.publicUrl));
    } catch (err) {
      log(`payment page for order ${row.id} not created`, err);
      throw new AppError('PAYMENT_UNAVAILABLE', 503, 'The payment provider did not answer', {
        reason: 'provider_failed',
      });
    }
  }

  /**
   * Creates the provider's payment page for an online order waiting for its payment, and records
   * it if the order still waits for it. No transaction is open while the provider answers (up to
   * 20 s with its retries): a row held that long would stop the cancel, the sweep and the payment
   * notice of this very order. Answers the order as it is now.
   */
  async function openCheckout(row: OrderRow): Promise<OrderRow> {
    if (!payments) throw unavailable();
    const session = await askProvider(payments, row);
    const recorded = await repo.compareAndSet(
      row.id,
      { status: 'new', paymentState: 'pending', payUrl: null },
      { paymentProvider: payments.name, paymentSessionId: session.sessionId, payUrl: session.url },
      db,
    );
    if (recorded) return recorded;
    // Cancelled meanwhile, or another request recorded its page first. The provider
    // answers one order's repeated request with the same session; any other page of ours is
    // closed, since nobody is shown it and a cancel would not know to close it.
    const current = (await repo.get(row.id, db))!;
    if (current.paymentSessionId !== session.sessionId) {
      try {
        await payments.expireCheckout(session.sessionId);
      } catch (err) {
        log(`order ${row.id}: unrecorded payment page ${session.sessionId} left open`, err);
      }
    }
    return current;
  }

  return {
    openCheckout,

    /** The provider's payment page for an online order waiting for its payment (made once). */
    async startPayment(viewer: Viewer, id: number): Promise<OrderDetail> {
      const notWaiting = (row: OrderRow) =>
        new AppError('ORDER_STATUS_CONFLICT', 409, 'The order does not wait for its payment', {
          reason: 'not_awaiting_payment',
          status: row.status,
        });
      const current = visible(viewer, await repo.get(id, db));
      if (!waitsForPayment(current)) throw notWaiting(current);
      if (current.payUrl) return detail(viewer, current, db);
      const row = await openCheckout(current);
      if (!waitsForPayment(row)) throw notWaiting(row);
      return detail(viewer, row, db);
    },
  };
}
