import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** An open transaction: what `db.transaction(fn)` hands to `fn`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What repository methods run on: the database, or a transaction a caller opened so that writes of
 * several modules commit or roll back together.
 */
export type DbOrTx = Db | Tx;
export type DbHandle = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// numeric stays a string (exact money); bigint counts (int8) become numbers: they are row counts.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** The connection pool behind `db` (for what needs a connection of its own, or to borrow one). */
export function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('The database handle has no connection pool.');
  return pool;
}

export function createDb(connectionString: string, options: { max?: number } = {}): DbHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // A client checked out (a transaction between two statements) has no listener of the pool's: an
  // error event there would end the process. Its holder learns of it from the next query instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool, close: endingWhenClosed(pool) };
}

/**
 * `pool.end()` resolves once every connection has been asked to close, not once it has: a server
 * stopped right after would still see them, and they would report its shutdown as a pool error.
 * The answer's `close` waits until each connection the pool opened has ended (at most 5 s).
 */
function endingWhenClosed(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  let allEnded: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allEnded?.();
  });
  return async () => {
    await pool.end();
    if (open.size === 0) return;
    await new Promise<void>((resolve) => {
      allEnded = resolve;
      setTimeout(resolve, 5000).unref();
    });
  };
}
