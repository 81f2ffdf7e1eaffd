import type { BulkResult, Carrier, OrderStatus } from '@shop/contract';
import { can } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { canCancel, nextStatuses, visible, type Viewer } from './order-policy';
import type { By, OrdersContext } from './orders.context';

/** A parcel's carrier and tracking number, given with «shipped». */
export type Parcel = { carrier?: Carrier; tracking_number?: string };

/** How many overdue orders or pending refunds one sweep handles. */
const SWEEP_BATCH = 100;

type OrderTransitionsDeps = Pick<
  OrdersContext,
  'db' | 'repo' | 'log' | 'runAfterCommit' | 'detail' | 'transition'
>;

/** Cancels, admins' status changes, and the minute sweep of unpaid orders, refunds and returns. */
export function createOrderTransitions(
  { db, repo, log, runAfterCommit, detail, transition }: OrderTransitionsDeps,
  refund: (orderId: number) => Promise<void>,
  recoverReturns: (now: Date, limit: number) => Promise<number>,
) {
  /** Cancels an order the viewer may cancel (the shopper before shipping, an admin before delivery). */
  async function cancelAs(viewer: Viewer, id: number, reason: string | null, by: By) {
    const { row, after } = await db.transaction(async (tx) => {
      const current = visible(viewer, await repo.lock(id, tx));
      if (!canCancel(viewer, current)) {
        const status = current.status;
        throw status === 'cancelled'
          ? new AppError('ORDER_STATUS_CONFLICT', 409, 'The order is cancelled already', {
              reason: 'already_cancelled',
              status,
            })
          : new AppError('ORDER_STATUS_CONFLICT', 409, `A ${status} order cannot be cancelled`, {
              reason: 'not_cancellable',
              status,
            });
      }
      return transition(current, 'cancelled', by, reason, tx);
    });
    await runAfterCommit(after);
    return detail(viewer, row, db);
  }

  /** Cancels online orders whose time to pay ran out before `now`; answers how many. */
  async function expireOverdue(now: Date): Promise<number> {
    let expired = 0;
    for (const id of await repo.overdueIds(now, SWEEP_BATCH, db)) {
      const done = await db.transaction(async (tx) => {
        const row = await repo.lock(id, tx);
        // Paid or cancelled meanwhile: nothing to do.
        if (!row || row.paymentState !== 'pending' || row.status !== 'new') return null;
        if (!row.payBefore || row.payBefore >= now) return null;
        return transition(
          row,
          'cancelled',
          { actor: 'system', userId: null },
          'Заказ не оплачен вовремя',
          tx,
        );
      });
      if (done) {
        expired += 1;
        await runAfterCommit(done.after);
      }
    }
    return expired;
  }

  /** Tries again the refunds that did not go through; answers how many were due. */
  async function retryRefunds(): Promise<number> {
    const refunds = await repo.refundDueIds(SWEEP_BATCH, db);
    for (const id of refunds) {
      try {
        await refund(id);
      } catch (err) {
        log(`refund of order ${id} failed (retried next minute)`, err);
      }
    }
    return refunds.length;
  }

  /** Moves one order to `to` along an allowed transition, with everything that goes with it. */
  async function changeStatus(
    viewer: Viewer,
    id: number,
    to: OrderStatus,
    note: string | null,
    parcel: Parcel = {},
  ) {
    const { row, after } = await db.transaction(async (tx) => {
      const current = visible(viewer, await repo.lock(id, tx));
      if (!can(viewer, 'manage', { type: 'order', ownerId: current.userId }))
        throw new AppError('FORBIDDEN', 403, 'Only admins change order statuses');
      if (!nextStatuses(viewer, current).includes(to)) {
        const status = current.status;
        throw to === 'confirmed' && current.paymentMethod === 'online' && status === 'new'
          ? new AppError(
              'ORDER_STATUS_CONFLICT',
              409,
              'An online order is confirmed by its payment',
              {
                reason: 'confirmed_by_payment',
                status,
                to_status: to,
              },
            )
          : new AppError('ORDER_STATUS_CONFLICT', 409, `A ${status} order cannot become ${to}`, {
              reason: 'transition_not_allowed',
              status,
              to_status: to,
            });
      }
      // The parcel is written first, so the «Отправлен» email carries its tracking number.
      const shipped =
        to === 'shipped' && parcel.tracking_number
          ? await repo.update(
              id,
              { carrier: parcel.carrier ?? 'other', trackingNumber: parcel.tracking_number },
              tx,
            )
          : current;
      return transition(shipped, to, { actor: 'admin', userId: viewer.id }, note, tx);
    });
    await runAfterCommit(after);
    return row;
  }

  return {
    /** POST /api/orders/{id}/cancel: the shopper (before shipping) or an admin (before delivery). */
    cancel: (viewer: Viewer, id: number, reason: string | null) =>
      cancelAs(viewer, id, reason, {
        actor: can(viewer, 'manage', { type: 'order', ownerId: null }) ? 'admin' : 'shopper',
        userId: viewer.id,
      }),

    /** PATCH /api/orders/{id} (admins): the next status along ORDER_TRANSITIONS. */
    async setStatus(
      viewer: Viewer,
      id: number,
      to: OrderStatus,
      note: string | null,
      parcel?: Parcel,
    ) {
      return detail(viewer, await changeStatus(viewer, id, to, note, parcel), db);
    },

    /**
     * POST /api/orders/manage/bulk-status (admins): each order in turn by the rules of one change
     * (its own transaction, stock, payment, timeline, audit entry and email); an order refused or
     * gone is reported with the code it would have answered alone, and the others still change.
     */
    async setStatuses(viewer: Viewer, ids: number[], to: OrderStatus): Promise<BulkResult> {
      if (!can(viewer, 'manage', { type: 'order', ownerId: null }))
        throw new AppError('FORBIDDEN', 403, 'Only admins change order statuses');
      const result: BulkResult = { changed: [], skipped: [] };
      for (const id of new Set(ids)) {
        try {
          await changeStatus(viewer, id, to, null);
          result.changed.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.skipped.push({
            id,
            code: error.code,
            reason: error.details?.reason,
            status: error.details?.status,
          });
        }
      }
      return result;
    },

    /**
     * The minute job: cancels online orders whose time to pay ran out before `now` (stock
     * returned), retries refunds that did not go through, and settles returns whose refund was
     * left pending.
     */
    async sweep(
      now: Date = new Date(),
    ): Promise<{ expired: number; refunds: number; returns: number }> {
      const expired = await expireOverdue(now);
      const refunds = await retryRefunds();
      const returns = await recoverReturns(now, SWEEP_BATCH);
      return { expired, refunds, returns };
    },
  };
}
