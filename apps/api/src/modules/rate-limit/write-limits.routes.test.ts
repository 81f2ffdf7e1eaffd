import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, FavoriteToggleResponse } from '@shop/contract';
import { asUser, buildTestApp, type Caller } from '../../test/app';
import { createItem } from '../../db/factories';
import { rateLimitHits } from '../../db/schema';
import { WRITE_LIMITS } from '../../plugins/write-limits';

const t = await buildTestApp();
afterAll(() => t.close());

const { max, windowSeconds } = WRITE_LIMITS.favorite;

/** Spends all but `left` of the caller's favourite budget, as that many toggles would. */
async function spendFavoriteBudget(caller: Caller, left: number) {
  await t.db.insert(rateLimitHits).values({
    key: `write:favorite:${caller.user.id}`,
    count: max - left,
    windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
  });
}

const toggle = (caller: Caller, itemId: number) =>
  caller.inject({ method: 'POST', url: `/api/items/${itemId}/favorite` });
const favoriteIds = async (caller: Caller) =>
  (await caller.inject({ method: 'GET', url: '/api/items/favorites/ids' })).json() as number[];

describe('per-account write limits over HTTP', () => {
  it('answer 429 in the error envelope past the budget, and the write does not happen', async () => {
    const shopper = await asUser(t);
    const { item: first } = await createItem(t.db);
    const { item: second } = await createItem(t.db);
    await spendFavoriteBudget(shopper, 1);

    const last = await toggle(shopper, first.id);
    expect(last.statusCode).toBe(200);
    expect((last.json() as FavoriteToggleResponse).is_favorite).toBe(true);

    const refused = await toggle(shopper, second.id);
    expect(refused.statusCode).toBe(429);
    const body = refused.json() as ErrorEnvelope;
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^Too many attempts, retry in \d+ s$/);
    expect(body.details?.retry_after_seconds).toBeGreaterThan(windowSeconds - 10);
    expect(body.details?.retry_after_seconds).toBeLessThanOrEqual(windowSeconds);
    expect(await favoriteIds(shopper)).toEqual([first.id]);
    // Reading is not a write: the list still answers.
    expect((await shopper.inject({ method: 'GET', url: '/api/items/favorites' })).statusCode).toBe(
      200,
    );
  });

  it('count each account apart', async () => {
    const busy = await asUser(t);
    const other = await asUser(t);
    const { item } = await createItem(t.db);
    await spendFavoriteBudget(busy, 0);

    expect((await toggle(busy, item.id)).statusCode).toBe(429);
    expect((await toggle(other, item.id)).statusCode).toBe(200);
    expect(await favoriteIds(other)).toEqual([item.id]);
  });

  it('let the account write again once the window has ended', async () => {
    const shopper = await asUser(t);
    const { item } = await createItem(t.db);
    await spendFavoriteBudget(shopper, 0);
    expect((await toggle(shopper, item.id)).statusCode).toBe(429);

    await t.db
      .update(rateLimitHits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, `write:favorite:${shopper.user.id}`));
    expect((await toggle(shopper, item.id)).statusCode).toBe(200);
    expect(await favoriteIds(shopper)).toEqual([item.id]);
  });

  it('keep one budget per kind of write', async () => {
    const shopper = await asUser(t);
    const { item } = await createItem(t.db);
    await spendFavoriteBudget(shopper, 0);
    expect((await toggle(shopper, item.id)).statusCode).toBe(429);

    const review = await shopper.inject({
      method: 'POST',
      url: `/api/items/${item.id}/comments`,
      payload: { content: 'Сидит отлично, берите свой размер', rating: 5 },
    });
    expect(review.statusCode).toBe(201);
  });

  it('refuse a guest as unauthenticated before counting anything', async () => {
    const { item } = await createItem(t.db);
    const before = await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    const response = await t.app.inject({ method: 'POST', url: `/api/items/${item.id}/favorite` });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).toEqual(before);
  });
});
