import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { RateLimitRepository } from './rate-limit.repository';

export type Limit = {
  key: string;
  max: number;
  windowSeconds: number;
  /**
   * Counted ahead in blocks of this many (for a large budget): the database counts a block at
   * once and this process lets the block's attempts through without asking again. Every process
   * draws from the same count, so the budget is never exceeded; an unused block only ends an
   * account's budget that much sooner.
   */
  block?: number;
};

/** The most blocks a process holds at once (one per account and kind of write in use). */
const MAX_HELD = 10_000;

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
  const held = new Map<string, { left: number; until: number }>();

  function hold(key: string, left: number, until: number) {
    held.delete(key);
    held.set(key, { left, until });
    if (held.size <= MAX_HELD) return;
    for (const [other, block] of held) if (block.until <= Date.now()) held.delete(other);
    // A Map iterates in insertion order: the first is the block taken longest ago.
    for (const oldest of held.keys()) {
      if (held.size <= MAX_HELD) break;
      held.delete(oldest);
    }
  }

  return {
    /** Counts an attempt and refuses it with 429 once the window's budget is spent. */
    async consume(limit: Limit): Promise<void> {
      const block = limit.block ?? 1;
      const mine = held.get(limit.key);
      if (mine && mine.left > 0 && mine.until > Date.now()) {
        mine.left -= 1;
        return;
      }
      const { count, windowEndsAt } = await repo.increment(limit.key, limit.windowSeconds, db, {
        quick: true,
        hits: block,
      });
      // A block may reach past the budget: only what is under it is granted.
      const granted = Math.min(block, limit.max - (count - block));
      if (granted <= 0) throw limited(windowEndsAt);
      if (block > 1) hold(limit.key, granted - 1, windowEndsAt.getTime());
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
