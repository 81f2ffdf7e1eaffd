import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, User } from '@shop/contract';
import { asUser, buildTestApp } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

describe('the account language (decision 030)', () => {
  it('is null until chosen, is kept by PATCH /api/profile/ and returned by /api/me', async () => {
    const caller = await asUser(t);
    const me = async () => (await caller.inject({ method: 'GET', url: '/api/me' })).json() as User;
    expect((await me()).language).toBeNull();

    const saved = await caller.inject({
      method: 'PATCH',
      url: '/api/profile/',
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as User).language).toBe('en');
    expect((await me()).language).toBe('en');

    // Other fields leave it alone; null forgets it.
    await caller.inject({ method: 'PATCH', url: '/api/profile/', payload: { first_name: 'Анна' } });
    expect((await me()).language).toBe('en');
    await caller.inject({ method: 'PATCH', url: '/api/profile/', payload: { language: null } });
    expect((await me()).language).toBeNull();
  });

  it('refuses a language the shop does not speak', async () => {
    const caller = await asUser(t);
    const refused = await caller.inject({
      method: 'PATCH',
      url: '/api/profile/',
      payload: { language: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
  });
});
