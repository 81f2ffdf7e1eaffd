import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quickCommit } from '../../db/quick-commit';
import { rateLimitHit } from './rate-limit-hit.sql';

export function createRateLimitRepository() {
  return {
    /**
     * Counts `hits` (one) hits in a fixed window, starting a new window when the old one has
     * ended. Atomic. `quick`: a count on its own (never a caller's transaction), whose commit
     * need not wait for the disk (see `quickCommit`): a count lost to a database crash is harmless.
     */
    async increment(
      key: string,
      windowSeconds: number,
      ex: DbOrTx,
      { quick = false, hits = 1 } = {},
    ): Promise<{ count: number; windowEndsAt: Date }> {
      const result = await ex.execute<{ count: number; window_ends_at: Date }>(
        quick
          ? sql`with ${quickCommit} ${rateLimitHit(key, windowSeconds, sql`from quick`, hits)}`
          : rateLimitHit(key, windowSeconds, sql``, hits),
      );
      const row = result.rows[0]!;
      return { count: row.count, windowEndsAt: new Date(row.window_ends_at) };
    },
    async current(
      key: string,
      ex: DbOrTx,
    ): Promise<{ count: number; windowEndsAt: Date } | undefined> {
      const result = await ex.execute<{ count: number; window_ends_at: Date }>(
        sql`select count, window_ends_at from rate_limit_hits where key = ${key} and window_ends_at > now()`,
      );
      const row = result.rows[0];
      return row && { count: row.count, windowEndsAt: new Date(row.window_ends_at) };
    },
    async reset(key: string, ex: DbOrTx) {
      await ex.execute(sql`delete from rate_limit_hits where key = ${key}`);
    },
    async purgeExpired(ex: DbOrTx) {
      await ex.execute(sql`delete from rate_limit_hits where window_ends_at <= now()`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
