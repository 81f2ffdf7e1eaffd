import type { HealthResponse, SystemHealth, SystemPerformance } from '@shop/contract';
import type { Db } from '../../db/client';
import type { SystemRepository } from './system.repository';

const MINUTE = 60_000;

/**
 * Liveness, health and live performance figures. Each process counts its API requests and active
 * users in memory and adds them to PostgreSQL every few seconds, so every process answers the
 * shop's figures; what this process has not flushed yet is added when it answers.
 */
export function createSystemService({ db, repo }: { db: Db; repo: SystemRepository }) {
  let minutes = new Map<number, number>();
  let users = new Map<number, Date>();

  async function flush() {
    if (!minutes.size && !users.size) return;
    const [pendingMinutes, pendingUsers] = [minutes, users];
    minutes = new Map();
    users = new Map();
    try {
      // All or nothing, so a failed flush can be retried without counting twice.
      await db.transaction(async (tx) => {
        await repo.addRequests(pendingMinutes, tx);
        await repo.addSeenUsers(pendingUsers, tx);
      });
    } catch (error) {
      // Keep the counts for the next flush rather than lose them.
      for (const [minute, n] of pendingMinutes) minutes.set(minute, (minutes.get(minute) ?? 0) + n);
      for (const [id, at] of pendingUsers) if (!users.has(id)) users.set(id, at);
      throw error;
    }
  }

  return {
    async liveness(): Promise<HealthResponse> {
      const connected = await repo.ping(db);
      return {
        status: connected ? 'ok' : 'degraded',
        database: connected ? 'connected' : 'unreachable',
      };
    },

    async health(): Promise<SystemHealth> {
      const counts = await repo.counts(db);
      return { users_count: counts.users, items_count: counts.items, database: 'connected' };
    },

    /** One answered API request, by a signed-in user or a guest (null). */
    recordRequest(userId: number | null, at = new Date()) {
      const minute = Math.floor(at.getTime() / MINUTE) * MINUTE;
      minutes.set(minute, (minutes.get(minute) ?? 0) + 1);
      if (userId !== null) users.set(userId, at);
    },

    flush,

    async performance(): Promise<SystemPerformance> {
      const since = Date.now() - 60 * MINUTE;
      const pendingUsers = [...users].filter(([, at]) => at.getTime() > since).map(([id]) => id);
      const pendingRequests = [...minutes]
        .filter(([minute]) => minute > since - MINUTE)
        .reduce((sum, [, n]) => sum + n, 0);
      const shared = await repo.lastHour(pendingUsers, db);
      return {
        requests_per_hour: shared.requests + pendingRequests,
        active_users_hour: shared.users + pendingUsers.length,
        database_connections: shared.connections,
        memory_usage: Math.round((process.memoryUsage().rss / (1024 * 1024)) * 10) / 10,
        generated_at: new Date().toISOString(),
      };
    },

    purgeActivity: () => repo.purgeActivity(db),
  };
}
