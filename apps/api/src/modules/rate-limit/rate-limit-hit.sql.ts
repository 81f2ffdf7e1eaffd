import { sql, type SQL } from 'drizzle-orm';

/**
 * Counts `hits` (one) hits of `key` in a fixed window, starting a new window when the old one has
 * ended; answers `count` and `window_ends_at`. `from` (e.g. `from quick`, or a CTE of another statement)
 * decides whether it is counted at all: no row there, no hit. A second statement on the same key
 * waits for the first's transaction, so a once-only key is seen used by exactly one of them.
 */
export const rateLimitHit = (
  key: string,
  windowSeconds: number,
  from: SQL = sql``,
  hits = 1,
) => sql`
  insert into rate_limit_hits (key, count, window_ends_at)
  select ${key}, ${hits}::int, now() + make_interval(secs => ${windowSeconds}) ${from}
  on conflict (key) do update set
    count = case when rate_limit_hits.window_ends_at <= now() then ${hits}::int
      else rate_limit_hits.count + ${hits}::int end,
    window_ends_at = case when rate_limit_hits.window_ends_at <= now()
      then now() + make_interval(secs => ${windowSeconds}) else rate_limit_hits.window_ends_at end
  returning count, window_ends_at`;
