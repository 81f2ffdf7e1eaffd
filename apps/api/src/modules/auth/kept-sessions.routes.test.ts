import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '@shop/contract';
import { asUser, bearer, buildTestApp, registerUser, type Caller } from '../../test/app';
import { latestEmailTo } from '../../test/outbox';
import { eventually } from '../../test/eventually';

// The shop as it runs: a signed-in request's session is kept (decision 107).
const t = await buildTestApp({ SESSION_KEEP_SECONDS: '60' });
afterAll(() => t.close());

const me = (caller: Caller) => caller.inject({ url: '/api/me' });
const firstName = async (caller: Caller) =>
  ((await me(caller)).json() as { first_name: string | null }).first_name;

/** A change the account does not announce, as if made behind the shop's back. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/**
 * A caller whose session this process keeps. The process listens to the announcements from its
 * first signed-in request and keeps nothing until it hears them: new callers are tried until one
 * is kept (an unannounced rename of theirs is not seen), and that one's name is put back.
 */
async function keptCaller() {
  let kept: Caller | undefined;
  await eventually(async () => {
    const caller = await asUser(t, { firstName: 'Анна' });
    expect((await me(caller)).statusCode).toBe(200);
    await unannounced(sql`update users set first_name = 'Тест' where id = ${caller.user.id}`);
    if ((await firstName(caller)) !== 'Анна') return false;
    await unannounced(sql`update users set first_name = 'Анна' where id = ${caller.user.id}`);
    kept = caller;
    return true;
  });
  return kept!;
}

describe('a signed-in request does not ask the database who is asking (decision 107)', () => {
  it('keeps the session: a change nobody announced is not seen', async () => {
    const caller = await keptCaller();
    await unannounced(sql`update users set first_name = 'Белла' where id = ${caller.user.id}`);
    expect(await firstName(caller)).toBe('Анна');
  });

  it('ends a session revoked in another process when its announcement arrives', async () => {
    const caller = await keptCaller();
    await t.db.execute(
      sql`update sessions set revoked_at = now() where user_id = ${caller.user.id}`,
    );
    await eventually(async () => (await me(caller)).statusCode === 401);
    expect((await me(caller)).json()).toMatchObject({ code: 'SESSION_REVOKED' });
  });

  it('refuses a user deactivated elsewhere, and sees a role given elsewhere', async () => {
    const caller = await keptCaller();
    const other = await keptCaller();
    await t.db.execute(sql`update users set is_moderator = true where id = ${other.user.id}`);
    await eventually(
      async () =>
        (await other.inject({ url: '/api/items/moderator/analytics' })).statusCode === 200,
    );

    await t.db.execute(sql`update users set is_active = false where id = ${caller.user.id}`);
    await eventually(async () => (await me(caller)).statusCode === 403);
    expect((await me(caller)).json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
  });

  it('shows a user their own change on their next request, before any announcement', async () => {
    const caller = await keptCaller();
    await t.db.execute(sql`alter table users disable trigger users_announce`);
    try {
      const changed = await caller.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: { first_name: 'Вера' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await firstName(caller)).toBe('Вера');
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_announce`);
    }
  });

  it('shows an address confirmed by its link on the account’s next request, before any announcement', async () => {
    const account = await registerUser(t.app);
    const headers = bearer(account.access_token);
    const verified = async () =>
      ((await t.app.inject({ url: '/api/me', headers })).json() as User).email_verified;
    // Kept: an unannounced change of the account is not seen.
    await eventually(async () => {
      await verified();
      await unannounced(
        sql`update users set first_name = 'Тест' where email = ${account.user.email}`,
      );
      const name = ((await t.app.inject({ url: '/api/me', headers })).json() as User).first_name;
      return name !== 'Тест';
    });
    expect(await verified()).toBe(false);
    const { link } = await latestEmailTo(t.db, account.user.email);
    await t.db.execute(sql`alter table users disable trigger users_announce`);
    try {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email/confirm',
        payload: { token: new URL(link!).searchParams.get('token') },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await verified()).toBe(true);
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_announce`);
    }
  });
});
