import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, OrderDetail, OutboxPage } from '@shop/contract';
import { createItem, createPickupPoint } from '../../db/factories';
import { auditLog, emails } from '../../db/schema';
import { asAdmin, asManager, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());
const [admin, manager, shopper] = await Promise.all([asAdmin(t), asManager(t), asUser(t)]);

/** A cash order of one dress, by courier unless a pickup point is given. */
async function anOrder(pickupPointId?: number) {
  const { variants } = await createItem(t.db, {
    price: '10000.00',
    variants: [{ size: 'S', stock: 5, price: '10000.00' }],
  });
  return placeOrder(
    shopper,
    orderBody(
      [{ variant_id: variants[0]!.id, quantity: 1, price: 10000 }],
      pickupPointId ? { delivery: { method: 'pickup', pickup_point_id: pickupPointId } } : {},
    ),
  );
}

const patch = (caller: Caller, id: number, payload: Record<string, unknown>) =>
  caller.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload });
const recordCash = (caller: Caller, id: number) =>
  caller.inject({ method: 'POST', url: `/api/orders/${id}/cash-received` });
const get = async (caller: Caller, id: number) =>
  (await caller.inject({ method: 'GET', url: `/api/orders/${id}` })).json() as OrderDetail;

/** The newest email the shopper got about this order. */
async function lastEmailOf(orderId: number) {
  const [email] = await t.db
    .select()
    .from(emails)
    .where(and(eq(emails.orderId, orderId), eq(emails.to, shopper.user.email)))
    .orderBy(desc(emails.id))
    .limit(1);
  return email;
}

describe('a parcel with «Отправлен»', () => {
  it('keeps the carrier and tracking number, links them for the shopper and writes them in the email', async () => {
    const order = await anOrder();
    expect((await patch(admin, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const shipped = await patch(manager, order.id, {
      status: 'shipped',
      carrier: 'cdek',
      tracking_number: ' 1234 5678-90 ',
    });
    expect(shipped.statusCode).toBe(200);
    const expected = {
      carrier: 'cdek',
      tracking_number: '12345678-90',
      tracking_url: 'https://www.cdek.kz/ru/tracking?order_id=12345678-90',
    };
    expect((shipped.json() as OrderDetail).shipment).toEqual(expected);
    expect((await get(shopper, order.id)).shipment).toEqual(expected);

    const email = await lastEmailOf(order.id);
    expect(email!.subject).toBe(`Заказ ${order.number}: отправлен`);
    expect(email!.text).toContain('Служба доставки: СДЭК');
    expect(email!.text).toContain('Трек-номер: 12345678-90');
    expect(email!.text).toContain(
      'Отследить посылку: https://www.cdek.kz/ru/tracking?order_id=12345678-90',
    );
  });

  it('ships without a number too, and shows a carrier it does not know without a link', async () => {
    const bare = await anOrder();
    await patch(admin, bare.id, { status: 'confirmed' });
    const shipped = (await patch(admin, bare.id, { status: 'shipped' })).json() as OrderDetail;
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toBeNull();

    const other = await anOrder();
    await patch(admin, other.id, { status: 'confirmed' });
    const own = await patch(admin, other.id, { status: 'shipped', tracking_number: 'AB-1234' });
    expect((own.json() as OrderDetail).shipment).toEqual({
      carrier: 'other',
      tracking_number: 'AB-1234',
      tracking_url: null,
    });
  });

  it('refuses a number that no carrier prints, a carrier it does not know, or a number on another step', async () => {
    const order = await anOrder();
    await patch(admin, order.id, { status: 'confirmed' });
    for (const payload of [
      { status: 'shipped', tracking_number: 'abc' },
      { status: 'shipped', tracking_number: 'X'.repeat(41) },
      { status: 'shipped', tracking_number: 'RR123<script>' },
      { status: 'shipped', tracking_number: 'RR12345678KZ', carrier: 'pigeon' },
      { status: 'cancelled', tracking_number: 'RR12345678KZ' },
    ]) {
      const response = await patch(admin, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
    }
    expect((await get(admin, order.id)).status).toBe('confirmed');
  });
});

describe('a pickup order', () => {
  it('is «Готов к выдаче» and then «Выдан» in its emails; the statuses stay', async () => {
    const point = await createPickupPoint(t.db);
    const order = await anOrder(point.id);
    await patch(admin, order.id, { status: 'confirmed' });
    await patch(admin, order.id, { status: 'shipped' });
    const ready = await lastEmailOf(order.id);
    expect(ready!.subject).toBe(`Заказ ${order.number}: готов к выдаче`);
    expect(ready!.text).toContain(`Заказ ${order.number} готов к выдаче: ${point.name}`);
    const delivered = (await patch(admin, order.id, { status: 'delivered' })).json() as OrderDetail;
    expect(delivered.status).toBe('delivered');
    expect((await lastEmailOf(order.id))!.subject).toBe(`Заказ ${order.number}: выдан`);
  });
});

describe('«Деньги получены»', () => {
  it('records a delivered cash order as paid, once, with an audit entry', async () => {
    const order = await anOrder();
    expect((await recordCash(admin, order.id)).statusCode).toBe(409);
    for (const status of ['confirmed', 'shipped', 'delivered'])
      await patch(admin, order.id, { status });
    const before = await get(manager, order.id);
    expect(before.can_record_cash).toBe(true);
    expect(before.payment.state).toBe('on_delivery');
    expect((await get(shopper, order.id)).can_record_cash).toBe(false);

    const response = await recordCash(manager, order.id);
    expect(response.statusCode).toBe(200);
    const paid = response.json() as OrderDetail;
    expect(paid.payment.state).toBe('paid');
    expect(paid.payment.paid_at).not.toBeNull();
    expect(paid.cash_received_at).not.toBeNull();
    expect(paid.can_record_cash).toBe(false);
    expect(paid.undo_delivered_until).toBeNull();

    const again = await recordCash(admin, order.id);
    expect(again.statusCode).toBe(409);
    expect((again.json() as ErrorEnvelope).details?.reason).toBe('cash_not_due');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.cash_received')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).toBe(manager.user.id);
    expect(entries[0]!.changes.payment_state).toEqual(['on_delivery', 'paid']);

    const list = await manager.inject({ method: 'GET', url: `/api/orders/manage?q=${order.id}` });
    expect(list.json().items[0].payment.state).toBe('paid');
  });

  it('is refused to shoppers and moderators', async () => {
    const order = await anOrder();
    for (const status of ['confirmed', 'shipped', 'delivered'])
      await patch(admin, order.id, { status });
    expect((await recordCash(shopper, order.id)).statusCode).toBe(403);
    expect((await recordCash(await asModerator(t), order.id)).statusCode).toBe(403);
  });
});

describe('an orders manager', () => {
  it('reads customers but changes no account, and sees only the orders’ emails', async () => {
    const customer = await manager.inject({
      method: 'GET',
      url: `/api/users/${shopper.user.id}/customer`,
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().user).toMatchObject({ can_edit: false, can_delete: false });
    const list = await manager.inject({ method: 'GET', url: '/api/users/' });
    expect(list.json().can_create).toBe(false);
    const promote = await manager.inject({
      method: 'PATCH',
      url: `/api/users/${manager.user.id}`,
      payload: { is_admin: true },
    });
    expect(promote.statusCode).toBe(403);

    // A password link in the outbox would let its reader into any account.
    await t.db.insert(emails).values({
      to: admin.user.email,
      subject: 'Восстановление пароля',
      text: 'https://shop.test/reset-password?token=secret',
      state: 'kept',
      orderId: null,
    });
    const outbox = async (caller: Caller) =>
      (await caller.inject({ method: 'GET', url: '/api/emails/outbox' })).json() as OutboxPage;
    const seen = await outbox(manager);
    expect(seen.items.length).toBeGreaterThan(0);
    expect(seen.items.every((email) => email.order_id !== null)).toBe(true);
    expect((await outbox(admin)).items.some((email) => email.to === admin.user.email)).toBe(true);
  });

  it('can be made and unmade by an admin, with an audit entry, and the session says so', async () => {
    const someone = await asUser(t);
    const made = await admin.inject({
      method: 'PATCH',
      url: `/api/users/${someone.user.id}`,
      payload: { is_manager: true },
    });
    expect(made.json()).toMatchObject({ is_manager: true, is_admin: false });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, someone.user.id), eq(auditLog.action, 'user.roles')));
    expect(entry!.changes).toEqual({ is_manager: [false, true] });
    const me = await manager.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ is_manager: true, is_admin: false, is_moderator: false });
  });
});
