import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quickCommit } from '../../db/quick-commit';

export function createRateLimitRepository() {
  return {
    /**
     * Counts one hit in a fixed window, starting a new window when the old one has ended. Atomic.
     * `quick`: a count on its own (never a caller's transaction), whose commit
     * need not wait for the disk (see `quickCommit`): a count lost to a database crash is harmless.
     */
    async increment(
      key: string,
      windowSeconds: number,
      ex: DbOrTx,
      { quick = false } = {},
    ): Promise<{ count: number; windowEndsAt: Date }> {
      const result = await ex.execute<{ count: number; window_ends_at: Date }>(sql`
        ${quick ? sql`with ${quickCommit}` : sql``}
        insert into rate_limit_hits (key, count, window_ends_at)
        select ${key}, 1, now() + make_interval(secs => ${windowSeconds})
        ${quick ? sql`from quick` : sql``}
        on conflict (key) do update set
          count = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.count + 1 end,
          window_ends_at = case when rate_limit_hits.window_ends_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_limit_hits.window_ends_at end
        returning count, window_ends_at`);
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
