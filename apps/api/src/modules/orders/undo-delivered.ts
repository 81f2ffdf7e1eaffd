import type { OrderDetail } from '@shop/contract';
import { assertCan } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import { undoDeliveredUntil, visible, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';

type UndoDeliveredDeps = Pick<
  OrdersContext,
  'db' | 'repo' | 'runAfterCommit' | 'detail' | 'transition'
>;

/**
 * «Delivered» set by a wrong click is taken back for a few minutes after it (back to shipped),
 * as long as no return was recorded on it. The statuses' table has no way back from delivered;
 * this is the one exception, kept short so that the shop's books stay as they were.
 */
export function createUndoDelivered({
  db,
  repo,
  runAfterCommit,
  detail,
  transition,
}: UndoDeliveredDeps) {
  return {
    /** POST /api/orders/{id}/undo-delivered. */
    async undoDelivered(viewer: Viewer, id: number): Promise<OrderDetail> {
      const { row, after } = await db.transaction(async (tx) => {
        const current = visible(viewer, await repo.lock(id, tx));
        assertCan(viewer, 'manage', { type: 'order', ownerId: current.userId });
        const events = await repo.events(id, tx);
        const returns = await repo.returns(id, tx);
        const deliveredAt =
          current.status === 'delivered'
            ? ([...events].reverse().find((e) => e.status === 'delivered')?.createdAt ?? null)
            : null;
        if (!undoDeliveredUntil(viewer, current, deliveredAt, returns))
          throw new AppError('ORDER_STATUS_CONFLICT', 409, '«Delivered» can no longer be undone', {
            reason: 'undo_expired',
            status: current.status,
          });
        return transition(current, 'shipped', { actor: 'admin', userId: viewer.id }, null, tx);
      });
      await runAfterCommit(after);
      return detail(viewer, row, db);
    },
  };
}
