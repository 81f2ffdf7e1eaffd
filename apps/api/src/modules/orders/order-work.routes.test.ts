import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, OrderDetail, OrderNote, OrderNotes } from '@shop/contract';
import { createItem } from '../../db/factories';
import {
  itemVariants,
  orderEvents,
  orderReturnLines,
  orderReturns,
  orders,
  stockMovements,
} from '../../db/schema';
import { createStripeProvider } from '../payments/stripe-provider';
import { asAdmin, asModerator, asUser, buildTestAppWithStripe, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestAppWithStripe({ DELIVERY_COURIER_PRICE: '1500' });
afterAll(() => t.close());
const { stripe } = t;
const [admin, shopper] = await Promise.all([asAdmin(t), asUser(t)]);

/** An order of two lines (2 × 10 000 and 1 × 5 000), paid online or in cash. */
async function anOrder(payment: 'online' | 'cash_on_delivery') {
  const { variants } = await createItem(t.db, {
    name: 'Платье миди',
    price: '10000.00',
    variants: [
      { size: 'S', color: 'чёрный', stock: 5, price: '10000.00' },
      { size: 'M', color: 'чёрный', stock: 5, price: '5000.00' },
    ],
  });
  const order = await placeOrder(
    shopper,
    orderBody(
      [
        { variant_id: variants[0]!.id, quantity: 2, price: 10000 },
        { variant_id: variants[1]!.id, quantity: 1, price: 5000 },
      ],
      { payment_method: payment },
    ),
  );
  if (payment === 'online') {
    const session = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === String(order.id),
    )!;
    await stripe.pay(session.id);
  }
  return { order, variants };
}

const setStatus = (id: number, status: string) =>
  admin.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload: { status } });

async function deliver(order: OrderDetail) {
  if (order.payment.method === 'cash_on_delivery') await setStatus(order.id, 'confirmed');
  await setStatus(order.id, 'shipped');
  return (await setStatus(order.id, 'delivered')).json() as OrderDetail;
}

const get = async (caller: Caller, id: number) =>
  (await caller.inject({ method: 'GET', url: `/api/orders/${id}` })).json() as OrderDetail;
const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;
const postReturn = (id: number, lines: { line_id: number; quantity: number }[]) =>
  admin.inject({ method: 'POST', url: `/api/orders/${id}/returns`, payload: { lines } });

describe('staff notes', () => {
  it('are written and read by staff, newest first, and never reach the shopper', async () => {
    const { order } = await anOrder('cash_on_delivery');
    for (const text of ['Позвонить перед доставкой', 'Клиент просит после 18:00']) {
      const added = await admin.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/notes`,
        payload: { text },
      });
      expect(added.statusCode).toBe(201);
      expect((added.json() as OrderNote).author.id).toBe(admin.user.id);
    }
    const notes = (
      await admin.inject({ method: 'GET', url: `/api/orders/${order.id}/notes` })
    ).json() as OrderNotes;
    expect(notes.notes.map((n) => n.text)).toEqual([
      'Клиент просит после 18:00',
      'Позвонить перед доставкой',
    ]);

    const moderator = await asModerator(t);
    for (const caller of [shopper, moderator]) {
      expect(
        (await caller.inject({ method: 'GET', url: `/api/orders/${order.id}/notes` })).statusCode,
      ).toBe(403);
      const write = await caller.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/notes`,
        payload: { text: 'x' },
      });
      expect(write.statusCode).toBe(403);
    }
    const own = await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(own.body).not.toContain('после 18:00');
    expect(own.body).not.toContain('Позвонить');

    const long = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/notes`,
      payload: { text: 'я'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('the delivery address', () => {
  const update = {
    contact: { name: 'Мария Иванова', phone: '+7 702 000-11-22' },
    delivery: { method: 'courier', city: 'Астана', street: 'ул. Кенесары', house: '7', flat: null },
  };

  it('changes before shipping, validated like checkout, and is refused once shipped', async () => {
    const { order } = await anOrder('cash_on_delivery');
    expect(order.can_edit_delivery).toBe(false);
    expect((await get(admin, order.id)).can_edit_delivery).toBe(true);

    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: { ...update, delivery: { ...update.delivery, city: '' } },
    });
    expect(bad.statusCode).toBe(400);
    const byShopper = await shopper.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: update,
    });
    expect(byShopper.statusCode).toBe(403);

    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: update,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json() as OrderDetail).toMatchObject({
      customer: { name: 'Мария Иванова', phone: '+77020001122' },
      delivery: {
        method: 'courier',
        city: 'Астана',
        street: 'ул. Кенесары',
        house: '7',
        flat: null,
      },
    });

    const pickup = await admin.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: { ...update, delivery: { method: 'pickup', pickup_point_id: 1 } },
    });
    expect(pickup.statusCode).toBe(409);
    expect((pickup.json() as ErrorEnvelope).details?.reason).toBe('delivery_method_fixed');

    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'shipped');
    const late = await admin.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: update,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'delivery_locked', status: 'shipped' },
    });
  });
});

describe('«delivered» taken back', () => {
  it('goes back to shipped shortly after, and not once a return was recorded', async () => {
    const { order } = await anOrder('cash_on_delivery');
    const delivered = await deliver(order);
    expect(delivered.undo_delivered_until).not.toBeNull();
    const undone = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/undo-delivered`,
    });
    expect(undone.statusCode).toBe(200);
    expect((undone.json() as OrderDetail).status).toBe('shipped');
    const again = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/undo-delivered`,
    });
    expect((again.json() as ErrorEnvelope).details?.reason).toBe('undo_expired');

    const redelivered = (await setStatus(order.id, 'delivered')).json() as OrderDetail;
    await postReturn(order.id, [{ line_id: redelivered.lines[1]!.id, quantity: 1 }]);
    const afterReturn = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/undo-delivered`,
    });
    expect(afterReturn.statusCode).toBe(409);
  });
});

describe('returns and refunds', () => {
  it('refunds part of a card payment through the provider and puts the pieces back to stock', async () => {
    const { order, variants } = await anOrder('online');
    const delivered = await deliver(order);
    expect(delivered.returnable).toEqual([
      { line_id: delivered.lines[0]!.id, quantity: 2 },
      { line_id: delivered.lines[1]!.id, quantity: 1 },
    ]);
    const stockBefore = await stockOf(variants[0]!.id);

    const first = await postReturn(order.id, [{ line_id: delivered.lines[0]!.id, quantity: 1 }]);
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json() as OrderDetail;
    expect(afterFirst).toMatchObject({
      refunded_total: 10000,
      payment: { state: 'partially_refunded' },
      returns: [{ number: 1, state: 'refunded', method: 'provider', amount: 10000 }],
    });
    const intent = stripe.refunds.at(-1)!;
    expect(intent.amount).toBe(1_000_000);
    expect(await stockOf(variants[0]!.id)).toBe(stockBefore + 1);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'return')));
    expect(moves.map((m) => [m.variantId, m.delta])).toEqual([[variants[0]!.id, 1]]);

    // The shopper sees the refund on their order.
    expect(await get(shopper, order.id)).toMatchObject({
      refunded_total: 10000,
      returns: [{ amount: 10000 }],
      returnable: [],
    });

    // The same piece cannot be returned twice.
    const twice = await postReturn(order.id, [{ line_id: delivered.lines[0]!.id, quantity: 2 }]);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as ErrorEnvelope).details?.reason).toBe('already_returned');

    // Every piece back, the delivery kept: still part of what was paid.
    const rest = await postReturn(order.id, [
      { line_id: delivered.lines[0]!.id, quantity: 1 },
      { line_id: delivered.lines[1]!.id, quantity: 1 },
    ]);
    expect(rest.json() as OrderDetail).toMatchObject({
      refunded_total: 25000,
      payment: { state: 'partially_refunded' },
      returnable: [],
      refundable: { total: 1500, delivery: 1500 },
    });
    // The delivery too: all that was paid went back.
    const delivery = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      payload: { include_delivery: true },
    });
    expect(delivery.json() as OrderDetail).toMatchObject({
      refunded_total: 26500,
      payment: { state: 'refunded' },
      refundable: { total: 0, delivery: 0 },
    });
    const refunded = stripe.refunds.filter((r) => r.payment_intent === intent.payment_intent);
    expect(refunded.reduce((sum, r) => sum + r.amount, 0)).toBe(2_650_000);
    await stripe.idle();
  });

  it('leaves the order as it was when the provider fails', async () => {
    const { order, variants } = await anOrder('online');
    const delivered = await deliver(order);
    const stockBefore = await stockOf(variants[1]!.id);
    stripe.failNext(500, 5);
    const failed = await postReturn(order.id, [{ line_id: delivered.lines[1]!.id, quantity: 1 }]);
    stripe.failNext(500, 0);
    expect(failed.statusCode).toBe(503);
    expect((failed.json() as ErrorEnvelope).details?.reason).toBe('provider_failed');
    expect(await get(admin, order.id)).toMatchObject({
      refunded_total: 0,
      returns: [],
      payment: { state: 'paid' },
      returnable: delivered.returnable,
    });
    expect(await stockOf(variants[1]!.id)).toBe(stockBefore);
  });

  it('records a cash refund, and refuses outside the return period or before delivery', async () => {
    const { order, variants } = await anOrder('cash_on_delivery');
    const early = await postReturn(order.id, [{ line_id: order.lines[0]!.id, quantity: 1 }]);
    expect((early.json() as ErrorEnvelope).details?.reason).toBe('not_returnable');

    const delivered = await deliver(order);
    const stockBefore = await stockOf(variants[1]!.id);
    const cash = await postReturn(order.id, [{ line_id: delivered.lines[1]!.id, quantity: 1 }]);
    expect(cash.json() as OrderDetail).toMatchObject({
      refunded_total: 5000,
      returns: [{ method: 'cash', state: 'refunded', amount: 5000 }],
    });
    expect(await stockOf(variants[1]!.id)).toBe(stockBefore + 1);

    await t.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 3600_000) })
      .where(eq(orderEvents.orderId, order.id));
    expect((await get(admin, order.id)).returnable).toEqual([]);
    const late = await postReturn(order.id, [{ line_id: delivered.lines[0]!.id, quantity: 1 }]);
    expect((late.json() as ErrorEnvelope).details?.reason).toBe('return_period_over');
  });
});

describe('a refund left pending', () => {
  /**
   * The state a process leaves when it dies between asking the provider and recording the
   * answer: a pending provider return holding one piece of the second line, started `ageMs` ago.
   */
  async function leftPending(ageMs = 10 * 60_000) {
    const { order, variants } = await anOrder('online');
    const delivered = await deliver(order);
    const [ret] = await t.db
      .insert(orderReturns)
      .values({
        orderId: order.id,
        number: 1,
        state: 'pending',
        refundMethod: 'provider',
        amount: '5000.00',
        actorUserId: admin.user.id,
        createdAt: new Date(Date.now() - ageMs),
      })
      .returning();
    await t.db
      .insert(orderReturnLines)
      .values({ returnId: ret!.id, orderLineId: delivered.lines[1]!.id, quantity: 1 });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const intent = paid!.paymentReference!;
    const ask = () =>
      createStripeProvider(t.config)!.refund({
        paymentReference: intent,
        idempotencyKey: `order-${order.id}-return-${ret!.id}`,
        amountMinor: 500_000,
      });
    const refundsOf = () => stripe.refunds.filter((r) => r.payment_intent === intent);
    return { order, variants, ask, refundsOf };
  }
  const sweep = () => t.app.services.orders.sweep();

  it('is recorded by the sweep when the provider had refunded it, with no second refund', async () => {
    const { order, variants, ask, refundsOf } = await leftPending();
    const stockBefore = await stockOf(variants[1]!.id);
    await ask(); // the provider's answer that was never recorded
    expect(refundsOf()).toHaveLength(1);

    await sweep();
    expect(await get(admin, order.id)).toMatchObject({
      refunded_total: 5000,
      returns: [{ number: 1, state: 'refunded', method: 'provider', amount: 5000 }],
      payment: { state: 'partially_refunded' },
    });
    expect(refundsOf()).toHaveLength(1);
    expect(await stockOf(variants[1]!.id)).toBe(stockBefore + 1);
    // A later sweep finds nothing left to do.
    await sweep();
    expect((await get(admin, order.id)).refunded_total).toBe(5000);
    expect(await stockOf(variants[1]!.id)).toBe(stockBefore + 1);
    await stripe.idle();
  });

  it('asks the provider the request never reached, and leaves a fresh one to its request', async () => {
    const fresh = await leftPending(30_000);
    await sweep();
    expect(fresh.refundsOf()).toEqual([]);
    expect((await get(admin, fresh.order.id)).returns).toMatchObject([{ state: 'pending' }]);

    const { order, refundsOf } = await leftPending();
    await sweep();
    expect(refundsOf().map((r) => r.amount)).toEqual([500_000]);
    expect(await get(admin, order.id)).toMatchObject({
      refunded_total: 5000,
      returns: [{ state: 'refunded' }],
    });
    await stripe.idle();
  });

  it('stays pending through an outage, and is dropped when the provider refuses it', async () => {
    const { order, variants, refundsOf } = await leftPending();
    const stockBefore = await stockOf(variants[1]!.id);
    stripe.failNext(503, 5);
    await sweep();
    stripe.failNext(503, 0);
    expect((await get(admin, order.id)).returns).toMatchObject([{ state: 'pending' }]);

    stripe.failNext(400, 1);
    await sweep();
    expect(refundsOf()).toEqual([]);
    expect(await get(admin, order.id)).toMatchObject({
      refunded_total: 0,
      returns: [],
      payment: { state: 'paid' },
    });
    expect(await stockOf(variants[1]!.id)).toBe(stockBefore);
  });
});
