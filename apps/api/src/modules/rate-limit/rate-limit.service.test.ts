import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createRateLimitRepository } from './rate-limit.repository';
import { createRateLimitService, type RateLimitService } from './rate-limit.service';

let database: TestDatabase;
let limits: RateLimitService;
beforeAll(async () => {
  database = await createTestDatabase();
  limits = createRateLimitService({
    db: database.db,
    repo: createRateLimitRepository(),
  });
});
afterAll(() => database.close());

const newKey = (prefix = 'test') => `${prefix}:${randomBytes(4).toString('hex')}`;

/** The refusal a call ended with, or null when it went through. */
async function refusal(attempt: Promise<unknown>): Promise<AppError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** Moves the key's window end into the past, as if its time had run out. */
const endWindow = (key: string) =>
  database.db
    .update(rateLimitHits)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitHits.key, key));

describe('consume', () => {
  it('lets the budget through, then refuses with 429 RATE_LIMITED and the wait', async () => {
    const limit = { key: newKey(), max: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) expect(await refusal(limits.consume(limit))).toBeNull();

    const refused = await refusal(limits.consume(limit));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    const wait = refused!.details?.retry_after_seconds;
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused!.message).toBe(`Too many attempts, retry in ${wait} s`);
    // Refused attempts still count: hammering does not wear the window down.
    expect(await limits.count(limit.key)).toBe(4);
  });

  it('keeps one budget per key', async () => {
    const first = { key: newKey(), max: 1, windowSeconds: 600 };
    const second = { ...first, key: newKey() };
    await limits.consume(first);
    expect(await refusal(limits.consume(first))).not.toBeNull();
    expect(await refusal(limits.consume(second))).toBeNull();
    expect(await limits.count(second.key)).toBe(1);
  });

  it('starts a fresh window once the old one has ended', async () => {
    const limit = { key: newKey(), max: 2, windowSeconds: 600 };
    await limits.consume(limit);
    await limits.consume(limit);
    expect(await refusal(limits.consume(limit))).not.toBeNull();

    await endWindow(limit.key);
    expect(await limits.count(limit.key)).toBe(0);
    expect(await refusal(limits.consume(limit))).toBeNull();
    expect(await limits.count(limit.key)).toBe(1);
    const [row] = await database.db
      .select({
        left: sql<number>`extract(epoch from ${rateLimitHits.windowEndsAt} - now())::int`,
      })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, limit.key));
    expect(row!.left).toBeGreaterThan(590);
  });

  it('ends a window on time, however many attempts fell in it', async () => {
    const limit = { key: newKey(), max: 1, windowSeconds: 1 };
    await limits.consume(limit);
    expect(await refusal(limits.consume(limit))).toMatchObject({
      details: { retry_after_seconds: 1 },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await refusal(limits.consume(limit))).toBeNull();
  });

  it('counts attempts made at the same moment exactly', async () => {
    const limit = { key: newKey(), max: 5, windowSeconds: 600 };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => refusal(limits.consume(limit))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    expect(await limits.count(limit.key)).toBe(12);
  });
});

describe('consume, counted ahead in blocks', () => {
  /** Another API process on the same database: its own blocks, the same counts. */
  const otherProcess = () =>
    createRateLimitService({ db: database.db, repo: createRateLimitRepository() });
  const countOf = async (key: string) =>
    (await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]?.count;

  it('asks the database once a block, and never lets more than the budget through in all processes', async () => {
    const key = newKey();
    const limit = { key, max: 25, windowSeconds: 60, block: 10 };
    const first = limits;
    const second = otherProcess();
    const allowed = { first: 0, second: 0 };
    const attempt = async (which: 'first' | 'second') => {
      if (!(await refusal((which === 'first' ? first : second).consume(limit))))
        allowed[which] += 1;
    };

    await attempt('first');
    expect(await countOf(key)).toBe(10);
    for (let i = 0; i < 11; i++) await attempt('first');
    expect(await countOf(key)).toBe(20);
    // The second process's block reaches past the budget: it gets the five under it.
    for (let i = 0; i < 8; i++) await attempt('second');
    expect(allowed.second).toBe(5);
    // The first still holds eight of its second block, and then nothing is left.
    for (let i = 0; i < 10; i++) await attempt('first');
    expect(allowed).toEqual({ first: 20, second: 5 });
    const refused = await refusal(first.consume(limit));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('lets a held block go with its window', async () => {
    const key = newKey();
    const limit = { key, max: 20, windowSeconds: 1, block: 10 };
    await limits.consume(limit);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await limits.consume(limit);
    // Counted in a new window, not taken from the block of the ended one.
    const [row] = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    expect(row).toMatchObject({ count: 10 });
    expect(row!.windowEndsAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('assertNotExceeded, record and count', () => {
  it('check without counting, and refuse once recorded attempts reach the budget', async () => {
    const limit = { key: newKey(), max: 2, windowSeconds: 600 };
    for (let i = 0; i < 5; i++) await limits.assertNotExceeded(limit);
    expect(await limits.count(limit.key)).toBe(0);

    await limits.record(limit);
    await limits.assertNotExceeded(limit);
    await limits.record(limit);
    expect(await refusal(limits.assertNotExceeded(limit))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    // Recording never refuses: it is how failures are counted past the budget.
    await limits.record(limit);
    expect(await limits.count(limit.key)).toBe(3);

    await endWindow(limit.key);
    expect(await refusal(limits.assertNotExceeded(limit))).toBeNull();
  });
});

describe('reset and purgeExpired', () => {
  it('reset gives the key its whole budget back', async () => {
    const limit = { key: newKey(), max: 1, windowSeconds: 600 };
    await limits.consume(limit);
    expect(await refusal(limits.consume(limit))).not.toBeNull();
    await limits.reset(limit.key);
    expect(await limits.count(limit.key)).toBe(0);
    expect(await refusal(limits.consume(limit))).toBeNull();
  });

  it('purgeExpired removes ended windows only', async () => {
    const ended = newKey('purge');
    const running = newKey('purge');
    await limits.record({ key: ended, max: 1, windowSeconds: 600 });
    await limits.record({ key: running, max: 1, windowSeconds: 600 });
    await endWindow(ended);

    await limits.purgeExpired();
    const rows = await database.db
      .select({ key: rateLimitHits.key, count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} in (${ended}, ${running})`);
    expect(rows).toEqual([{ key: running, count: 1 }]);
  });
});
