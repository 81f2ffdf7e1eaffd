import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { buildTestApp, loginForm, registerUser, uniqueEmail, type TestApp } from '../../test/app';

const errorOf = (response: { json: () => unknown }) => response.json() as ErrorEnvelope;
const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits on sign-in, registration and refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_AUTH_PER_IP: '6',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '3',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(() => t.close());

  it('refuse an address that keeps guessing an account, but never the owner elsewhere', async () => {
    const { user, password } = await registerUser(t.app);
    const attacker = from('10.0.0.1');
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        ...loginForm(user.email, 'wrong-password'),
        ...attacker,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ ...loginForm(user.email, 'wrong-password'), ...attacker });
    expect(locked.statusCode).toBe(429);
    const body = errorOf(locked);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.details?.retry_after_seconds).toBeGreaterThan(500);
    expect(body.details?.retry_after_seconds).toBeLessThanOrEqual(600);
    // Even the right password is refused from the guessing address…
    expect(
      (await t.app.inject({ ...loginForm(user.email, password), ...attacker })).statusCode,
    ).toBe(429);
    // …but the owner signs in from their own address, only slowed down.
    const owner = await t.app.inject({ ...loginForm(user.email, password), ...from('10.0.0.99') });
    expect(owner.statusCode).toBe(200);
  });

  it('slow down, not refuse, an account guessed from many addresses', async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        ...loginForm(user.email, 'wrong-password'),
        ...from(`10.5.0.${i + 1}`),
      });
      expect(response.statusCode).toBe(401);
    }
    const owner = await t.app.inject({ ...loginForm(user.email, password), ...from('10.5.1.1') });
    expect(owner.statusCode).toBe(200);
  });

  it('a successful sign-in clears the failed attempts of the account', async () => {
    const { user, password } = await registerUser(t.app);
    const ip = from('10.1.0.1');
    for (let i = 0; i < 2; i++)
      await t.app.inject({ ...loginForm(user.email, 'wrong-password'), ...from(`10.1.1.${i}`) });
    expect((await t.app.inject({ ...loginForm(user.email, password), ...ip })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 2; i++)
      await t.app.inject({ ...loginForm(user.email, 'wrong-password'), ...from(`10.1.2.${i}`) });
    expect(
      (await t.app.inject({ ...loginForm(user.email, password), ...from('10.1.3.1') })).statusCode,
    ).toBe(200);
  });

  it('limit sign-in attempts per address across accounts', async () => {
    const ip = from('10.2.0.1');
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.app.inject({ ...loginForm(uniqueEmail(), 'whatever-password'), ...ip }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await t.app.inject({ ...loginForm(uniqueEmail(), 'whatever-password'), ...ip });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          ...loginForm(uniqueEmail(), 'whatever-password'),
          ...from('10.2.0.2'),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('limit registrations per address', async () => {
    const ip = from('10.3.0.1');
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'long-enough-pw' },
        ...ip,
      });
      expect(response.statusCode).toBe(201);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long-enough-pw' },
      ...ip,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('limit guessed refresh tokens per address without touching real sessions', async () => {
    const ip = from('10.4.0.1');
    let blockedAt = 0;
    for (let i = 1; i <= 19; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: `rt_guess-${i}` },
        ...ip,
      });
      if (response.statusCode === 429) {
        blockedAt = i;
        break;
      }
      expect(errorOf(response).code).toBe('REFRESH_TOKEN_INVALID');
    }
    expect(blockedAt).toBe(19); // three times the sign-in budget (6 × 3 = 18 allowed)
    // A real session behind the same address still renews.
    const session = await registerUser(t.app);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
      ...ip,
    });
    expect(renewed.statusCode).toBe(200);
  });
});
