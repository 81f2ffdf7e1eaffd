import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, ErrorEnvelope, OrderDetail, OrderPage } from '@shop/contract';
import { createItem } from '../../db/factories';
import { auditLog, itemVariants } from '../../db/schema';
import { orders } from '../../db/schema/orders';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);
const shopper = await asUser(t);

async function variant(stock: number, price: string) {
  const { variants } = await createItem(t.db, {
    name: 'Жакет',
    price,
    variants: [{ size: 'M', stock, price }],
  });
  return variants[0]!;
}

/** An order of `quantity` pieces at `price` each, placed by `name`, on the given day. */
async function order(name: string, price: number, day: string, quantity = 1) {
  const v = await variant(10, price.toFixed(2));
  const placed = await placeOrder(
    shopper,
    orderBody([{ variant_id: v.id, quantity, price }], {
      contact: { name, phone: '+7 701 234-56-78' },
    }),
  );
  await t.db
    .update(orders)
    .set({ createdAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(orders.id, placed.id));
  return { ...placed, variantId: v.id };
}

const setStatus = (id: number, status: string) =>
  admin.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload: { status } });

const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;

describe('the admin orders list: sorted on the server, by whitelisted columns', () => {
  let ids: { anna: number; boris: number; vera: number };
  beforeAll(async () => {
    const anna = await order('анна Иванова', 3000, '2026-03-02');
    const boris = await order('Борис Петров', 1000, '2026-03-03');
    const vera = await order('Вера Смирнова', 2000, '2026-03-01');
    // Anna's order is shipped, Boris's cancelled, Vera's stays new.
    await setStatus(anna.id, 'confirmed');
    await setStatus(anna.id, 'shipped');
    await setStatus(boris.id, 'cancelled');
    ids = { anna: anna.id, boris: boris.id, vera: vera.id };
  });

  const list = async (query: string) => {
    const r = await admin.inject({
      method: 'GET',
      url: `/api/orders/manage?date_from=2026-03-01&date_to=2026-03-03&${query}`,
    });
    expect(r.statusCode).toBe(200);
    return (r.json() as OrderPage).items.map((o) => o.id);
  };

  it('puts the newest first by default and sorts by date, total, status and customer both ways', async () => {
    const { anna, boris, vera } = ids;
    expect(await list('')).toEqual([boris, anna, vera]);
    expect(await list('sort=created&order=asc')).toEqual([vera, anna, boris]);
    expect(await list('sort=total')).toEqual([anna, vera, boris]);
    expect(await list('sort=total&order=asc')).toEqual([boris, vera, anna]);
    // The order's life: new, confirmed, shipped, delivered, cancelled.
    expect(await list('sort=status&order=asc')).toEqual([vera, anna, boris]);
    expect(await list('sort=status&order=desc')).toEqual([boris, anna, vera]);
    // Names compare without regard to case.
    expect(await list('sort=customer&order=asc')).toEqual([anna, boris, vera]);
    expect(await list('sort=customer&order=desc')).toEqual([vera, boris, anna]);
  });

  it('refuses a column or an order outside the whitelist', async () => {
    for (const query of ['sort=contact_name', 'sort=id;drop', 'order=sideways', 'sort=']) {
      const r = await admin.inject({ method: 'GET', url: `/api/orders/manage?${query}` });
      expect(r.statusCode, query).toBe(400);
      expect((r.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
    }
  });

  it('filters by a range of days, both ends included, alone or open on one side', async () => {
    const { anna, boris, vera } = ids;
    const within = (query: string) =>
      list(query).then((found) => found.filter((id) => [anna, boris, vera].includes(id)));
    const range = async (from: string, to: string) => {
      const r = await admin.inject({
        method: 'GET',
        url: `/api/orders/manage?${from && `date_from=${from}`}&${to && `date_to=${to}`}&sort=created&order=asc`,
      });
      expect(r.statusCode).toBe(200);
      const page = r.json() as OrderPage;
      return page.items.map((o) => o.id).filter((id) => [anna, boris, vera].includes(id));
    };
    expect(await within('')).toHaveLength(3);
    expect(await range('2026-03-02', '2026-03-02')).toEqual([anna]);
    expect(await range('2026-03-02', '')).toEqual([anna, boris]);
    expect(await range('', '2026-03-02')).toEqual([vera, anna]);
    expect(await range('2026-03-04', '2026-03-31')).toEqual([]);
    const total = (
      (
        await admin.inject({
          method: 'GET',
          url: '/api/orders/manage?date_from=2026-03-01&date_to=2026-03-02',
        })
      ).json() as OrderPage
    ).total;
    expect(total).toBe(2);
  });

  it('exports the dates and the order of the list to CSV', async () => {
    const r = await admin.inject({
      method: 'GET',
      url: '/api/orders/manage/export?date_from=2026-03-02&date_to=2026-03-03&sort=total&order=asc',
    });
    expect(r.statusCode).toBe(200);
    const lines = r.body.split('\r\n').filter(Boolean);
    // The header, then Boris's order (1 000) before Anna's (3 000); Vera's day is outside.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Борис Петров');
    expect(lines[2]).toContain('анна Иванова');
    expect(r.body).not.toContain('Вера Смирнова');
  });
});

describe('bulk status change of ticked orders', () => {
  const bulk = (caller: Caller, payload: object) =>
    caller.inject({ method: 'POST', url: '/api/orders/manage/bulk-status', payload });

  it('moves each order it may, names each it may not, and audits every change', async () => {
    const fresh = await order('Дана Ахметова', 1500, '2026-04-01', 2);
    const confirmed = await order('Ерлан Касымов', 1500, '2026-04-01');
    await setStatus(confirmed.id, 'confirmed');
    const delivered = await order('Жанна Омарова', 1500, '2026-04-01');
    for (const status of ['confirmed', 'shipped', 'delivered'])
      await setStatus(delivered.id, status);

    const r = await bulk(admin, {
      ids: [fresh.id, confirmed.id, delivered.id, 999_999],
      status: 'cancelled',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json() as BulkResult).toEqual({
      changed: [fresh.id, confirmed.id],
      skipped: [
        {
          id: delivered.id,
          code: 'ORDER_STATUS_CONFLICT',
          reason: 'transition_not_allowed',
          status: 'delivered',
        },
        { id: 999_999, code: 'NOT_FOUND' },
      ],
    });

    // The same effects as one cancel: the stock is back, the payment called off, the timeline.
    expect(await stockOf(fresh.variantId)).toBe(10);
    const detail = (
      await admin.inject({ method: 'GET', url: `/api/orders/${fresh.id}` })
    ).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'cancelled', payment: { state: 'cancelled' } });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'admin' });
    const kept = (
      await admin.inject({ method: 'GET', url: `/api/orders/${delivered.id}` })
    ).json() as OrderDetail;
    expect(kept.status).toBe('delivered');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'order'),
          inArray(auditLog.entityId, [fresh.id, confirmed.id, delivered.id]),
          eq(auditLog.action, 'order.cancel'),
        ),
      );
    expect(entries.map((e) => e.entityId).sort()).toEqual([fresh.id, confirmed.id].sort());
    for (const entry of entries) {
      expect(entry.actorId).toBe(admin.user.id);
      expect(entry.changes.status).toEqual([
        entry.entityId === fresh.id ? 'new' : 'confirmed',
        'cancelled',
      ]);
    }
  });

  it('moves orders forward along the allowed transitions only', async () => {
    const a = await order('Зарина Алиева', 900, '2026-04-02');
    const b = await order('Игорь Ким', 900, '2026-04-02');
    await setStatus(b.id, 'confirmed');

    const shipped = (await bulk(admin, { ids: [a.id, b.id, b.id], status: 'shipped' })).json();
    expect(shipped).toEqual({
      changed: [b.id],
      skipped: [
        {
          id: a.id,
          code: 'ORDER_STATUS_CONFLICT',
          reason: 'transition_not_allowed',
          status: 'new',
        },
      ],
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.id), eq(auditLog.action, 'order.status')));
    expect(audited.map((e) => e.changes.status)).toEqual([
      ['new', 'confirmed'],
      ['confirmed', 'shipped'],
    ]);
    const none = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, a.id)));
    expect(none).toEqual([]);
  });

  it('is for admins only and checks its body', async () => {
    const a = await order('Кира Ли', 900, '2026-04-03');
    for (const caller of [shopper, await asModerator(t)]) {
      const r = await bulk(caller, { ids: [a.id], status: 'confirmed' });
      expect(r.statusCode).toBe(403);
      expect((r.json() as ErrorEnvelope).code).toBe('FORBIDDEN');
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/orders/manage/bulk-status',
      payload: { ids: [a.id], status: 'confirmed' },
    });
    expect(guest.statusCode).toBe(401);
    for (const payload of [
      { ids: [], status: 'confirmed' },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'confirmed' },
      { ids: [a.id], status: 'paid' },
      { ids: [a.id], status: 'confirmed', note: 'x' },
    ]) {
      expect((await bulk(admin, payload)).statusCode).toBe(400);
    }
    const row = (await t.db.select().from(orders).where(eq(orders.id, a.id)))[0]!;
    expect(row.status).toBe('new');
  });
});
