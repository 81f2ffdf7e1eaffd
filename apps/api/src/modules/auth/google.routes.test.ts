import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthResponse,
  ErrorEnvelope,
  GoogleLoginResponse,
  PublicConfig,
} from '@shop/contract';
import { users } from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/app';
import { startFakeGoogle } from '../../test/fake-google';

const errorOf = (response: { json: () => unknown }) => response.json() as ErrorEnvelope;

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('tells the web app to hide the button and answers 503 with a clear message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      google_enabled: false,
      currency: 'KZT',
    });
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(login.statusCode).toBe(503);
    expect(errorOf(login)).toMatchObject({
      code: 'GOOGLE_NOT_CONFIGURED',
      message: 'Google sign-in is not configured on this server',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' }))
        .statusCode,
    ).toBe(503);
  });
});

describe('Google sign-in against a provider that speaks Google’s protocol', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    google = await startFakeGoogle({
      clientId: 'shop-client-id',
      clientSecret: 'shop-client-secret',
    });
    t = await buildTestApp({ ...google.env, PUBLIC_URL: 'http://shop.test' });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  /** Plays the browser: start, visit the provider, come back to the callback with the state cookie. */
  async function signInThroughGoogle(tamper: { state?: string; dropCookie?: boolean } = {}) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(start.statusCode).toBe(200);
    const { auth_url } = start.json() as GoogleLoginResponse;
    const cookie = start.cookies.find((c) => c.name === 'google_oauth_state');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });

    const authUrl = new URL(auth_url);
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://shop.test/google/callback');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const atProvider = await fetch(auth_url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    const state = tamper.state ?? back.searchParams.get('state')!;
    const query = new URLSearchParams({ code: back.searchParams.get('code')!, state });
    return t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?${query}`,
      cookies: tamper.dropCookie ? {} : { google_oauth_state: cookie!.value },
    });
  }

  it('creates the account on first sign-in and finds it again later', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>()
        .google_enabled,
    ).toBe(true);
    google.useAccount({
      sub: 'g-100',
      email: 'Aliya.N@gmail.com',
      email_verified: true,
      given_name: 'Алия',
      family_name: 'Нурланова',
    });
    const first = await signInThroughGoogle();
    expect(first.statusCode).toBe(200);
    const body = first.json() as AuthResponse;
    expect(body.user).toMatchObject({
      email: 'aliya.n@gmail.com',
      first_name: 'Алия',
      last_name: 'Нурланова',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const second = (await signInThroughGoogle()).json() as AuthResponse;
    expect(second.user.id).toBe(body.user.id);
    // The provider saw PKCE verified and client credentials sent on the token call.
    expect(
      google.requests.filter((r) => r.path === '/token').every((r) => r.form?.code_verifier),
    ).toBe(true);
  });

  const signInWithPassword = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('attaches to an account whose address was proven, keeps its password and ends its other sessions', async () => {
    const existing = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, existing.user.id));
    google.useAccount({ sub: 'g-200', email: existing.user.email, email_verified: true });
    const body = (await signInThroughGoogle()).json() as AuthResponse;
    expect(body.user).toMatchObject({ id: existing.user.id, has_password: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(row!.googleSub).toBe('g-200');
    expect((await me(existing.access_token)).json()).toMatchObject({ code: 'SESSION_REVOKED' });
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await signInWithPassword(existing.user.email, existing.password)).statusCode).toBe(200);
  });

  it('takes over an address registered by somebody else: their password and sessions are gone', async () => {
    // The attacker registers the victim's address and stays signed in.
    const attacker = await registerUser(t.app, 'victim.owner@gmail.com', 'attacker-password');
    expect(attacker.user.email_verified).toBe(false);

    google.useAccount({ sub: 'g-250', email: 'victim.owner@gmail.com', email_verified: true });
    const victim = (await signInThroughGoogle()).json() as AuthResponse;
    expect(victim.user).toMatchObject({
      id: attacker.user.id,
      email_verified: true,
      has_password: false,
    });
    expect((await me(attacker.access_token)).json()).toMatchObject({ code: 'SESSION_REVOKED' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: attacker.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await signInWithPassword('victim.owner@gmail.com', 'attacker-password');
    expect(again.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The confirmation link the attacker received no longer proves anything.
    const [row] = await t.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row!.passwordHash).toBeNull();
  });

  it('never signs in or attaches with an address Google does not say is verified', async () => {
    const existing = await registerUser(t.app, 'no-claim@gmail.com');
    google.useAccount({ sub: 'g-260', email: 'no-claim@gmail.com' });
    const missing = await signInThroughGoogle();
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('GOOGLE_AUTH_FAILED');
    google.useAccount({ sub: 'g-261', email: 'fresh-no-claim@gmail.com' });
    expect(errorOf(await signInThroughGoogle()).code).toBe('GOOGLE_AUTH_FAILED');
    const rows = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(rows[0]!.googleSub).toBeNull();
    expect((await me(existing.access_token)).statusCode).toBe(200);
  });

  it('refuses an unverified email, a forged state, a missing state cookie and a missing code', async () => {
    google.useAccount({ sub: 'g-300', email: 'unverified@gmail.com', email_verified: false });
    expect(errorOf(await signInThroughGoogle()).code).toBe('GOOGLE_AUTH_FAILED');

    google.useAccount({ sub: 'g-301', email: 'someone@gmail.com', email_verified: true });
    const forged = await signInThroughGoogle({ state: 'forged-state' });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).code).toBe('GOOGLE_AUTH_FAILED');
    expect(errorOf(await signInThroughGoogle({ dropCookie: true })).code).toBe(
      'GOOGLE_AUTH_FAILED',
    );

    const noCode = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?state=abc',
    });
    expect(noCode.statusCode).toBe(400);
    expect(errorOf(noCode)).toMatchObject({
      code: 'GOOGLE_CODE_MISSING',
      message: 'Authorization code not found',
    });
  });

  it('uses each state once', async () => {
    google.useAccount({ sub: 'g-400', email: 'once@gmail.com', email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    const cookie = start.cookies.find((c) => c.name === 'google_oauth_state')!;
    const back = new URL(
      (
        await fetch((start.json() as GoogleLoginResponse).auth_url, { redirect: 'manual' })
      ).headers.get('location')!,
    );
    const url = `/api/auth/google/callback?${back.searchParams}`;
    const first = await t.app.inject({
      method: 'GET',
      url,
      cookies: { google_oauth_state: cookie.value },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url,
      cookies: { google_oauth_state: cookie.value },
    });
    expect(errorOf(replay).code).toBe('GOOGLE_AUTH_FAILED');
  });

  it('refuses a deactivated account', async () => {
    google.useAccount({ sub: 'g-500', email: 'blocked@gmail.com', email_verified: true });
    const { user } = (await signInThroughGoogle()).json() as AuthResponse;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const again = await signInThroughGoogle();
    expect(again.statusCode).toBe(403);
    expect(errorOf(again).code).toBe('ACCOUNT_INACTIVE');
  });
});
