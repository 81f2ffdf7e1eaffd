import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentLikeResponse, FavoriteToggleResponse } from '@shop/contract';
import { createItem, createItemComment } from '../../db/factories';
import { items } from '../../db/schema';
import { asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';

let t: TestApp;
let crowd: Caller[];
beforeAll(async () => {
  t = await buildTestApp();
  crowd = [];
  for (let i = 0; i < 50; i++) crowd.push(await asUser(t));
});
afterAll(() => t.close());

const itemRow = async (id: number) => (await t.db.select().from(items).where(eq(items.id, id)))[0]!;

describe('counters and toggles under concurrency', () => {
  it('keep favourites and ratings exact with 50 parallel writers', async () => {
    const { item } = await createItem(t.db);
    const answers = await Promise.all(
      crowd.map((c) => c.inject({ method: 'POST', url: `/api/items/${item.id}/favorite` })),
    );
    expect(answers.every((a) => (a.json() as FavoriteToggleResponse).is_favorite)).toBe(true);
    expect((await itemRow(item.id)).favoritesCount).toBe(50);

    const ratings = crowd.map((_, i) => (i % 5) + 1);
    await Promise.all(
      crowd.map((c, i) =>
        c.inject({
          method: 'POST',
          url: `/api/items/${item.id}/comments`,
          payload: { content: `Отзыв ${i}`, rating: ratings[i] },
        }),
      ),
    );
    const row = await itemRow(item.id);
    expect(row.ratingCount).toBe(50);
    expect(Number(row.ratingAvg)).toBe(3);
  });

  it('serialise one user’s parallel toggles, and offer idempotent set and clear', async () => {
    const [user] = crowd;
    const { item } = await createItem(t.db);
    const flips = await Promise.all(
      Array.from({ length: 20 }, () =>
        user!.inject({ method: 'POST', url: `/api/items/${item.id}/favorite` }),
      ),
    );
    const states = flips.map((f) => (f.json() as FavoriteToggleResponse).is_favorite);
    expect(states.filter(Boolean)).toHaveLength(10);
    expect((await itemRow(item.id)).favoritesCount).toBe(0);

    for (const [method, expected] of [
      ['PUT', true],
      ['PUT', true],
      ['DELETE', false],
      ['DELETE', false],
    ] as const) {
      const answer = await user!.inject({ method, url: `/api/items/${item.id}/favorite` });
      expect((answer.json() as FavoriteToggleResponse).is_favorite).toBe(expected);
    }
    expect((await itemRow(item.id)).favoritesCount).toBe(0);

    const comment = await createItemComment(t.db, { itemId: item.id, userId: crowd[1]!.user.id });
    const url = `/api/items/${item.id}/comments/${comment.id}/like`;
    const likes = await Promise.all(
      Array.from({ length: 20 }, () => user!.inject({ method: 'POST', url })),
    );
    expect(likes.filter((l) => (l.json() as CommentLikeResponse).liked)).toHaveLength(10);
    const set = await user!.inject({ method: 'PUT', url });
    expect(set.json()).toEqual({ comment_id: comment.id, liked: true, likes: 1 });
    expect((await user!.inject({ method: 'PUT', url })).json()).toMatchObject({ likes: 1 });
    expect((await user!.inject({ method: 'DELETE', url })).json()).toMatchObject({
      liked: false,
      likes: 0,
    });
  });
});
