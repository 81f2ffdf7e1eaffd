import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage, ErrorEnvelope, OrderDetail } from '@shop/contract';
import { createItem, createUser } from '../../db/factories';
import { auditLog } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);

const codeOf = (r: { json: () => unknown }) => (r.json() as ErrorEnvelope).code;

/** The log as the admins read it, with these filters. */
async function audit(query: Record<string, string | number> = {}): Promise<AuditPage> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const r = await admin.inject({ method: 'GET', url: `/api/admin/audit?${qs}` });
  expect(r.statusCode).toBe(200);
  return r.json() as AuditPage;
}

/** Every entry about one entity, newest first. */
const entriesOf = async (entity_type: string, entity_id: number) =>
  (await audit({ entity_type, entity_id, limit: 100 })).items;

const newItem = () =>
  createItem(t.db, { price: '1000.00', variants: [{ size: 'M', stock: 5, price: '1000.00' }] });

describe('items', () => {
  it('records a change of price with who made it, and nothing for a save that changed nothing', async () => {
    const { item } = await newItem();
    const put = (payload: object) =>
      admin.inject({ method: 'PUT', url: `/api/items/${item.id}`, payload });
    expect((await put({ price: 1200, name: item.name })).statusCode).toBe(200);
    expect((await put({ price: 1200 })).statusCode).toBe(200);
    const entries = await entriesOf('item', item.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        actor_email: admin.user.email,
        action: 'item.update',
        entity_type: 'item',
        entity_id: item.id,
        changes: { price: [1000, 1200] },
      }),
    ]);
    const [row] = await t.db.select().from(auditLog).where(eqId(entries[0]!));
    expect(row!.ip).toBe('127.0.0.1');
  });

  it('names a change of status alone, an archive and a deletion', async () => {
    const { item } = await newItem();
    const status = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      payload: { status: 'draft' },
    });
    expect(status.statusCode).toBe(200);
    const removed = await admin.inject({ method: 'DELETE', url: `/api/items/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await entriesOf('item', item.id)).map((e) => [e.action, e.changes])).toEqual([
      ['item.delete', { name: [item.name, null] }],
      ['item.status', { status: ['active', 'draft'] }],
    ]);
  });

  it('writes nothing when the change is refused', async () => {
    const { item } = await newItem();
    const refused = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      payload: { compare_at_price: 10 },
    });
    expect(refused.statusCode).toBe(400);
    const moderator = await asModerator(t);
    const forbidden = await moderator.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      payload: { price: 1 },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await entriesOf('item', item.id)).toEqual([]);
  });

  it('lists a stock change by hand from the stock history, and the variants editor', async () => {
    const { item, variants } = await newItem();
    const v = variants[0]!;
    const stock = await admin.inject({
      method: 'POST',
      url: `/api/admin/items/${item.id}/stock`,
      payload: { variant_id: v.id, set_to: 8 },
    });
    expect(stock.statusCode).toBe(200);
    const saved = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/variants`,
      payload: [{ id: v.id, sku: v.sku, size: 'M', color: v.color, price: 900, stock: 8 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await entriesOf('item', item.id)).map((e) => [e.action, e.actor_email, e.changes]),
    ).toEqual([
      ['item.variants', admin.user.email, { [`price.${v.sku}`]: [1000, 900] }],
      ['stock.adjust', admin.user.email, { [`stock.${v.sku}`]: [5, 8] }],
    ]);
    expect(await audit({ action: 'stock.adjust', entity_id: item.id })).toMatchObject({ total: 1 });
  });
});

describe('users', () => {
  it('records roles, deactivation and a password set by an admin, never the password', async () => {
    const { user } = await createUser(t.db);
    const patch = (payload: object) =>
      admin.inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload });
    expect((await patch({ is_moderator: true })).statusCode).toBe(200);
    expect((await patch({ is_active: false })).statusCode).toBe(200);
    expect((await patch({ password: 'a-new-secret-password' })).statusCode).toBe(200);
    const entries = await entriesOf('user', user.id);
    expect(entries.map((e) => [e.action, e.actor_id, e.changes])).toEqual([
      ['user.password', admin.user.id, { password_reset: [false, true] }],
      ['user.deactivate', admin.user.id, { is_active: [true, false] }],
      ['user.roles', admin.user.id, { is_moderator: [false, true] }],
    ]);
    const stored = JSON.stringify(await t.db.select().from(auditLog));
    expect(stored).not.toContain('a-new-secret-password');
    expect(stored).not.toContain('$argon2');
  });

  it('writes nothing when an admin may not remove their own access', async () => {
    const self = await admin.inject({
      method: 'PATCH',
      url: `/api/users/${admin.user.id}`,
      payload: { is_admin: false },
    });
    expect(self.statusCode).toBe(409);
    expect(await entriesOf('user', admin.user.id)).toEqual([]);
  });

  it('keeps the email of an actor whose account is gone', async () => {
    const other = await asAdmin(t);
    const { item } = await newItem();
    await other.inject({ method: 'PUT', url: `/api/items/${item.id}`, payload: { price: 1500 } });
    const gone = await admin.inject({ method: 'DELETE', url: `/api/users/${other.user.id}` });
    expect(gone.statusCode).toBe(200);
    const [entry] = await entriesOf('item', item.id);
    expect(entry).toMatchObject({ actor_id: null, actor_email: other.user.email });
    expect((await entriesOf('user', other.user.id))[0]).toMatchObject({
      action: 'user.delete',
      changes: { email: [other.user.email, null] },
    });
  });
});

describe('orders and settings', () => {
  it('records a status change, and the admin timeline names the admin', async () => {
    const shopper = await asUser(t);
    const { variants } = await newItem();
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 1000 }]),
    );
    const moved = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as OrderDetail).timeline.at(-1)).toMatchObject({
      by: 'admin',
      by_email: admin.user.email,
    });
    const seen = await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect((seen.json() as OrderDetail).timeline.at(-1)!.by_email).toBeUndefined();
    const cancelled = await shopper.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await entriesOf('order', order.id)).map((e) => [e.action, e.actor_id, e.changes]),
    ).toEqual([
      [
        'order.cancel',
        shopper.user.id,
        { status: ['confirmed', 'cancelled'], payment_state: ['on_delivery', 'cancelled'] },
      ],
      ['order.status', admin.user.id, { status: ['new', 'confirmed'] }],
    ]);
  });

  it('records the stock threshold, the delivery prices and the currency rates', async () => {
    const threshold = await admin.inject({
      method: 'PUT',
      url: '/api/admin/stock-settings',
      payload: { low_stock_threshold: 7 },
    });
    expect(threshold.statusCode).toBe(200);
    const delivery = await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: { pickup_points: [], delivery: { courier_price: 777, free_above: null } },
    });
    expect(delivery.statusCode).toBe(200);
    const rates = await admin.inject({
      method: 'PUT',
      url: '/api/catalog/rates',
      payload: { BYN: 160.5 },
    });
    expect(rates.statusCode).toBe(200);
    const entries = (await audit({ entity_type: 'settings', actor_id: admin.user.id })).items;
    expect(entries.map((e) => e.action)).toEqual([
      'settings.rates',
      'settings.delivery',
      'settings.stock',
    ]);
    expect(entries[0]!.changes).toEqual({ 'rate.BYN': [null, 160.5] });
    expect(entries[1]!.changes.courier_price?.[1]).toBe(777);
    expect(entries[2]!.changes).toEqual({ low_stock_threshold: [3, 7] });
  });
});

describe('reading the log', () => {
  it('is for admins only', async () => {
    const moderator = await asModerator(t);
    expect(codeOf(await moderator.inject({ method: 'GET', url: '/api/admin/audit' }))).toBe(
      'FORBIDDEN',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('filters by actor, action and dates, newest first, a page with the total', async () => {
    const other = await asAdmin(t);
    const { item } = await newItem();
    for (const price of [1100, 1200, 1300])
      await other.inject({ method: 'PUT', url: `/api/items/${item.id}`, payload: { price } });
    const page = await audit({ actor_id: other.user.id, action: 'item.update', limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((e: AuditEntry) => e.changes.price)).toEqual([
      [1200, 1300],
      [1100, 1200],
    ]);
    const second = await audit({ actor_id: other.user.id, limit: 2, page: 2 });
    expect(second.items.map((e) => e.changes.price)).toEqual([[1000, 1100]]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit({ actor_id: other.user.id, date_from: tomorrow })).total).toBe(0);
    expect((await audit({ actor_id: other.user.id, date_to: tomorrow })).total).toBe(3);
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/audit?action=nope' });
    expect(bad.statusCode).toBe(400);
  });
});

const eqId = (entry: AuditEntry) => eq(auditLog.id, Number(entry.id.slice(1)));
