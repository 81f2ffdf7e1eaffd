import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema/orders';

/** `payment_events` (payments module): the provider events already applied. */
export function createPaymentsRepository() {
  return {
    /** Records the event; undefined when it was recorded before (a repeated notification). */
    async record(
      values: { provider: string; eventId: string; type: string; payload: unknown },
      tx: DbOrTx,
    ): Promise<{ id: number } | undefined> {
      const [row] = await tx
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      return row;
    },

    async linkOrder(id: number, orderId: number | null, tx: DbOrTx): Promise<void> {
      await tx.update(paymentEvents).set({ orderId }).where(eq(paymentEvents.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
