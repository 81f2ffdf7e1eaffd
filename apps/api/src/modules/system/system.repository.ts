import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestStats } from '../../db/schema';

/** `request_stats` and `user_activity` are the system module's; the rest it only reads. */
export function createSystemRepository() {
  const one = async <T extends Record<string, unknown>>(
    query: ReturnType<typeof sql>,
    ex: DbOrTx,
  ) => (await ex.execute<T>(query)).rows[0]!;

  return {
    async ping(ex: DbOrTx): Promise<boolean> {
      try {
        await ex.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },

    counts: (ex: DbOrTx) =>
      one<{ users: number; items: number }>(
        sql`
        select (select count(*)::int from users) as users, (select count(*)::int from items) as items`,
        ex,
      ),

    /** Adds requests per minute to the stored counts. */
    async addRequests(minutes: Map<number, number>, ex: DbOrTx) {
      if (!minutes.size) return;
      await ex
        .insert(requestStats)
        .values([...minutes].map(([minute, requests]) => ({ minute: new Date(minute), requests })))
        .onConflictDoUpdate({
          target: requestStats.minute,
          set: { requests: sql`${requestStats.requests} + excluded.requests` },
        });
    },

    /**
     * When each user was last seen, of the users that still exist (an account deleted since its
     * requests is skipped, not a failure for everyone's counts).
     */
    async addSeenUsers(users: Map<number, Date>, ex: DbOrTx) {
      if (!users.size) return;
      const ids = [...users.keys()];
      const seen = [...users.values()].map((at) => at.toISOString());
      await ex.execute(sql`
        insert into user_activity (user_id, seen_at)
        select v.user_id, v.seen_at
        from unnest(${sql.param(ids)}::int[], ${sql.param(seen)}::timestamptz[]) as v(user_id, seen_at)
        where exists (select 1 from users u where u.id = v.user_id)
        on conflict (user_id) do update
          set seen_at = greatest(user_activity.seen_at, excluded.seen_at)`);
    },

    /** The last hour across every process, excluding users in `except` (counted by the caller). */
    lastHour: (except: number[], ex: DbOrTx) =>
      one<{ requests: number; users: number; connections: number }>(
        sql`
        select
          (select coalesce(sum(requests), 0)::int from request_stats
            where minute > date_trunc('minute', now()) - interval '60 minutes') as requests,
          (select count(*)::int from user_activity where seen_at > now() - interval '1 hour'
            and user_id <> all(${sql.param(except)}::int[])) as users,
          (select count(*)::int from pg_stat_activity where datname = current_database()) as connections`,
        ex,
      ),

    async purgeActivity(ex: DbOrTx) {
      await ex.execute(sql`delete from request_stats where minute < now() - interval '2 days'`);
      await ex.execute(sql`delete from user_activity where seen_at < now() - interval '30 days'`);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
