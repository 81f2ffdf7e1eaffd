import type { DbOrTx } from '../../db/client';
import { toMinorUnits, type PaymentNotice, type RefundResult } from '../payments/payment-provider';
import type { AfterCommit, OrdersContext } from './orders.context';
import type { OrderRow } from './orders.repository';
import { recordOutsideRefund, type OutsideRefundDeps } from './outside-refunds';
import { recordAudit } from '../audit/audit.service';
import { centsToDecimal, toCents } from './money';

type Applied = { orderId: number | null; after: AfterCommit };

/** What a payment notice says was received, and whether it is this order's sum. */
function receivedOf(notice: PaymentNotice, row: OrderRow) {
  const currency = notice.currency?.toUpperCase() ?? null;
  const matches =
    notice.amountMinor === toMinorUnits(row.total, row.currency) &&
    currency === row.currency.toUpperCase();
  const received = {
    paidAt: new Date(),
    paymentReference: notice.paymentReference,
    paidAmountMinor: notice.amountMinor,
    paidCurrency: currency,
    paymentMismatch: !matches,
  };
  return { matches, received };
}

/**
 * The log's line for a cancelled order's payment given back (what returns had not given back
 * already): as a return's refund reads, by the shop rather than a person.
 */
async function auditCancelRefund(before: OrderRow, after: OrderRow, tx: DbOrTx) {
  const amount = centsToDecimal(toCents(before.total) - toCents(before.refundedTotal));
  await recordAudit(tx, {
    actorId: null,
    action: 'order.refund',
    entity: 'order',
    entityId: before.id,
    changes: {
      refund_amount: [null, Number(amount)],
      refund_method: [null, 'provider'],
      payment_state: [before.paymentState, after.paymentState],
    },
  });
}

type PaymentNoticesDeps = Pick<
  OrdersContext,
  | 'db'
  | 'repo'
  | 'payments'
  | 'emails'
  | 'log'
  | 'runAfterCommit'
  | 'enqueueEmail'
  | 'alertAdmins'
  | 'transition'
  | 'queueRefund'
> &
  OutsideRefundDeps;

/** What the provider reports about an order's money (paid, refunded…), and the refunds. */
export function createPaymentNotices(ctx: PaymentNoticesDeps) {
  const { db, repo, payments, emails, log, runAfterCommit, enqueueEmail, alertAdmins } = ctx;
  const kick = () => emails.kick();

  async function refunded(notice: PaymentNotice, tx: DbOrTx): Promise<Applied> {
    const after: AfterCommit = [];
    const row = notice.paymentReference
      ? await repo.lockByPaymentReference(notice.paymentReference, tx)
      : undefined;
    if (!row) return { orderId: null, after };
    if (row.paymentState === 'refund_pending') {
      // The shop gives a cancelled order's payment back whole: a notice of a part is not that.
      const part =
        notice.amountMinor !== null &&
        row.paidAmountMinor !== null &&
        notice.amountMinor < row.paidAmountMinor;
      if (part) return { orderId: row.id, after };
      const updated = await repo.update(row.id, { paymentState: 'refunded' }, tx);
      await auditCancelRefund(row, updated, tx);
      await enqueueEmail(updated, { kind: 'refunded' }, tx);
      after.push(kick);
    } else if (row.paymentState === 'paid' || row.paymentState === 'partially_refunded')
      after.push(...(await recordOutsideRefund(ctx, notice, row, tx)));
    return { orderId: row.id, after };
  }

  /** Applies a payment to the order it names; answers the follow-ups for after the commit. */
  async function applyPayment(
    notice: PaymentNotice,
    row: OrderRow,
    tx: DbOrTx,
  ): Promise<AfterCommit> {
    const { matches, received } = receivedOf(notice, row);
    if (row.paymentState === 'pending' && row.status === 'new' && !matches) {
      // Money was taken, but not this order's sum: the order is not confirmed, and it leaves
      // the sweep (which would cancel it as unpaid and keep the money) for an admin to decide.
      const flagged = await repo.update(
        row.id,
        { ...received, paymentState: 'amount_mismatch', payUrl: null },
        tx,
      );
      await alertAdmins(flagged, tx);
      return [kick];
    }
    if (row.paymentState === 'pending' && row.status === 'new') {
      const paid = await repo.update(
        row.id,
        { ...received, paymentState: 'paid', payUrl: null },
        tx,
      );
      const by = { actor: 'payment', userId: null } as const;
      return (await ctx.transition(paid, 'confirmed', by, null, tx)).after;
    }
    if (
      row.status === 'cancelled' &&
      (row.paymentState === 'cancelled' || row.paymentState === 'pending')
    ) {
      // The money came after the order was cancelled (too late, or cancelled meanwhile): it
      // goes back whatever its amount.
      const updated = await repo.update(
        row.id,
        { ...received, paymentState: 'refund_pending' },
        tx,
      );
      await enqueueEmail(updated, { kind: 'paid_after_cancel' }, tx);
      if (!matches) await alertAdmins(updated, tx);
      return [ctx.queueRefund(row.id), kick];
    }
    if (!matches)
      log(
        `payment ${notice.eventId} for order ${row.id} (payment ${row.paymentState}): ${notice.amountMinor} ${notice.currency} instead of ${row.total} ${row.currency}; not applied`,
      );
    return [];
  }

  /**
   * A payment counts for the order whose checkout session it completed, and only that one: an
   * order named by the event's reference (`client_reference_id`) but paid through another session
   * is not confirmed, whatever the amount.
   */
  async function paid(notice: PaymentNotice, tx: DbOrTx): Promise<Applied> {
    const row = notice.sessionId ? await repo.lockBySession(notice.sessionId, tx) : undefined;
    if (!row) {
      log(
        notice.orderId
          ? `payment ${notice.eventId} names order ${notice.orderId} through session ${notice.sessionId}, which is not the order's; not applied`
          : `payment ${notice.eventId} names no order of this shop`,
      );
      return { orderId: null, after: [] };
    }
    return { orderId: row.id, after: await applyPayment(notice, row, tx) };
  }

  /**
   * Records the provider's answer to a refund, only on an order whose refund is still
   * unrecorded; answers the follow-ups for after the commit.
   */
  async function recordRefund(row: OrderRow, result: RefundResult, tx: DbOrTx) {
    const updated = await repo.compareAndSet(
      row.id,
      { paymentState: 'refund_pending', refundReference: null },
      {
        refundReference: result.refundId,
        paymentState: result.done ? 'refunded' : 'refund_pending',
      },
      tx,
    );
    if (!updated) {
      // The provider's notice of this refund came first and already told the shopper; only
      // the reference is missing, unless another run recorded it.
      await repo.compareAndSet(
        row.id,
        { paymentState: 'refunded', refundReference: null },
        { refundReference: result.refundId },
        tx,
      );
      return [];
    }
    if (!result.done) return [];
    await auditCancelRefund(row, updated, tx);
    await enqueueEmail(updated, { kind: 'refunded' }, tx);
    return [kick];
  }

  return {
    /**
     * Applies a signed payment notification inside the payments module's transaction (which
     * also records the event, so a repeated one never reaches here). Only this makes an order
     * paid. Answers the order it concerned and the follow-ups for after the commit.
     */
    async applyPaymentNotice(notice: PaymentNotice, tx: DbOrTx): Promise<Applied> {
      if (notice.kind === 'refunded') return refunded(notice, tx);
      if (notice.kind === 'paid') return paid(notice, tx);
      const row = notice.sessionId ? await repo.lockBySession(notice.sessionId, tx) : undefined;
      return { orderId: row?.id ?? null, after: [] };
    },

    /**
     * Returns the money of a cancelled paid order (job orders.refund; the sweep retries). The
     * provider is asked with no transaction open; its answer is recorded only on an order whose
     * refund is still unrecorded. Runs that overlap (the job and the sweep) send the same
     * idempotency key, so the provider makes one refund and answers it to both.
     */
    async refund(orderId: number): Promise<void> {
      if (!payments) return;
      const row = await repo.get(orderId, db);
      if (!row || row.paymentState !== 'refund_pending' || row.refundReference) return;
      if (!row.paymentReference) {
        log(`order ${orderId}: no payment to refund`);
        return;
      }
      const result = await payments.refund({
        paymentReference: row.paymentReference,
        idempotencyKey: `order-${row.id}-refund`,
      });
      const after = await db.transaction((tx): Promise<AfterCommit> =>
        recordRefund(row, result, tx),
      );
      await runAfterCommit(after);
    },
  };
}
