import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  InvalidSignatureError,
  type PaymentNotice,
  type PaymentProvider,
} from './payment-provider';
import type { PaymentsRepository } from './payments.repository';

/**
 * Who acts on a verified notice: the orders. Payments only receive and record notices; the
 * orders react to them, so the orders module depends on this one and never the other way round.
 */
export interface PaymentNoticeHandler {
  /** Applies the notice in the transaction that records it; `after` runs once it commits. */
  applyPaymentNotice(
    notice: PaymentNotice,
    tx: DbOrTx,
  ): Promise<{ orderId: number | null; after: (() => Promise<void>)[] }>;
  runAfterCommit(after: (() => Promise<void>)[]): Promise<void>;
}

/**
 * The provider's notifications (payments module). A notification counts only when its signature
 * checks out; each event is applied once — it is recorded in the same transaction that applies
 * it, so a repeated or concurrent delivery finds it recorded and changes nothing.
 */
export function createPaymentsService({
  db,
  repo,
  provider,
  orders,
}: {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider | null;
  orders: PaymentNoticeHandler;
}) {
  return {
    enabled: provider !== null,

    async receive(
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!provider)
        throw new AppError('PAYMENT_UNAVAILABLE', 503, 'Online payment is not configured', {
          reason: 'payments_off',
        });
      let notice;
      try {
        notice = await provider.verifyNotice(rawBody, headers);
      } catch (err) {
        if (err instanceof InvalidSignatureError)
          throw new AppError('INVALID_SIGNATURE', 400, 'The signature does not match');
        throw err;
      }
      const outcome = await db.transaction(async (tx) => {
        const recorded = await repo.record(
          {
            provider: provider.name,
            eventId: notice.eventId,
            type: notice.type,
            payload: notice.payload,
          },
          tx,
        );
        if (!recorded) return { duplicate: true, after: [] };
        const applied = await orders.applyPaymentNotice(notice, tx);
        await repo.linkOrder(recorded.id, applied.orderId, tx);
        return { duplicate: false, after: applied.after };
      });
      await orders.runAfterCommit(outcome.after);
      return { received: true, duplicate: outcome.duplicate };
    },
  };
}
