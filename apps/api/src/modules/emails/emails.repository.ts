import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { EmailState } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema/orders';

export type EmailRow = typeof emails.$inferSelect;
export type NewEmail = Pick<typeof emails.$inferInsert, 'to' | 'subject' | 'text' | 'orderId'>;

/** The `emails` table, the shop's outbox (emails module). */
export function createEmailsRepository() {
  return {
    async insert(values: NewEmail & { state: EmailState }, ex: DbOrTx): Promise<EmailRow> {
      const [row] = await ex
        .insert(emails)
        .values({ ...values, nextAttemptAt: values.state === 'pending' ? sql`now()` : null })
        .returning();
      return row!;
    },

    /**
     * The next email due by `now`, locked until the caller's transaction ends; rows another
     * worker is sending are skipped, so no email goes out twice at once.
     */
    async claimDue(now: Date, tx: DbOrTx): Promise<EmailRow | undefined> {
      const [row] = await tx
        .select()
        .from(emails)
        .where(and(eq(emails.state, 'pending'), sql`${emails.nextAttemptAt} <= ${now}`))
        .orderBy(emails.nextAttemptAt, emails.id)
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async update(
      id: number,
      values: Partial<
        Pick<EmailRow, 'state' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt'>
      >,
      ex: DbOrTx,
    ): Promise<EmailRow | undefined> {
      const [row] = await ex.update(emails).set(values).where(eq(emails.id, id)).returning();
      return row;
    },

    async get(id: number, ex: DbOrTx): Promise<EmailRow | undefined> {
      const [row] = await ex.select().from(emails).where(eq(emails.id, id));
      return row;
    },

    async page(
      input: {
        /** Which emails the viewer may see (the access policy's condition). */
        visible: SQL;
        state?: EmailState;
        q?: string;
        orderId?: number;
        offset: number;
        limit: number;
      },
      ex: DbOrTx,
    ): Promise<{ rows: EmailRow[]; total: number }> {
      const filters: SQL[] = [input.visible];
      if (input.state) filters.push(eq(emails.state, input.state));
      if (input.orderId) filters.push(eq(emails.orderId, input.orderId));
      if (input.q) {
        const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(or(ilike(emails.to, pattern), ilike(emails.subject, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        ex
          .select()
          .from(emails)
          .where(where)
          .orderBy(desc(emails.createdAt), desc(emails.id))
          .offset(input.offset)
          .limit(input.limit),
        ex.select({ n: count() }).from(emails).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
