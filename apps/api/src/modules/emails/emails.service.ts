import { PAGE_SIZE, type OutboxEmail, type OutboxPage, type EmailState } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { can, whereCan, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import type { EmailRow, EmailsRepository, NewEmail } from './emails.repository';
import type { Mailer } from './mailer';

/** After this many failed attempts an email is marked failed (still kept, an admin can retry it). */
export const EMAIL_MAX_ATTEMPTS = 12;
/** Minutes before the next attempt after `attempts` failures: 1, 2, 4 … at most 60. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

function toOutboxEmail(row: EmailRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The shop's emails (emails module, the one writer of `emails`). Every email is first written to
 * the outbox inside the transaction of what it tells about, so it is never lost: with SMTP it is
 * sent by a job (`emails.deliver`) and retried with growing pauses; without SMTP it is kept for
 * admins to read.
 */
export function createEmailsService({
  db,
  repo,
  mailer,
  queue,
  log = () => undefined,
}: {
  db: Db;
  repo: EmailsRepository;
  mailer: Mailer | null;
  queue: Pick<JobQueue, 'send'>;
  log?: (message: string, err?: unknown) => void;
}) {
  /** Asks a worker to send what is due now (after the caller committed); the sweep is the safety net. */
  async function kick() {
    if (!mailer) return;
    try {
      await queue.send(
        'emails.deliver',
        {},
        { singletonKey: 'emails.deliver', singletonSeconds: 1 },
      );
    } catch (err) {
      log('could not queue email delivery (the next sweep sends it)', err);
    }
  }

  return {
    smtpConfigured: mailer !== null,
    kick,

    /** Writes an email to the outbox inside the caller's transaction. */
    enqueue: (email: NewEmail, tx: DbOrTx) =>
      repo.insert({ ...email, state: mailer ? 'pending' : 'kept' }, tx),

    /**
     * Sends every email due by `now`, one at a time, each locked while it is sent. A refusal or
     * an unreachable server leaves it pending with the error and a later attempt time.
     */
    async deliverDue(
      now: Date = new Date(),
      limit = 100,
    ): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      if (!mailer) return { sent, failed };
      for (let i = 0; i < limit; i++) {
        const outcome = await db.transaction(async (tx) => {
          const email = await repo.claimDue(now, tx);
          if (!email) return 'none' as const;
          try {
            await mailer.send({ to: email.to, subject: email.subject, text: email.text });
            await repo.update(
              email.id,
              {
                state: 'sent',
                attempts: email.attempts + 1,
                sentAt: new Date(),
                lastError: null,
                nextAttemptAt: null,
              },
              tx,
            );
            return 'sent' as const;
          } catch (err) {
            const attempts = email.attempts + 1;
            const giveUp = attempts >= EMAIL_MAX_ATTEMPTS;
            await repo.update(
              email.id,
              {
                state: giveUp ? 'failed' : 'pending',
                attempts,
                lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
                nextAttemptAt: giveUp
                  ? null
                  : new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
              },
              tx,
            );
            log(`email ${email.id} to ${email.to} not sent (attempt ${attempts})`, err);
            return 'failed' as const;
          }
        });
        if (outcome === 'none') break;
        if (outcome === 'sent') sent += 1;
        else failed += 1;
      }
      return { sent, failed };
    },

    /** The outbox as the viewer may see it: all of it for an admin, order emails for a manager. */
    async page(
      viewer: Actor,
      input: {
        page: number;
        state?: EmailState;
        q?: string;
        order_id?: number;
      },
    ): Promise<OutboxPage> {
      const { rows, total } = await repo.page(
        {
          visible: whereCan(viewer, 'view', 'email', 'emails'),
          state: input.state,
          q: input.q || undefined,
          orderId: input.order_id,
          offset: (input.page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        },
        db,
      );
      return {
        items: rows.map(toOutboxEmail),
        total,
        page: input.page,
        page_size: PAGE_SIZE,
        smtp_configured: mailer !== null,
      };
    },

    /** An admin sends an email again (one that failed, or was kept before SMTP was configured). */
    async retry(viewer: Actor, id: number): Promise<OutboxEmail> {
      if (!mailer) throw new AppError('SERVICE_UNAVAILABLE', 503, 'SMTP is not configured');
      const row = await repo.get(id, db);
      if (!row || !can(viewer, 'view', { type: 'email', orderId: row.orderId }))
        throw notFound('Email');
      if (row.state === 'sent') return toOutboxEmail(row);
      const updated = await repo.update(
        id,
        { state: 'pending', attempts: 0, nextAttemptAt: new Date() },
        db,
      );
      await kick();
      return toOutboxEmail(updated!);
    },
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
