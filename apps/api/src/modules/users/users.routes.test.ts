import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserPage, ErrorEnvelope } from '@shop/contract';
import { users } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp, loginForm, type Caller } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

const me = (caller: Caller) => caller.inject({ method: 'GET', url: '/api/me' });
const patch = (caller: Caller, id: number, payload: object) =>
  caller.inject({ method: 'PATCH', url: `/api/users/${id}`, payload });
const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorEnvelope).code;

describe('user management', () => {
  it('is for admins only, on every call', async () => {
    const shopper = await asUser(t);
    const moderator = await asModerator(t);
    const calls = [
      { method: 'GET', url: '/api/users/' },
      {
        method: 'POST',
        url: '/api/users/',
        payload: { email: 'x@example.com', password: '12345678' },
      },
      { method: 'GET', url: `/api/users/${shopper.user.id}` },
      { method: 'PATCH', url: `/api/users/${shopper.user.id}`, payload: { is_admin: true } },
      { method: 'DELETE', url: `/api/users/${shopper.user.id}` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `guest ${call.method} ${call.url}`).toBe(401);
      for (const caller of [shopper, moderator])
        expect((await caller.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const row = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row[0]!.isAdmin).toBe(false);
  });

  it('lists 20 per page and searches by email', async () => {
    const admin = await asAdmin(t);
    for (let i = 0; i < 22; i++) await asUser(t, { email: `page-${i}-${Date.now()}@list.example` });
    const first = (
      await admin.inject({ method: 'GET', url: '/api/users/?q=@list.example' })
    ).json() as AdminUserPage;
    const second = (
      await admin.inject({ method: 'GET', url: '/api/users/?q=@list.example&page=2' })
    ).json() as AdminUserPage;
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(2);
    expect([first.total, second.total]).toEqual([22, 22]);
    const all = [...first.items, ...second.items];
    expect(all.every((u) => u.email.endsWith('@list.example'))).toBe(true);
    expect(first.items[0]).toMatchObject({
      is_admin: false,
      is_moderator: false,
      is_active: true,
      can_delete: true,
    });
    expect(first.items[0]).not.toHaveProperty('password_hash');
    const none = await admin.inject({ method: 'GET', url: '/api/users/?q=%25' });
    expect(none.json()).toEqual({ items: [], total: 0, can_create: true });
  });

  it('creates users with the rules of the form', async () => {
    const admin = await asAdmin(t);
    const post = (payload: object) => admin.inject({ method: 'POST', url: '/api/users/', payload });
    expect(codeOf(await post({ email: 'not-an-email', password: '12345678' }))).toBe(
      'INVALID_EMAIL',
    );
    expect(codeOf(await post({ email: 'new@example.com', password: '1234567' }))).toBe(
      'WEAK_PASSWORD',
    );
    const created = await post({
      email: ' New.Moderator@Example.com ',
      password: 'a long password',
      is_moderator: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.moderator@example.com',
      is_moderator: true,
      is_admin: false,
      is_active: true,
    });
    const again = await post({ email: 'new.moderator@example.com', password: 'a long password' });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'EMAIL_TAKEN']);
    // The new account signs in with its password.
    const login = await t.app.inject(loginForm('new.moderator@example.com', 'a long password'));
    expect(login.statusCode).toBe(200);
  });

  it('signs a user out at once when deactivated or when their roles change', async () => {
    const admin = await asAdmin(t);
    const shopper = await asUser(t);
    expect((await me(shopper)).statusCode).toBe(200);
    const promoted = await patch(admin, shopper.user.id, { is_moderator: true });
    expect(promoted.json()).toMatchObject({ is_moderator: true });
    expect((await me(shopper)).statusCode).toBe(401);

    const other = await asUser(t);
    await patch(admin, other.user.id, { is_active: false });
    // The deactivated account's open tab is told why, not just that its session ended.
    const afterDeactivation = await me(other);
    expect([afterDeactivation.statusCode, codeOf(afterDeactivation)]).toEqual([
      403,
      'ACCOUNT_INACTIVE',
    ]);
    const login = await t.app.inject(loginForm(other.user.email, 'correct-horse-battery'));
    expect(codeOf(login)).toBe('ACCOUNT_INACTIVE');

    // An empty password leaves it unchanged; a new one replaces it.
    const third = await asUser(t);
    await patch(admin, third.user.id, { password: '', email: third.user.email });
    expect((await me(third)).statusCode).toBe(200);
    await patch(admin, third.user.id, { password: 'brand new password' });
    expect((await t.app.inject(loginForm(third.user.email, 'brand new password'))).statusCode).toBe(
      200,
    );
    expect(codeOf(await patch(admin, third.user.id, { password: 'short' }))).toBe('WEAK_PASSWORD');
    expect(codeOf(await patch(admin, third.user.id, { email: other.user.email }))).toBe(
      'EMAIL_TAKEN',
    );
    expect((await patch(admin, 999_999, { is_active: true })).statusCode).toBe(404);
  });

  it('never lets an admin lock themselves out, nor removes the last active admin', async () => {
    // A fresh shop with a single admin.
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const admin = await asAdmin(t);
    for (const change of [{ is_admin: false }, { is_active: false }]) {
      const refused = await patch(admin, admin.user.id, change);
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PROTECTED_ACCOUNT']);
    }
    const self = await admin.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}` });
    expect(codeOf(self)).toBe('PROTECTED_ACCOUNT');
    const mine = (
      await admin.inject({ method: 'GET', url: `/api/users/${admin.user.id}` })
    ).json() as AdminUser;
    expect(mine.can_delete).toBe(false);

    // With a second admin, each may demote or delete the other, but not the last one left.
    const second = await asAdmin(t);
    expect((await patch(second, admin.user.id, { is_admin: false })).statusCode).toBe(200);
    const last = await patch(admin, second.user.id, { is_admin: false });
    expect(last.statusCode).toBe(401); // the demoted admin was signed out
    const stillAdmin = await t.db.select().from(users).where(eq(users.id, second.user.id));
    expect(stillAdmin[0]!.isAdmin).toBe(true);

    const third = await asAdmin(t);
    expect(
      (await third.inject({ method: 'DELETE', url: `/api/users/${second.user.id}` })).json(),
    ).toEqual({ ok: true });
    expect(await t.db.select().from(users).where(eq(users.id, second.user.id))).toEqual([]);
    expect(
      codeOf(await third.inject({ method: 'DELETE', url: `/api/users/${third.user.id}` })),
    ).toBe('PROTECTED_ACCOUNT');
  });
});

describe('an admin’s own roles', () => {
  it('may give up the admin role while another admin remains, staying signed in here only', async () => {
    const admin = await asAdmin(t);
    await asAdmin(t); // another active admin
    const elsewhere = await t.app.inject(loginForm(admin.user.email, 'correct-horse-battery'));
    const otherToken = (elsewhere.json() as { access_token: string }).access_token;
    const mine = (
      await admin.inject({ method: 'GET', url: `/api/users/${admin.user.id}` })
    ).json() as AdminUser;
    expect([mine.can_delete, mine.can_remove_admin]).toEqual([false, true]);

    const demoted = await patch(admin, admin.user.id, { is_admin: false, is_moderator: true });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ is_admin: false, is_moderator: true });
    // This tab goes on with the moderator's rights; the account's other sessions ended.
    expect((await me(admin)).json()).toMatchObject({ is_admin: false, is_moderator: true });
    expect((await admin.inject({ method: 'GET', url: '/api/users/' })).statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect([other.statusCode, codeOf(other)]).toEqual([401, 'SESSION_REVOKED']);
  });

  it('never takes the admin role or the activity from the last active admin, one edit at a time', async () => {
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const admin = await asAdmin(t);
    const mine = (
      await admin.inject({ method: 'GET', url: `/api/users/${admin.user.id}` })
    ).json() as AdminUser;
    expect(mine.can_remove_admin).toBe(false);
    const refused = await patch(admin, admin.user.id, { is_admin: false });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'PROTECTED_ACCOUNT', details: { reason: 'last_admin' } }),
    ]);

    // Two admins demoting each other at once: the second edit finds its author no longer an admin
    // (the author's row is stale, as in a request already past its sign-in check), and the one
    // admin left keeps the role and the account.
    const second = await asAdmin(t);
    await t.app.services.accounts.update(second.user, admin.user.id, { is_admin: false });
    for (const change of [{ is_admin: false }, { is_active: false }]) {
      await expect(
        t.app.services.accounts.update(admin.user, second.user.id, change),
      ).rejects.toMatchObject({ code: 'PROTECTED_ACCOUNT', details: { reason: 'last_admin' } });
    }
    const [kept] = await t.db.select().from(users).where(eq(users.id, second.user.id));
    expect([kept!.isAdmin, kept!.isActive]).toEqual([true, true]);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, follows the rules, and signs out the other sessions', async () => {
    const here = await asUser(t);
    const elsewhere = await t.app.inject(loginForm(here.user.email, 'correct-horse-battery'));
    const otherToken = (elsewhere.json() as { access_token: string }).access_token;
    const change = (payload: object) =>
      here.inject({ method: 'POST', url: '/api/profile/password', payload });

    const wrong = await change({ current_password: 'not-it', new_password: 'a new password' });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'WRONG_PASSWORD']);
    expect((wrong.json() as ErrorEnvelope).details?.fields?.[0]?.path).toBe('current_password');
    for (const weak of ['short', '          ']) {
      const refused = await change({
        current_password: 'correct-horse-battery',
        new_password: weak,
      });
      expect(codeOf(refused)).toBe('WEAK_PASSWORD');
    }
    const ok = await change({
      current_password: 'correct-horse-battery',
      new_password: 'a new password',
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await me(here)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(401);
    expect((await t.app.inject(loginForm(here.user.email, 'a new password'))).statusCode).toBe(200);
    expect(
      (await t.app.inject(loginForm(here.user.email, 'correct-horse-battery'))).statusCode,
    ).toBe(401);
  });
});
