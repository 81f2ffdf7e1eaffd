import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  AdminUserPage,
  BulkResult,
  CustomerSummary,
  ErrorEnvelope,
  OrderPage,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { sessions, users } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());

const list = async (caller: Caller, query: string) => {
  const response = await caller.inject({ method: 'GET', url: `/api/users/?${query}` });
  return response;
};
const emails = (page: AdminUserPage) => page.items.map((u) => u.email);

describe('the admin users list', () => {
  it('sorts by a whitelisted column only, newest first by default, with the total', async () => {
    const admin = await asAdmin(t);
    const tag = `sort${Date.now()}`;
    const made: Caller[] = [];
    for (const [local, last] of [
      ['b', 'Яковлева'],
      ['c', 'Абаева'],
      ['a', 'Морозова'],
    ] as const)
      made.push(await asUser(t, { email: `${local}-${tag}@list.example`, lastName: last }));
    // Registered a day apart in the order made; the first one is the only one seen lately.
    for (const [i, caller] of made.entries())
      await t.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(users.id, caller.user.id));
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.UTC(2026, 0, 1)) })
      .where(eq(sessions.userId, made[1]!.user.id));
    await t.db.delete(sessions).where(eq(sessions.userId, made[2]!.user.id));

    const byDefault = (await list(admin, `q=${tag}`)).json() as AdminUserPage;
    expect(byDefault.total).toBe(3);
    expect(emails(byDefault)).toEqual([2, 1, 0].map((i) => made[i]!.user.email));
    const byEmail = (await list(admin, `q=${tag}&sort=email&order=asc`)).json() as AdminUserPage;
    expect(emails(byEmail).map((e) => e[0])).toEqual(['a', 'b', 'c']);
    const byName = (await list(admin, `q=${tag}&sort=name&order=asc`)).json() as AdminUserPage;
    expect(byName.items.map((u) => u.last_name)).toEqual(['Абаева', 'Морозова', 'Яковлева']);
    const byActivity = (
      await list(admin, `q=${tag}&sort=last_active&order=desc`)
    ).json() as AdminUserPage;
    // Never seen goes last either way.
    expect(emails(byActivity)).toEqual([0, 1, 2].map((i) => made[i]!.user.email));
    expect(byActivity.items[2]!.last_active_at).toBeNull();
    expect(byActivity.items[1]!.last_active_at).toBe('2026-01-01T00:00:00.000Z');
    const oldestActive = (
      await list(admin, `q=${tag}&sort=last_active&order=asc`)
    ).json() as AdminUserPage;
    expect(emails(oldestActive)).toEqual([1, 0, 2].map((i) => made[i]!.user.email));

    for (const bad of ['sort=password_hash', 'sort=id;drop', 'order=sideways', 'sort=']) {
      const refused = await list(admin, bad);
      expect([refused.statusCode, (refused.json() as ErrorEnvelope).code], bad).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('shows a customer with the numbers of their orders, to admins only', async () => {
    const admin = await asAdmin(t);
    const buyer = await asUser(t, {
      firstName: 'Алия',
      lastName: 'Покупкина',
      phoneNumber: '+7 701 111-22-33',
    });
    const { variants } = await createItem(t.db, { price: '1500' });
    const line = (quantity: number) => [{ variant_id: variants[0]!.id, quantity, price: 1500 }];
    const kept = await placeOrder(buyer, orderBody(line(2)));
    const also = await placeOrder(buyer, orderBody(line(1)));
    const cancelled = await placeOrder(buyer, orderBody(line(3)));
    await buyer.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, payload: {} });

    const url = `/api/users/${buyer.user.id}/customer`;
    const summary = (await admin.inject({ method: 'GET', url })).json() as CustomerSummary;
    const orders = (
      await admin.inject({ method: 'GET', url: `/api/orders/manage?user_id=${buyer.user.id}` })
    ).json() as OrderPage;
    expect(orders.total).toBe(3);
    expect(orders.items.map((o) => o.id).sort()).toEqual([kept.id, also.id, cancelled.id].sort());
    const notCancelled = orders.items.filter((o) => o.status !== 'cancelled');
    expect(summary).toMatchObject({
      user: { id: buyer.user.id, first_name: 'Алия', phone_number: '+7 701 111-22-33' },
      orders_count: 3,
      total_spent: notCancelled.reduce((sum, o) => sum + o.totals.total, 0),
      last_order_at: new Date(
        Math.max(...orders.items.map((o) => Date.parse(o.created_at))),
      ).toISOString(),
    });
    expect(summary.total_spent).toBe(kept.totals.total + also.totals.total);
    expect(summary.last_active_at).not.toBeNull();

    const none = (
      await admin.inject({ method: 'GET', url: `/api/users/${admin.user.id}/customer` })
    ).json() as CustomerSummary;
    expect(none).toMatchObject({ orders_count: 0, total_spent: 0, last_order_at: null });
    expect(
      (await admin.inject({ method: 'GET', url: '/api/users/999999/customer' })).statusCode,
    ).toBe(404);
    for (const caller of [await asModerator(t), buyer])
      expect((await caller.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('(de)activates ticked users, each by the rules of one, and reports the refused', async () => {
    // A shop with a single active admin.
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const admin = await asAdmin(t);
    const [one, two] = [await asUser(t), await asUser(t)];
    const bulk = (caller: Caller, payload: object) =>
      caller.inject({ method: 'POST', url: '/api/users/bulk-active', payload });

    const off = await bulk(admin, {
      ids: [one.user.id, admin.user.id, two.user.id, 999_999],
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      changed: [one.user.id, two.user.id],
      skipped: [
        { id: admin.user.id, code: 'PROTECTED_ACCOUNT', reason: 'own_account' },
        { id: 999_999, code: 'NOT_FOUND' },
      ],
    } satisfies BulkResult);
    const rows = await t.db.select().from(users).where(eq(users.id, one.user.id));
    expect(rows[0]!.isActive).toBe(false);
    // Deactivated users are signed out, like one deactivated by hand, and told why.
    const afterOff = await one.inject({ method: 'GET', url: '/api/me' });
    expect([afterOff.statusCode, (afterOff.json() as ErrorEnvelope).code]).toEqual([
      403,
      'ACCOUNT_INACTIVE',
    ]);

    const on = (await bulk(admin, { ids: [one.user.id, two.user.id], is_active: true })).json();
    expect(on).toEqual({ changed: [one.user.id, two.user.id], skipped: [] });
    // Switched on again, the old session stays ended: the user signs in anew.
    const afterOn = await one.inject({ method: 'GET', url: '/api/me' });
    expect([afterOn.statusCode, (afterOn.json() as ErrorEnvelope).code]).toEqual([
      401,
      'SESSION_REVOKED',
    ]);

    // A second admin may switch the first off, never themselves.
    const second = await asAdmin(t);
    const last = (
      await bulk(second, { ids: [admin.user.id, second.user.id], is_active: false })
    ).json() as BulkResult;
    expect(last.changed).toEqual([admin.user.id]);
    expect(last.skipped).toEqual([
      { id: second.user.id, code: 'PROTECTED_ACCOUNT', reason: 'own_account' },
    ]);
    const moderator = await asModerator(t);
    expect((await bulk(moderator, { ids: [two.user.id], is_active: false })).statusCode).toBe(403);
    expect((await bulk(second, { ids: [], is_active: false })).statusCode).toBe(400);
  });
});
