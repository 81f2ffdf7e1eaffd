import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { createItem } from '../db/factories';
import { asAdmin, asUser, buildTestApp, loginForm } from '../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

describe('control characters in input', () => {
  it('are refused with 400 everywhere, never reaching the database', async () => {
    const shopper = await asUser(t);
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db);
    const cases = [
      t.app.inject({ method: 'GET', url: '/api/items/?q=%00' }),
      t.app.inject({ method: 'GET', url: '/api/outfits/?q=a%00b' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'a\u0000@b.kz', password: 'long enough' },
      }),
      t.app.inject(loginForm('x\u0000@example.com', 'whatever123')),
      shopper.inject({
        method: 'POST',
        url: `/api/items/${item.id}/comments`,
        payload: { content: 'ok\u0000' },
      }),
      shopper.inject({
        method: 'PATCH',
        url: '/api/profile/',
        payload: { first_name: 'Анна\u0007' },
      }),
      shopper.inject({
        method: 'PATCH',
        url: '/api/profile/',
        payload: { favorite_brands: ['Zara', 'Ma\u0000ngo'] },
      }),
      admin.inject({
        method: 'POST',
        url: '/api/catalog/parse',
        payload: { query: 'jeans\u0000', limit: 5, domain: 'kz' },
      }),
    ];
    for (const [i, pending] of cases.entries()) {
      const response = await pending;
      expect(response.statusCode, `case ${i}: ${response.body}`).toBe(400);
      expect((response.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
    }
    // Line breaks and tabs stay allowed in texts.
    const review = await shopper.inject({
      method: 'POST',
      url: `/api/items/${item.id}/comments`,
      payload: { content: 'Первая строка\nвторая\tстрока' },
    });
    expect(review.statusCode).toBe(201);
  });

  it('an empty JSON body is no body: a logout with only the bearer ends that session', async () => {
    const shopper = await asUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
    expect((await shopper.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const noType = await asUser(t);
    expect((await noType.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await noType.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    // A malformed JSON body is still a 400.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
