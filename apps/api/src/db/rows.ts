import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A raw query's rows, read on the caller's executor (a repository's hand-written SQL). */
export const rowsOn =
  (ex: DbOrTx) =>
  async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> =>
    // execute<T> types the rows; the cast only restates T through drizzle's generic wrapper.
    (await ex.execute<T>(query)).rows as T[];
