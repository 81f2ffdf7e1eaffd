import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Comment, CommentLikeResponse, ErrorEnvelope } from '@shop/contract';
import { items, users } from '../../db/schema';
import { bearer, buildTestApp, registerUser } from '../../test/app';
import { createItem } from '../../db/factories';

const t = await buildTestApp();
afterAll(() => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('item reviews', () => {
  it('are written with an optional rating, listed newest first, liked as a toggle', async () => {
    const { item } = await createItem(t.db);
    const author = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ firstName: 'Анна', lastName: 'Смирнова' })
      .where(eq(users.id, author.user.id));

    const created = await post(`/api/items/${item.id}/comments`, author.access_token, {
      content: '  Отличное качество  ',
      rating: 5,
    });
    expect(created.statusCode).toBe(201);
    const review = created.json() as Comment;
    expect(review).toMatchObject({
      content: 'Отличное качество',
      rating: 5,
      likes: 0,
      user_name: 'Анна Смирнова',
      can_delete: true,
    });
    const plain = (
      await post(`/api/items/${item.id}/comments`, author.access_token, { content: 'Без оценки' })
    ).json() as Comment;
    expect(plain.rating).toBeNull();

    const reader = await registerUser(t.app);
    const like = (
      await post(`/api/items/${item.id}/comments/${review.id}/like`, reader.access_token)
    ).json() as CommentLikeResponse;
    expect(like).toEqual({ comment_id: review.id, liked: true, likes: 1 });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/items/${item.id}/comments`,
        headers: bearer(reader.access_token),
      })
    ).json() as Comment[];
    expect(list.map((c) => c.content)).toEqual(['Без оценки', 'Отличное качество']);
    expect(list[1]).toMatchObject({ likes: 1, liked_by_me: true, can_delete: false });
    const unlike = (
      await post(`/api/items/${item.id}/comments/${review.id}/like`, reader.access_token)
    ).json() as CommentLikeResponse;
    expect(unlike).toEqual({ comment_id: review.id, liked: false, likes: 0 });

    // Guests read but do not see themselves as likers or deleters.
    const guestView = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments` })
    ).json() as Comment[];
    expect(guestView.every((c) => !c.liked_by_me && !c.can_delete)).toBe(true);
  });

  it('refuse blank text, ratings outside 1–5, guests, and missing items', async () => {
    const { item } = await createItem(t.db);
    const author = await registerUser(t.app);
    for (const payload of [
      { content: '   ' },
      { content: 'ok', rating: 0 },
      { content: 'ok', rating: 6 },
      { content: 'ok', rating: 4.5 },
      { content: 'x'.repeat(2001) },
    ]) {
      const response = await post(`/api/items/${item.id}/comments`, author.access_token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/items/${item.id}/comments`,
          payload: { content: 'Гость' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/items/999999/comments', author.access_token, { content: 'Нет товара' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/items/999999/comments' })).statusCode,
    ).toBe(404);
  });

  it('are deleted by their author or an admin, and nobody else', async () => {
    const { item } = await createItem(t.db);
    const { item: otherItem } = await createItem(t.db);
    const author = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));

    const write = async () =>
      (
        (
          await post(`/api/items/${item.id}/comments`, author.access_token, { content: 'Отзыв' })
        ).json() as Comment
      ).id;
    const del = (commentId: number, token: string, itemId = item.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/items/${itemId}/comments/${commentId}`,
        headers: bearer(token),
      });

    const first = await write();
    const refused = await del(first, stranger.access_token);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorEnvelope).code).toBe('FORBIDDEN');
    // The comment must belong to the item in the path.
    expect((await del(first, author.access_token, otherItem.id)).statusCode).toBe(404);
    expect((await del(first, author.access_token)).json()).toEqual({ ok: true });
    expect((await del(first, author.access_token)).statusCode).toBe(404);

    const second = await write();
    expect((await del(second, admin.access_token)).statusCode).toBe(200);
    const left = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments` })
    ).json() as Comment[];
    expect(left).toEqual([]);
  });
});

describe('what reviews show of their authors', () => {
  it('never a part of the email: no name (the app says «Покупатель») when the author set none', async () => {
    const { item } = await createItem(t.db);
    const author = await registerUser(t.app, 'secret.person.42@example.com');
    await post(`/api/items/${item.id}/comments`, author.access_token, { content: 'Хорошо' });
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments` })
    ).json() as Comment[];
    expect(list[0]!.user_name).toBeNull();
    expect(JSON.stringify(list)).not.toContain('secret.person');
  });
});

describe('rating bombing', () => {
  it('keeps one rating per author, limits review writes, and pages the list by 20', async () => {
    const { item } = await createItem(t.db);
    const author = await registerUser(t.app);
    for (const rating of [1, 2, 5]) {
      const created = await post(`/api/items/${item.id}/comments`, author.access_token, {
        content: `Оценка ${rating}`,
        rating,
      });
      expect(created.statusCode).toBe(201);
    }
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect([row!.ratingCount, Number(row!.ratingAvg)]).toEqual([1, 5]);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments` })
    ).json() as Comment[];
    expect(list.map((c) => c.rating)).toEqual([5, null, null]);

    // Ten reviews per ten minutes per account, then 429.
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push(
        (await post(`/api/items/${item.id}/comments`, author.access_token, { content: `Ещё ${i}` }))
          .statusCode,
      );
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.slice(-2)).toEqual([429, 429]);

    // Pages of 20, newest first.
    for (let i = 0; i < 15; i++) {
      const other = await registerUser(t.app);
      await post(`/api/items/${item.id}/comments`, other.access_token, { content: `Отзыв ${i}` });
    }
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments` })
    ).json() as Comment[];
    const second = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}/comments?page=2` })
    ).json() as Comment[];
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(25 - 20);
    expect(first[0]!.content).toBe('Отзыв 14');
  });
});

describe('a review sent again', () => {
  it('is the review already posted: a double click at once and a retry later answer the first', async () => {
    const { item } = await createItem(t.db);
    const author = await registerUser(t.app);
    const url = `/api/items/${item.id}/comments`;
    const body = { content: 'Села идеально', rating: 4 };
    const [first, second] = await Promise.all([
      post(url, author.access_token, body),
      post(url, author.access_token, body),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect((second!.json() as Comment).id).toBe((first!.json() as Comment).id);
    const retried = (
      await post(url, author.access_token, { content: ' Села идеально ', rating: 4 })
    ).json() as Comment;
    expect(retried).toMatchObject({ id: (first!.json() as Comment).id, rating: 4 });

    // Another text, or the same text with another rating, is a review of its own.
    await post(url, author.access_token, { content: 'Ещё одно слово', rating: 4 });
    await post(url, author.access_token, { content: 'Села идеально', rating: 5 });
    const list = (
      await t.app.inject({ method: 'GET', url, headers: bearer(author.access_token) })
    ).json() as Comment[];
    expect(list.map((c) => [c.content, c.rating])).toEqual([
      ['Села идеально', 5],
      ['Ещё одно слово', null],
      ['Села идеально', null],
    ]);
  });
});
