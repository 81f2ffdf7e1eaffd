import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { RateLimitRepository } from './rate-limit.repository';

export type Limit = { key: string; max: number; windowSeconds: number };

function limited(windowEndsAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', 429, `Too many attempts, retry in ${retryAfter} s`, {
    retry_after_seconds: retryAfter,
  });
}

/**
 * Fixed-window limits kept in PostgreSQL, so every API process sees the same counters
 * (docs/decisions/004-accounts-sessions-rate-limits.md).
 */
export function createRateLimitService({ db, repo }: { db: Db; repo: RateLimitRepository }) {
  return {
    /** Counts an attempt and refuses it with 429 once the window's budget is spent. */
    async consume(limit: Limit): Promise<void> {
      const { count, windowEndsAt } = await repo.increment(limit.key, limit.windowSeconds, db, {
        quick: true,
      });
      if (count > limit.max) throw limited(windowEndsAt);
    },
    /** Refuses without counting when the budget is already spent (e.g. failed logins of an account). */
    async assertNotExceeded(limit: Limit): Promise<void> {
      const current = await repo.current(limit.key, db);
      if (current && current.count >= limit.max) throw limited(current.windowEndsAt);
    },
    /** Attempts counted in the key's current window. */
    async count(key: string): Promise<number> {
      return (await repo.current(key, db))?.count ?? 0;
    },
    async record(limit: Limit): Promise<void> {
      await repo.increment(limit.key, limit.windowSeconds, db);
    },
    reset: (key: string) => repo.reset(key, db),
    purgeExpired: () => repo.purgeExpired(db),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
