import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthResponse, ErrorEnvelope, TokenPair } from '@shop/contract';
import { users } from '../../db/schema';
import { bearer, buildTestApp, loginForm, registerUser, uniqueEmail } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const errorOf = (response: { json: () => unknown }) => response.json() as ErrorEnvelope;

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and normalises the email', async () => {
    const email = uniqueEmail('New.Person').replace('new.person', 'New.Person');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: 'long-enough-pw' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as AuthResponse;
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.user).toMatchObject({ is_admin: false, is_moderator: false, is_active: true });
    expect(body.user).not.toHaveProperty('password_hash');
    expect((await me(body.access_token)).json()).toMatchObject({ email: email.toLowerCase() });
  });

  it('refuses a taken email, a malformed email and a short password with their codes', async () => {
    const { user } = await registerUser(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: user.email, password: 'another-password' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('EMAIL_TAKEN');

    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'long-enough-pw' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).code).toBe('INVALID_EMAIL');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: '1234567' },
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak)).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(errorOf(weak).message).toContain('8');
  });

  it('accepts JSON only and reports missing fields', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.kz&password=long-enough-pw',
    });
    expect(form.statusCode).toBe(415);
    expect(errorOf(form).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail() },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('VALIDATION_FAILED');
    expect(errorOf(missing).details?.fields?.map((f) => f.path)).toContain('password');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/token', () => {
  it('signs in with a form-encoded username and password', async () => {
    const { user, password } = await registerUser(t.app);
    const response = await t.app.inject(loginForm(user.email.toUpperCase(), password));
    expect(response.statusCode).toBe(200);
    const body = response.json() as AuthResponse;
    expect(body.user.id).toBe(user.id);
    expect(body.token_type).toBe('bearer');
    expect((await me(body.access_token)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await t.app.inject(loginForm(user.email, 'wrong-password'));
    const unknown = await t.app.inject(loginForm(uniqueEmail('ghost'), 'whatever-password'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('refuses JSON bodies and incomplete forms', async () => {
    const { user, password } = await registerUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.email, password },
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(user.email)}`,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(errorOf(incomplete).details?.fields?.[0]?.path).toBe('password');

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const session = await registerUser(t.app);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json() as TokenPair;
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect((await me(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revoke the whole session when an already used token comes back', async () => {
    const session = await registerUser(t.app);
    const rotated = (await refresh(session.refresh_token)).json() as TokenPair;

    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('SESSION_REVOKED');

    // The thief's replay also ends the legitimate holder's tokens of that session.
    expect(errorOf(await refresh(rotated.refresh_token)).code).toBe('SESSION_REVOKED');
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    // Other sessions of the same user live on.
    const other = await t.app.inject(loginForm(session.user.email, session.password));
    expect((await me((other.json() as AuthResponse).access_token)).statusCode).toBe(200);
  });

  it('are never accepted as access tokens, nor access tokens as refresh tokens', async () => {
    const session = await registerUser(t.app);
    const asBearer = await me(session.refresh_token);
    expect(asBearer.statusCode).toBe(401);
    expect(errorOf(asBearer).code).toBe('UNAUTHORIZED');

    const asRefresh = await refresh(session.access_token);
    expect(asRefresh.statusCode).toBe(401);
    expect(errorOf(asRefresh).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuse garbage', async () => {
    expect(errorOf(await refresh('rt_not-a-real-token')).code).toBe('REFRESH_TOKEN_INVALID');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('are required and checked on /api/me', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).code).toBe('UNAUTHORIZED');
    expect((await me('not.a.jwt')).statusCode).toBe(401);
  });

  it('report expiry with its own code', async () => {
    const session = await registerUser(t.app);
    const [, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ typ: 'access', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('TOKEN_EXPIRED');
  });

  it('signed with another secret are refused', async () => {
    const forged = await new SignJWT({ typ: 'access', sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('vesta-shop')
      .setAudience('vesta-shop:access')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session: its refresh and access tokens stop working', async () => {
    const session = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(errorOf(await refresh(session.refresh_token)).code).toBe('SESSION_REVOKED');
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('succeeds without any token (the client clears its copy either way)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('an inactive user', () => {
  it('cannot sign in, refresh, or keep using an access token', async () => {
    const session = await registerUser(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));

    const login = await t.app.inject(loginForm(session.user.email, session.password));
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).code).toBe('ACCOUNT_INACTIVE');

    const current = await me(session.access_token);
    expect(current.statusCode).toBe(403);
    expect(errorOf(current).code).toBe('ACCOUNT_INACTIVE');

    expect(errorOf(await refresh(session.refresh_token)).code).toBe('ACCOUNT_INACTIVE');
  });

  it('gets the generic answer for a wrong password (no hint that the account exists)', async () => {
    const session = await registerUser(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    expect(errorOf(await t.app.inject(loginForm(session.user.email, 'wrong-password'))).code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
});

describe('errors', () => {
  it('unknown API routes answer the JSON envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
