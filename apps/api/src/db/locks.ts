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

/**
 * Stored files and a backup: a backup holds this lock (shared, so backups may overlap) from before
 * its snapshot until it has gathered the files; the shop deletes a stored file only when it can
 * take the lock alone. A file whose row the snapshot sees therefore stays until it is gathered.
 * (One bigint key: a space of its own, apart from the two-key locks above.)
 */
export const STORED_FILES_LOCK = 7_301_031;

/** True when no backup is gathering files, so a stored file whose row is gone may be deleted now. */
export async function storedFilesMayGo(ex: DbOrTx): Promise<boolean> {
  const result = await ex.execute<{ free: boolean }>(
    sql`select pg_try_advisory_xact_lock(${STORED_FILES_LOCK}::bigint) as free`,
  );
  return result.rows[0]?.free === true;
}

/** Held by the backup being made (one at a time across every process of the shop). */
export const BACKUP_RUN_LOCK = 7_301_032;

/** Held while one process counts a closed day of trending (decision 108); the others skip it. */
export const TRENDING_ROLL_UP_LOCK = 7_301_033;
