import type { OrderDetail } from '@shop/contract';
import { assertCan } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { canRecordCash, visible, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';

type CashReceivedDeps = Pick<OrdersContext, 'db' | 'repo' | 'detail'>;

/**
 * «Деньги получены»: the courier's or the pickup point's cash reached the shop. The order's
 * payment becomes `paid` from then (so the lists, the CSV and the figures count it as money in),
 * with the time, and the audit log names who recorded it.
 */
export function createCashReceived({ db, repo, detail }: CashReceivedDeps) {
  return {
    /** POST /api/orders/{id}/cash-received. */
    async recordCash(viewer: Viewer, id: number): Promise<OrderDetail> {
      const row = await db.transaction(async (tx) => {
        const current = visible(viewer, await repo.lock(id, tx));
        assertCan(viewer, 'manage', { type: 'order', ownerId: current.userId });
        if (!canRecordCash(viewer, current))
          throw new AppError('ORDER_STATUS_CONFLICT', 409, 'No cash is due on this order', {
            reason: 'cash_not_due',
            status: current.status,
          });
        const now = new Date();
        const updated = await repo.update(
          id,
          { cashReceivedAt: now, paidAt: now, paymentState: 'paid' },
          tx,
        );
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'order.cash_received',
          entity: 'order',
          entityId: id,
          changes: {
            payment_state: [current.paymentState, updated.paymentState],
            cash_received_at: [null, now.toISOString()],
          },
        });
        return updated;
      });
      return detail(viewer, row, db);
    },
  };
}
