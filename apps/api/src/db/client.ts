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
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool, close: () => pool.end() };
}
