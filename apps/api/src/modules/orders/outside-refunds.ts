import { orderNumber, PAYMENT_STATE_LABELS_RU } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { fromMinorUnits, type PaymentNotice } from '../payments/payment-provider';
import type { EmailText } from './order-emails';
import { centsToDecimal, formatMoney, toCents } from './money';
import { paidCents } from './order-policy';
import type { AfterCommit, OrdersContext } from './orders.context';
import type { OrderRow } from './orders.repository';

/** What admins are told of money given back in the provider's dashboard, not by the shop. */
function refundedOutsideEmail(order: OrderRow, amount: string, publicUrl: string): EmailText {
  const number = orderNumber(order.id);
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  return {
    subject: `Заказ ${number}: деньги возвращены в платёжной системе`,
    text: [
      `В кабинете платёжной системы покупателю вернули ${formatMoney(amount, order.currency)} по заказу ${number}.`,
      '',
      `Возвращено всего: ${formatMoney(order.refundedTotal, order.currency)} из ${formatMoney(order.total, order.currency)}`,
      `Оплата: ${PAYMENT_STATE_LABELS_RU[order.paymentState]}`,
      `Покупатель: ${[order.contactName, order.email, order.contactPhone].filter(Boolean).join(', ')}`,
      '',
      shipped
        ? 'Заказ уже отправлен: проверьте, нужно ли принять товар обратно.'
        : 'Заказ ещё не отправлен. Не отправляйте его как оплаченный: решите, отменить его или получить оплату заново.',
      '',
      `Заказ в админке: ${publicUrl}/admin/orders/${order.id}`,
    ].join('\n'),
  };
}

export type OutsideRefundDeps = Pick<OrdersContext, 'repo' | 'log' | 'emails' | 'users' | 'config'>;

/**
 * A refund the shop did not ask for (made in the provider's dashboard) on a paid order. The
 * provider's notice carries all that was refunded of the payment so far; what the shop already
 * counts — the settled returns (`refunded_total`) and the returns whose refund is being asked —
 * is not counted twice, so the notices of the shop's own refunds change nothing here. Anything
 * above that is recorded: the refunded total, the payment state, an audit entry, and a letter to
 * every admin, since the order must not go out as if it were paid.
 */
export async function recordOutsideRefund(
  ctx: OutsideRefundDeps,
  notice: PaymentNotice,
  row: OrderRow,
  tx: DbOrTx,
): Promise<AfterCommit> {
  const { repo, log, emails, users, config } = ctx;
  if (
    notice.amountMinor === null ||
    notice.currency?.toUpperCase() !== row.currency.toUpperCase()
  ) {
    log(`refund ${notice.eventId} for order ${row.id}: no amount in the order's currency`);
    return [];
  }
  const refunded = Math.round(fromMinorUnits(notice.amountMinor, row.currency) * 100);
  const asked = (await repo.returns(row.id, tx))
    .filter((r) => r.state === 'pending')
    .reduce((sum, r) => sum + toCents(r.amount), 0);
  const counted = toCents(row.refundedTotal) + asked;
  if (refunded <= counted) return [];
  const paid = paidCents(row);
  const total = Math.min(refunded - asked, paid);
  const updated = await repo.update(
    row.id,
    {
      refundedTotal: centsToDecimal(total),
      paymentState: refunded >= paid ? 'refunded' : 'partially_refunded',
    },
    tx,
  );
  const amount = centsToDecimal(refunded - counted);
  await recordAudit(tx, {
    actorId: null,
    action: 'order.refund',
    entity: 'order',
    entityId: row.id,
    // As a return's refund reads in the log, its way named as the provider's dashboard.
    changes: {
      refund_amount: [null, Number(amount)],
      refund_method: [null, 'provider_dashboard'],
      refunded_total: [Number(row.refundedTotal), Number(updated.refundedTotal)],
      payment_state: [row.paymentState, updated.paymentState],
    },
  });
  const letter = refundedOutsideEmail(updated, amount, config.publicUrl);
  const admins = await users.activeAdminEmails(tx);
  if (!admins.length)
    log(`order ${row.id}: refunded in the provider's dashboard, no admin to tell`);
  for (const to of admins) await emails.enqueue({ to, orderId: row.id, ...letter }, tx);
  return [() => emails.kick()];
}
