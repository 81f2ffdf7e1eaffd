import type { OrderDetail, OrderReturnCreate } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { assertCan } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { RefundRefusedError, toMinorUnits } from '../payments/payment-provider';
import { returnedDiscountCents } from '../promo-codes/promo-discount';
import { centsToDecimal, toCents } from './money';
import {
  notReturned,
  paidCents,
  paidForReturns,
  refundableCents,
  returnUntil,
  visible,
  type Viewer,
} from './order-policy';
import type { OrderReturnRow, OrderReturnWithLines } from './order-work.repository';
import type { OrdersContext } from './orders.context';
import type { OrderLineRow, OrderRow } from './orders.repository';

const refused = (
  reason:
    'not_returnable' | 'return_period_over' | 'already_returned' | 'delivery_already_refunded',
  row: OrderRow,
  message: string,
) => new AppError('ORDER_STATUS_CONFLICT', 409, message, { reason, status: row.status });

/** A refund above what is left: the answer says how much that is, in the shop's currency. */
const aboveRefundable = (row: OrderRow, refundableCents: number) =>
  new AppError('ORDER_STATUS_CONFLICT', 409, 'The refund would exceed what was paid', {
    reason: 'refund_above_paid',
    status: row.status,
    refundable: refundableCents / 100,
  });

/**
 * A provider refund pending longer than this was left by a process that died before recording
 * the answer: well beyond the provider client's own time limit with its retries.
 */
export const PENDING_RETURN_STALE_MS = 5 * 60_000;

/**
 * The money back for `quantity` pieces of a bought line of which `left` were not yet returned,
 * in cents: the discounted price, the line's promo share in proportion to the pieces. Every
 * return's sum of pieces is counted here and only here.
 */
export function returnedPiecesCents(line: OrderLineRow, left: number, quantity: number): number {
  const before = line.quantity - left;
  return (
    toCents(line.price) * quantity -
    returnedDiscountCents(toCents(line.discount), line.quantity, before, quantity)
  );
}

/** A return as checked: its sum in cents and whether that sum gives the delivery back. */
type CheckedReturn = { cents: number; includesDelivery: boolean };

type OrderReturnsDeps = Pick<
  OrdersContext,
  | 'db'
  | 'repo'
  | 'config'
  | 'stock'
  | 'payments'
  | 'emails'
  | 'log'
  | 'detail'
  | 'wardrobe'
  | 'enqueueEmail'
  | 'runAfterCommit'
>;

/**
 * Returns of a delivered order within its return period (RETURN_DAYS after delivery), with the
 * refund of the returned lines' price. The pieces go back to stock (reason `return`). A card
 * payment is refunded through the provider, asked with no lock held: the return is first kept as
 * pending, which holds its lines and its sum against a second return, then settled by a
 * compare-and-set once the provider answered, or dropped if it refused, so a failure leaves the
 * order as it was. A cash refund is recorded at once.
 */
export function createOrderReturns(ctx: OrderReturnsDeps) {
  const { db, repo, config, stock, payments, emails, log, detail, wardrobe } = ctx;
  const { enqueueEmail, runAfterCommit } = ctx;
  const kick = () => emails.kick();

  /**
   * The stock back, the refunded sum, the payment refunded in part or in full (all that was paid
   * went back), the lines returned in full out of the shopper's wardrobe, the audit entry and the
   * shopper's email (sent once the caller's transaction committed and the outbox is kicked).
   */
  async function settle(
    row: OrderRow,
    ret: OrderReturnRow,
    pieces: OrderReturnWithLines['lines'],
    by: number | null,
    tx: DbOrTx,
  ) {
    const lines = await repo.lines(row.id, tx);
    const variants = pieces.flatMap((p) => {
      const variantId = lines.find((l) => l.id === p.orderLineId)?.variantId;
      return variantId ? [{ variantId, quantity: p.quantity }] : [];
    });
    await stock.lockForSale(
      variants.map((v) => v.variantId),
      tx,
    );
    for (const v of variants)
      await stock.adjustStock(tx, {
        variantId: v.variantId,
        delta: v.quantity,
        reason: 'return',
        actorId: by,
        orderId: row.id,
      });
    // The sum is added in the statement that locks the order, so the state follows the total
    // even when two returns settle at once.
    const added = await repo.addRefunded(row.id, ret.amount, tx);
    const full = toCents(added.refundedTotal) >= paidCents(added);
    const updated =
      (await repo.compareAndSet(
        row.id,
        { paymentState: added.paymentState },
        { paymentState: full ? 'refunded' : 'partially_refunded' },
        tx,
      )) ?? added;
    await wardrobe?.returned(row.id, tx);
    await recordAudit(tx, {
      actorId: by,
      action: 'order.refund',
      entity: 'order',
      entityId: row.id,
      changes: {
        return_number: [null, ret.number],
        refund_amount: [null, Number(ret.amount)],
        refund_method: [null, ret.refundMethod],
        ...(ret.includesDelivery && { includes_delivery: [false, true] }),
        refunded_total: [
          Number(added.refundedTotal) - Number(ret.amount),
          Number(added.refundedTotal),
        ],
        payment_state: [added.paymentState, updated.paymentState],
      },
    });
    await enqueueEmail(
      updated,
      { kind: 'refund', amount: ret.amount, method: ret.refundMethod },
      tx,
    );
  }

  /**
   * Checks the return against the order as it is now; answers its sum: the one asked for, or
   * the pieces' price and the delivery's if asked, at most what remains refundable.
   */
  function check(
    viewer: Viewer,
    row: OrderRow,
    lines: OrderLineRow[],
    returns: OrderReturnWithLines[],
    input: OrderReturnCreate,
  ): CheckedReturn {
    if (!paidForReturns(row))
      throw refused('not_returnable', row, 'Only a delivered, paid order takes returns');
    const left = notReturned(lines, returns);
    let cents = 0;
    for (const asked of input.lines ?? []) {
      const line = lines.find((l) => l.id === asked.line_id);
      if (!line)
        throw new AppError('VALIDATION_FAILED', 400, `Line ${asked.line_id} is not this order's`, {
          fields: [{ path: 'lines', message: 'Такой строки нет в заказе' }],
        });
      if (asked.quantity > (left.get(line.id) ?? 0))
        throw refused('already_returned', row, `Line ${line.id} has fewer pieces left to return`);
      cents += returnedPiecesCents(line, left.get(line.id) ?? 0, asked.quantity);
    }
    const refundable = refundableCents(viewer, row, returns);
    const includesDelivery = Boolean(input.include_delivery) && toCents(row.deliveryPrice) > 0;
    if (includesDelivery && returns.some((r) => r.includesDelivery))
      throw refused('delivery_already_refunded', row, 'The delivery was refunded already');
    if (includesDelivery) cents += toCents(row.deliveryPrice);
    if (input.amount !== undefined) cents = Math.round(input.amount * 100);
    if (cents <= 0)
      throw new AppError('VALIDATION_FAILED', 400, 'Nothing to refund', {
        fields: [{ path: 'amount', message: 'Сумма возврата должна быть больше нуля' }],
      });
    if (cents > refundable.total) throw aboveRefundable(row, refundable.total);
    return { cents, includesDelivery };
  }

  return {
    /** POST /api/orders/{id}/returns (staff). */
    async createReturn(viewer: Viewer, id: number, input: OrderReturnCreate): Promise<OrderDetail> {
      const started = await db.transaction(async (tx) => {
        const row = visible(viewer, await repo.lock(id, tx));
        assertCan(viewer, 'manage', { type: 'order', ownerId: row.userId });
        const lines = await repo.lines(id, tx);
        const events = await repo.events(id, tx);
        const returns = await repo.returns(id, tx);
        const deliveredAt =
          [...events].reverse().find((e) => e.status === 'delivered')?.createdAt ?? null;
        const until = returnUntil(row, deliveredAt, config.RETURN_DAYS);
        if (row.status === 'delivered' && until && until < new Date())
          throw refused('return_period_over', row, 'The return period is over');
        const { cents, includesDelivery } = check(viewer, row, lines, returns, input);
        const online = row.paymentMethod === 'online';
        const pieces = (input.lines ?? []).map((l) => ({
          orderLineId: l.line_id,
          quantity: l.quantity,
        }));
        const ret = await repo.insertReturn(
          {
            orderId: id,
            number: Math.max(0, ...returns.map((r) => r.number)) + 1,
            state: online ? 'pending' : 'refunded',
            refundMethod: online ? 'provider' : 'cash',
            amount: centsToDecimal(cents),
            includesDelivery,
            actorUserId: viewer.id,
          },
          pieces,
          tx,
        );
        if (!online) await settle(row, ret, pieces, viewer.id, tx);
        return { row, ret, pieces, online };
      });
      if (started.online)
        await refundThroughProvider(started.row, started.ret, started.pieces, viewer.id);
      else await runAfterCommit([kick]);
      return detail(viewer, (await repo.get(id, db))!, db);
    },

    /**
     * The sweep's part: provider refunds left `pending` for longer than a request can take (the
     * process died between the provider's answer and its record). The provider is asked again
     * with the return's own idempotency key, so it answers the refund it made, or makes the one it
     * never got; the answer is recorded as the request would have. A refusal drops the return as
     * the request would have; an outage leaves it pending for the next sweep. Answers how many
     * were settled or dropped.
     */
    async recoverPendingReturns(now: Date = new Date(), limit = 100): Promise<number> {
      const stale = await repo.pendingReturnsBefore(
        new Date(now.getTime() - PENDING_RETURN_STALE_MS),
        limit,
        db,
      );
      let done = 0;
      for (const ret of stale) {
        const row = await repo.get(ret.orderId, db);
        if (!row || !payments || !row.paymentReference) continue;
        const pieces = (await repo.returns(row.id, db)).find((r) => r.id === ret.id)?.lines ?? [];
        try {
          const result = await payments.refund({
            paymentReference: row.paymentReference,
            idempotencyKey: `order-${row.id}-return-${ret.id}`,
            amountMinor: toMinorUnits(ret.amount, row.currency),
          });
          await record(row, ret, pieces, result.refundId, ret.actorUserId);
          done += 1;
        } catch (err) {
          if (!(err instanceof RefundRefusedError)) {
            log(
              `order ${row.id}: return ${ret.number} still unanswered (retried next minute)`,
              err,
            );
            continue;
          }
          log(`order ${row.id}: the refund of return ${ret.number} was refused`, err);
          await repo.dropPendingReturn(ret.id, db);
          done += 1;
        }
      }
      return done;
    },
  };

  async function refundThroughProvider(
    row: OrderRow,
    ret: OrderReturnRow,
    pieces: OrderReturnWithLines['lines'],
    by: number,
  ) {
    let result;
    try {
      if (!payments || !row.paymentReference) throw new Error('No payment to refund');
      result = await payments.refund({
        paymentReference: row.paymentReference,
        // One refund per return, however often the call is retried.
        idempotencyKey: `order-${row.id}-return-${ret.id}`,
        amountMinor: toMinorUnits(ret.amount, row.currency),
      });
    } catch (err) {
      log(`order ${row.id}: the refund of return ${ret.number} failed`, err);
      await repo.dropPendingReturn(ret.id, db);
      throw new AppError('PAYMENT_UNAVAILABLE', 503, 'The payment provider did not refund', {
        reason: 'provider_failed',
      });
    }
    await record(row, ret, pieces, result.refundId, by);
  }

  /** The provider's answer, recorded on a return still pending (compare-and-set). */
  async function record(
    row: OrderRow,
    ret: OrderReturnRow,
    pieces: OrderReturnWithLines['lines'],
    refundId: string,
    by: number | null,
  ) {
    const settled = await db.transaction(async (tx) => {
      const done = await repo.settleReturn(ret.id, refundId, tx);
      if (done) await settle(row, done, pieces, by, tx);
      return done;
    });
    if (settled) await runAfterCommit([kick]);
  }
}
