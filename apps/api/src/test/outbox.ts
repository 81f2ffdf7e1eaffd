import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emails } from '../db/schema';

/**
 * The newest email the shop wrote to `to` (sent or kept in the outbox) and the first shop link in
 * it: what a person would click in their mailbox.
 */
export async function latestEmailTo(db: DbOrTx, to: string) {
  const [email] = await db
    .select()
    .from(emails)
    .where(eq(emails.to, to))
    .orderBy(desc(emails.id))
    .limit(1);
  const link = email?.text.match(/https?:\/\/\S+\?token=[\w%-]+/)?.[0];
  return { email, link };
}
