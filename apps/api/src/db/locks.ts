import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Serialises the transactions that change one user's relation to one thing (a favourite, a like):
 * a transaction-scoped advisory lock on (kind and user, target). Twenty parallel toggles by one
 * user then each see the previous one's result.
 */
export async function lockUserTarget(ex: DbOrTx, kind: string, userId: number, targetId: number) {
  await ex.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${userId}`}), ${targetId}::int)`,
  );
}
