import { sql } from 'drizzle-orm';

/**
 * A common table expression that lets its statement's commit return before the write reaches the
 * disk (`synchronous_commit` off for that one transaction). Meant for the small writes a shopper's
 * every request makes and that a PostgreSQL crash may lose the last fraction of a second of: a
 * view, a rate-limit count. Waiting for the disk cost such a request a flush each (tens of
 * milliseconds on a busy disk, more under load as flushes queue). The write is in PostgreSQL once
 * the statement answers: the API process dying after that loses nothing; only PostgreSQL itself
 * crashing within about 0.6 s (three WAL writer rounds) would. A statement that uses it must be
 * one on its own, never run inside a caller's transaction: there it would stop the whole
 * transaction's commit from waiting. Select from `quick` so the setting is applied.
 */
export const quickCommit = sql`quick as (select set_config('synchronous_commit', 'off', true) as off)`;
