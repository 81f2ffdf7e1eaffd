import type { OrderDetail, OrderStatus } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { changesOf, recordAudit } from '../audit/audit.service';
import type { CartService } from '../cart/cart.service';
import type { EmailsService } from '../emails/emails.service';
import type { StockService } from '../items/stock.service';
import type { MediaUrl } from '../media/media.service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PromoCodesService } from '../promo-codes/promo-codes.service';
import type { UsersService } from '../users/users.service';
import type { CheckoutService } from './checkout.service';
import { detailOf } from './order.mapper';
import { orderEmail, paymentMismatchEmail, type OrderEmailEvent } from './order-emails';
import { returnUntil, type Viewer } from './order-policy';
import type { OrderRow, OrdersRepository } from './orders.repository';

/**
 * What an order's life does to its shopper's wardrobe, inside the order's transaction: the
 * wardrobe module hands these in, so the orders never import it.
 */
export type OrderPieces = {
  /** The order was delivered: its lines join the wardrobe. */
  delivered: (orderId: number, tx: DbOrTx) => Promise<unknown>;
  /** A return was settled: lines returned in full leave it. */
  returned: (orderId: number, tx: DbOrTx) => Promise<unknown>;
  /** «Delivered» was taken back: the order's pieces leave it. */
  undelivered: (orderId: number, tx: DbOrTx) => Promise<unknown>;
};

/** What the orders service is built from. */
export type OrdersDeps = {
  db: Db;
  repo: OrdersRepository;
  config: AppConfig;
  checkout: CheckoutService;
  stock: StockService;
  cart: CartService;
  emails: EmailsService;
  users: Pick<UsersService, 'activeAdminEmails'>;
  payments: PaymentProvider | null;
  queue: { send: (name: 'orders.refund', payload: { orderId: number }) => Promise<unknown> };
  mediaUrl: MediaUrl;
  log?: (message: string, err?: unknown) => void;
  wardrobe?: OrderPieces;
  promoCodes: Pick<PromoCodesService, 'quote' | 'redeem' | 'giveBack'>;
};

export type By = { actor: 'shopper' | 'admin' | 'system' | 'payment'; userId: number | null };
/** Work that must wait until the transaction committed (calls to the provider, queue kicks). */
export type AfterCommit = (() => Promise<void>)[];

/**
 * The dependencies and the helpers every use case of the orders module shares, built once:
 * reading an order for a viewer, its emails, and the one way its status changes.
 */
export function createOrdersContext({ log = () => undefined, ...deps }: OrdersDeps) {
  const { repo, config, stock, emails, users, payments, queue, mediaUrl, wardrobe, promoCodes } =
    deps;

  async function runAfterCommit(actions: AfterCommit) {
    for (const action of actions) {
      try {
        await action();
      } catch (err) {
        log('order follow-up failed (the sweep retries it)', err);
      }
    }
  }

  async function detail(viewer: Viewer, row: OrderRow, ex: DbOrTx): Promise<OrderDetail> {
    const [lines, events, returns] = await Promise.all([
      repo.lines(row.id, ex),
      repo.events(row.id, ex),
      repo.returns(row.id, ex),
    ]);
    const deliveredAt =
      row.status === 'delivered'
        ? ([...events].reverse().find((e) => e.status === 'delivered')?.createdAt ?? null)
        : null;
    return detailOf(viewer, row, lines, events, mediaUrl, {
      returns,
      deliveredAt,
      returnUntil: returnUntil(row, deliveredAt, config.RETURN_DAYS),
    });
  }

  async function enqueueEmail(row: OrderRow, event: OrderEmailEvent, tx: DbOrTx) {
    if (!row.email) return;
    const lines = await repo.lines(row.id, tx);
    const email = orderEmail(
      event,
      row,
      lines,
      config.publicUrl,
      config.ORDER_PAYMENT_TIMEOUT_MINUTES,
    );
    await emails.enqueue({ to: row.email, orderId: row.id, ...email }, tx);
  }

  /** Writes to every active admin about a payment whose amount is not the order's. */
  async function alertAdmins(row: OrderRow, tx: DbOrTx) {
    const email = paymentMismatchEmail(row, config.publicUrl);
    const admins = await users.activeAdminEmails(tx);
    if (!admins.length) log(`order ${row.id}: payment amount mismatch, and no admin to tell`);
    for (const to of admins) await emails.enqueue({ to, orderId: row.id, ...email }, tx);
  }

  const queueRefund = (orderId: number) => () =>
    queue.send('orders.refund', { orderId }).then(() => undefined);

  /**
   * What a cancel changes besides the status: the stock comes back, the payment is refunded or
   * called off, and a payment page still open is closed after the commit.
   */
  async function cancelChanges(row: OrderRow, changes: Partial<OrderRow>, by: By, tx: DbOrTx) {
    const after: AfterCommit = [];
    const lines = await repo.lines(row.id, tx);
    await stock.giveBack(
      lines.flatMap((l) => (l.variantId ? [{ variantId: l.variantId, quantity: l.quantity }] : [])),
      { orderId: row.id, actorId: by.userId },
      tx,
    );
    if (row.promoCodeId !== null) await promoCodes.giveBack(row.promoCodeId, tx);
    // What was paid and is not back yet goes back (the provider refunds what remains).
    if (
      row.paymentState === 'paid' ||
      row.paymentState === 'partially_refunded' ||
      row.paymentState === 'amount_mismatch'
    ) {
      changes.paymentState = 'refund_pending';
      after.push(queueRefund(row.id));
    } else if (row.paymentState === 'pending' || row.paymentState === 'on_delivery') {
      changes.paymentState = 'cancelled';
    }
    const sessionId = row.paymentSessionId;
    if (row.paymentState === 'pending' && sessionId && payments)
      after.push(() => payments.expireCheckout(sessionId));
    return after;
  }

  /**
   * Moves an order to `to` (the caller checked the transition): the timeline, the payment state,
   * the stock of a cancelled order, the email. Answers the follow-ups for after the commit.
   */
  async function transition(
    row: OrderRow,
    to: OrderStatus,
    by: By,
    note: string | null,
    tx: DbOrTx,
  ): Promise<{ row: OrderRow; after: AfterCommit }> {
    const changes: Partial<OrderRow> = { status: to };
    // An admin who confirms an order paid with another amount accepts that payment as its own.
    if (to === 'confirmed' && row.paymentState === 'amount_mismatch') changes.paymentState = 'paid';
    const after = to === 'cancelled' ? await cancelChanges(row, changes, by, tx) : [];
    const updated = await repo.update(row.id, changes, tx);
    if (to === 'delivered') await wardrobe?.delivered(row.id, tx);
    else if (row.status === 'delivered') await wardrobe?.undelivered(row.id, tx);
    await repo.insertEvent(
      row.id,
      { status: to, actor: by.actor, actorUserId: by.userId, note },
      tx,
    );
    await recordAudit(tx, {
      actorId: by.userId,
      action: to === 'cancelled' ? 'order.cancel' : 'order.status',
      entity: 'order',
      entityId: row.id,
      changes: {
        ...changesOf(row, updated, ['status', 'paymentState']),
        ...(note && { note: [null, note] }),
      },
    });
    await enqueueEmail(updated, { kind: 'status', status: to, by: by.actor, note }, tx);
    after.push(() => emails.kick());
    return { row: updated, after };
  }

  return {
    ...deps,
    log,
    runAfterCommit,
    detail,
    enqueueEmail,
    alertAdmins,
    queueRefund,
    transition,
  };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;
