import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, ErrorEnvelope, User } from '@shop/contract';
import { emails, emailTokens, users } from '../../db/schema';
import {
  asUser,
  bearer,
  buildTestApp,
  loginForm,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../../test/app';
import { orderBody, postOrder } from '../../test/orders';
import { latestEmailTo } from '../../test/outbox';

const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorEnvelope).code;

describe('links sent by email: confirming an address, changing it, resetting a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t.close());

  /** The newest email to `to`, and the token of the shop link in it. */
  async function lastEmailTo(to: string) {
    const { email, link } = await latestEmailTo(t.db, to);
    return { email, link, token: link ? new URL(link).searchParams.get('token')! : undefined };
  }
  const emailsTo = async (to: string) =>
    (await t.db.select().from(emails).where(eq(emails.to, to))).length;
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json() as User;
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token } });
  /** Asks for a reset link and waits for the work done after the answer (the link's email). */
  async function forgot(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email },
    });
    await t.app.services.emailLinks.settled();
    return response;
  }
  /** A new account whose address is confirmed by following its emailed link. */
  async function confirmedUser(email?: string) {
    const account = await registerUser(t.app, email);
    const { token } = await lastEmailTo(account.user.email);
    expect((await confirm(token!)).statusCode).toBe(200);
    return account;
  }
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });

  describe('a new account', () => {
    it('gets a single-use link that proves its address; until then it may shop but not order', async () => {
      const account = await registerUser(t.app);
      expect(account.user.email_verified).toBe(false);
      const { email, link, token } = await lastEmailTo(account.user.email);
      expect(email).toMatchObject({ subject: 'Подтвердите адрес почты', state: 'kept' });
      expect(link).toMatch(/^https:\/\/shop\.example\/verify-email\?token=/);

      const cart = await t.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: bearer(account.access_token),
      });
      expect(cart.statusCode).toBe(200);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(account.access_token), 'idempotency-key': 'k-unverified' },
        payload: orderBody([{ variant_id: 1, quantity: 1, price: 100 }]),
      });
      expect(order.statusCode).toBe(403);
      expect(codeOf(order)).toBe('EMAIL_NOT_VERIFIED');

      const followed = await confirm(token!);
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({ email: account.user.email });
      expect((await me(account.access_token)).email_verified).toBe(true);

      const again = await confirm(token!);
      expect(again.statusCode).toBe(400);
      expect(codeOf(again)).toBe('EMAIL_LINK_INVALID');
    });

    it('keeps only a hash of the link, which expires, and a resent link replaces the first', async () => {
      const account = await registerUser(t.app);
      const first = (await lastEmailTo(account.user.email)).token!;
      const [row] = await t.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.userId, account.user.id));
      expect(row!.tokenHash).not.toContain(first);
      expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email/resend',
        headers: bearer(account.access_token),
      });
      expect(resend.statusCode).toBe(200);
      const second = (await lastEmailTo(account.user.email)).token!;
      expect(second).not.toBe(first);
      expect(codeOf(await confirm(first))).toBe('EMAIL_LINK_INVALID');

      await t.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, account.user.id));
      expect(codeOf(await confirm(second))).toBe('EMAIL_LINK_INVALID');
      expect((await me(account.access_token)).email_verified).toBe(false);
    });

    it('refuses a made-up link', async () => {
      expect(codeOf(await confirm('not-a-token'))).toBe('EMAIL_LINK_INVALID');
      expect((await confirm('')).statusCode).toBe(400);
    });
  });

  describe('«Забыли пароль?»', () => {
    it('answers the same whether or not the address has an account, and mails only a real one', async () => {
      const known = await registerUser(t.app);
      const unknown = uniqueEmail('nobody');
      const a = await forgot(known.user.email);
      const b = await forgot(unknown);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
      expect(await emailsTo(unknown)).toBe(0);
      const { email, link } = await lastEmailTo(known.user.email);
      expect(email!.subject).toBe('Восстановление пароля');
      expect(link).toMatch(/^https:\/\/shop\.example\/reset-password\?token=/);
      const [row] = await t.db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, known.user.id), eq(emailTokens.purpose, 'reset')));
      const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);
    });

    it('sets the new password, ends every session, signs in anew and works once', async () => {
      const account = await registerUser(t.app);
      await forgot(account.user.email);
      const { token } = await lastEmailTo(account.user.email);

      const weak = await reset(token!, 'short');
      expect(codeOf(weak)).toBe('WEAK_PASSWORD');

      const done = await reset(token!, 'a-brand-new-password');
      expect(done.statusCode).toBe(200);
      const session = done.json() as AuthResponse;
      expect(session.user).toMatchObject({ id: account.user.id, email_verified: true });
      expect((await me(session.access_token)).id).toBe(account.user.id);

      const old = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(account.access_token),
      });
      expect(codeOf(old)).toBe('SESSION_REVOKED');
      expect((await t.app.inject(loginForm(account.user.email, account.password))).statusCode).toBe(
        401,
      );
      expect(
        (await t.app.inject(loginForm(account.user.email, 'a-brand-new-password'))).statusCode,
      ).toBe(200);
      expect(codeOf(await reset(token!, 'yet-another-password'))).toBe('EMAIL_LINK_INVALID');
    });

    it('tells whether a reset link still works without using it', async () => {
      const account = await registerUser(t.app);
      await forgot(account.user.email);
      const { token } = await lastEmailTo(account.user.email);
      const check = (value: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset/check',
          payload: { token: value },
        });
      expect((await check(token!)).statusCode).toBe(200);
      expect((await check(token!)).statusCode).toBe(200);
      expect((await reset(token!, 'a-brand-new-password')).statusCode).toBe(200);
      const used = await check(token!);
      expect(used.statusCode).toBe(400);
      expect(codeOf(used)).toBe('EMAIL_LINK_INVALID');
      expect(codeOf(await check('made-up'))).toBe('EMAIL_LINK_INVALID');
    });

    it('refuses an expired reset link', async () => {
      const account = await registerUser(t.app);
      await forgot(account.user.email);
      const { token } = await lastEmailTo(account.user.email);
      await t.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, account.user.id));
      expect(codeOf(await reset(token!, 'a-brand-new-password'))).toBe('EMAIL_LINK_INVALID');
    });

    it('sends at most three links to one address per window, answering the same', async () => {
      const account = await registerUser(t.app);
      const before = await emailsTo(account.user.email);
      for (let i = 0; i < 5; i++) expect((await forgot(account.user.email)).statusCode).toBe(200);
      expect((await emailsTo(account.user.email)) - before).toBe(3);
    });
  });

  describe('a new address from the settings', () => {
    const change = (token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/email',
        headers: bearer(token),
        payload: body,
      });

    it('takes effect only when the link sent to the new address is followed', async () => {
      const account = await confirmedUser();
      const next = uniqueEmail('next');
      expect(
        codeOf(await change(account.access_token, { email: next, current_password: 'wrong-one' })),
      ).toBe('WRONG_PASSWORD');
      const asked = await change(account.access_token, {
        email: next,
        current_password: account.password,
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ email: account.user.email, pending_email: next });
      const notice = await lastEmailTo(account.user.email);
      expect(notice.email!.subject).toBe('Адрес почты аккаунта меняется');
      expect(notice.link).toBeUndefined();
      const { token } = await lastEmailTo(next);

      expect((await confirm(token!)).json()).toEqual({ email: next });
      expect(await me(account.access_token)).toMatchObject({
        email: next,
        email_verified: true,
        pending_email: null,
      });
      expect((await t.app.inject(loginForm(next, account.password))).statusCode).toBe(200);
    });

    it('refuses a taken address, and one taken after it was asked for', async () => {
      const account = await confirmedUser();
      const other = await confirmedUser();
      expect(
        codeOf(
          await change(account.access_token, {
            email: other.user.email,
            current_password: account.password,
          }),
        ),
      ).toBe('EMAIL_TAKEN');
      const next = uniqueEmail('race');
      await change(account.access_token, { email: next, current_password: account.password });
      const { token } = await lastEmailTo(next);
      await registerUser(t.app, next);
      const late = await confirm(token!);
      expect(late.statusCode).toBe(409);
      expect((await me(account.access_token)).email).toBe(account.user.email);
    });

    it('can be dropped, and then its link does nothing', async () => {
      const account = await confirmedUser();
      const next = uniqueEmail('dropped');
      await change(account.access_token, { email: next, current_password: account.password });
      const { token } = await lastEmailTo(next);
      const dropped = await t.app.inject({
        method: 'DELETE',
        url: '/api/profile/email',
        headers: bearer(account.access_token),
      });
      expect(dropped.json()).toMatchObject({ pending_email: null });
      expect(codeOf(await confirm(token!))).toBe('EMAIL_LINK_INVALID');
    });
    it('is refused to an account whose own address is not confirmed yet', async () => {
      const account = await registerUser(t.app);
      const next = uniqueEmail('unconfirmed');
      const asked = await change(account.access_token, {
        email: next,
        current_password: account.password,
      });
      expect(asked.statusCode).toBe(403);
      expect(codeOf(asked)).toBe('EMAIL_NOT_VERIFIED');
      expect(await emailsTo(next)).toBe(0);
    });

    it('mails one address at most three times a window, whichever accounts ask', async () => {
      const victim = uniqueEmail('victim');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const account = await confirmedUser();
        for (let j = 0; j < 2; j++)
          statuses.push(
            (
              await change(account.access_token, {
                email: victim,
                current_password: account.password,
              })
            ).statusCode,
          );
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      expect(await emailsTo(victim)).toBe(3);
    });
  });

  it('an account made by the seed, an admin or the operator needs no link', async () => {
    const shopper = await asUser(t);
    expect((await me(shopper.token)).email_verified).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    const order = await postOrder(
      shopper,
      orderBody([{ variant_id: 999999, quantity: 1, price: 100 }]),
    );
    expect(codeOf(order)).not.toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('«Забыли пароль?» from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('is limited per address like sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: uniqueEmail('flood') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits the new addresses asked for from one address of origin the same way', async () => {
    const shopper = await asUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/profile/email',
        headers: bearer(shopper.token),
        payload: { email: uniqueEmail('moved'), current_password: 'correct-horse-battery' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
