import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderNotes, orderReturnLines, orderReturns, orders } from '../../db/schema/orders';

export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type OrderReturnWithLines = OrderReturnRow & {
  lines: { orderLineId: number; quantity: number }[];
};
export type NewOrderReturn = Omit<typeof orderReturns.$inferInsert, 'id' | 'createdAt'>;

/**
 * The staff's side of an order: its notes and its returns (part of the orders repository, which
 * alone writes these tables).
 */
export function createOrderWorkRepository() {
  return {
    async notes(orderId: number, ex: DbOrTx): Promise<OrderNoteRow[]> {
      return ex
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(desc(orderNotes.id));
    },

    async insertNote(
      values: Omit<typeof orderNotes.$inferInsert, 'id' | 'createdAt'>,
      ex: DbOrTx,
    ): Promise<OrderNoteRow> {
      const [row] = await ex.insert(orderNotes).values(values).returning();
      return row!;
    },

    /** The order's returns, oldest first, each with its lines. */
    async returns(orderId: number, ex: DbOrTx): Promise<OrderReturnWithLines[]> {
      const rows = await ex
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.id));
      if (!rows.length) return [];
      const lines = await ex
        .select()
        .from(orderReturnLines)
        .where(
          inArray(
            orderReturnLines.returnId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderReturnLines.orderLineId));
      return rows.map((row) => ({
        ...row,
        lines: lines
          .filter((l) => l.returnId === row.id)
          .map((l) => ({ orderLineId: l.orderLineId, quantity: l.quantity })),
      }));
    },

    async insertReturn(
      values: NewOrderReturn,
      lines: { orderLineId: number; quantity: number }[],
      tx: DbOrTx,
    ): Promise<OrderReturnRow> {
      const [row] = await tx.insert(orderReturns).values(values).returning();
      // A refund of a sum or of the delivery alone takes no pieces back.
      if (lines.length)
        await tx.insert(orderReturnLines).values(lines.map((l) => ({ ...l, returnId: row!.id })));
      return row!;
    },

    /** Provider refunds still pending that were started before `before`, oldest first. */
    async pendingReturnsBefore(before: Date, limit: number, ex: DbOrTx): Promise<OrderReturnRow[]> {
      return ex
        .select()
        .from(orderReturns)
        .where(and(eq(orderReturns.state, 'pending'), lt(orderReturns.createdAt, before)))
        .orderBy(asc(orderReturns.id))
        .limit(limit);
    },

    /** Marks a return refunded only while it is still pending; nothing when it was not. */
    async settleReturn(
      id: number,
      refundReference: string,
      tx: DbOrTx,
    ): Promise<OrderReturnRow | undefined> {
      const [row] = await tx
        .update(orderReturns)
        .set({ state: 'refunded', refundReference })
        .where(and(eq(orderReturns.id, id), eq(orderReturns.state, 'pending')))
        .returning();
      return row;
    },

    /** Drops a return whose refund the provider refused, while it is still pending. */
    async dropPendingReturn(id: number, ex: DbOrTx): Promise<void> {
      await ex
        .delete(orderReturns)
        .where(and(eq(orderReturns.id, id), eq(orderReturns.state, 'pending')));
    },

    /** Adds to the order's refunded sum in one statement (no lock needed). */
    async addRefunded(
      orderId: number,
      amount: string,
      tx: DbOrTx,
    ): Promise<typeof orders.$inferSelect> {
      const [row] = await tx
        .update(orders)
        .set({
          refundedTotal: sql`${orders.refundedTotal} + ${amount}::numeric`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },
  };
}
