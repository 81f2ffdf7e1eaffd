import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CheckoutOptions,
  ErrorEnvelope,
  OrderDetail,
  OrderPage,
  OutboxPage,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { itemVariants, users } from '../../db/schema';
import { orders, paymentEvents } from '../../db/schema/orders';
import { asAdmin, asUser, buildTestApp, buildTestAppWithStripe, type Caller } from '../../test/app';
import { orderBody, placeOrder, postOrder } from '../../test/orders';

const t = await buildTestAppWithStripe({ DELIVERY_COURIER_PRICE: '1500' });
afterAll(() => t.close());
const { stripe } = t;
const admin = await asAdmin(t);

async function onlineOrder(caller: Caller, stock = 5) {
  const { variants } = await createItem(t.db, {
    name: 'Тренч классический',
    price: '45990.00',
    variants: [{ size: 'S', color: 'бежевый', stock, price: '45990.00' }],
  });
  const variant = variants[0]!;
  const order = await placeOrder(
    caller,
    orderBody([{ variant_id: variant.id, quantity: 2, price: 45990 }], {
      payment_method: 'online',
    }),
  );
  return { order, variant };
}

const getOrder = async (caller: Caller, id: number) =>
  (await caller.inject({ method: 'GET', url: `/api/orders/${id}` })).json() as OrderDetail;
const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;
const sessionOf = (order: OrderDetail) =>
  [...stripe.sessions.values()].find((s) => s.client_reference_id === String(order.id))!;
const subjects = async (orderId: number) =>
  (
    (
      await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${orderId}` })
    ).json() as OutboxPage
  ).items.map((e) => e.subject);

/** A Stripe event for a session, as Stripe would send it. */
function completedEvent(sessionId: string, overrides: Record<string, unknown> = {}) {
  const session = stripe.sessions.get(sessionId)!;
  return {
    id: `evt_test_forged_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_test_forged',
        ...overrides,
      },
    },
  };
}

function postWebhook(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
}

describe('online payment through Stripe Checkout', () => {
  it('is offered when configured and opens a hosted payment page for the exact total', async () => {
    const shopper = await asUser(t);
    const options = (
      await shopper.inject({ method: 'GET', url: '/api/checkout/options' })
    ).json() as CheckoutOptions;
    expect(options.payment_methods).toEqual(['cash_on_delivery', 'online']);

    const { order } = await onlineOrder(shopper);
    expect(order).toMatchObject({
      status: 'new',
      totals: { items: 91980, delivery: 1500, total: 93480 },
      payment: { method: 'online', state: 'pending', paid_at: null },
      can_cancel: true,
    });
    const session = sessionOf(order);
    expect(order.payment.pay_url).toBe(session.url);
    expect(new Date(order.payment.pay_before!).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(session).toMatchObject({
      amount_total: 9_348_000,
      currency: 'kzt',
      customer_email: shopper.user.email,
      locale: 'ru',
      metadata: { order_id: String(order.id), order_number: order.number },
      success_url: `http://shop.test/orders/${order.id}?payment=success`,
      cancel_url: `http://shop.test/orders/${order.id}?payment=cancelled`,
    });
    expect(session.line_items).toEqual([
      { name: 'Тренч классический — S, бежевый', unit_amount: 4_599_000, quantity: 2 },
      { name: 'Доставка', unit_amount: 150_000, quantity: 1 },
    ]);
    expect(await subjects(order.id)).toEqual([`Заказ ${order.number} ожидает оплаты`]);
  });

  it('shows «paid» only after the signed confirmation: the hosted page pays, Stripe signs, the order is confirmed', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    // Coming back to the success address proves nothing: still waiting.
    expect((await getOrder(shopper, order.id)).payment.state).toBe('pending');

    const page = await fetch(order.payment.pay_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Оплатить');
    const paid = await fetch(order.payment.pay_url!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://shop.test/orders/${order.id}?payment=success`,
    );
    expect(stripe.deliveries.at(-1)).toMatchObject({
      type: 'checkout.session.completed',
      status: 200,
    });

    const after = await getOrder(shopper, order.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      payment: { state: 'paid', pay_url: null, pay_before: null },
      can_cancel: true,
    });
    expect(after.payment.paid_at).not.toBeNull();
    expect(after.timeline.map((e) => [e.status, e.by])).toEqual([
      ['new', 'shopper'],
      ['confirmed', 'payment'],
    ]);
    expect(await subjects(order.id)).toEqual([
      `Заказ ${order.number} оплачен`,
      `Заказ ${order.number} ожидает оплаты`,
    ]);
    // An admin cannot confirm an online order by hand, nor «pay» it.
    const other = await onlineOrder(shopper);
    const byHand = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${other.order.id}`,
      payload: { status: 'confirmed' },
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'confirmed_by_payment', status: 'new', to_status: 'confirmed' },
    });
  });

  it('refuses forged notifications: no signature, another secret, a changed body, an old or a future timestamp', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    const body = JSON.stringify(completedEvent(sessionOf(order).id));
    const attempts = [
      postWebhook(body),
      postWebhook(body, stripe.signature(body, { secret: 'whsec_not_the_shops' })),
      postWebhook(body.replace('"paid"', '"paid" '), stripe.signature(body)),
      postWebhook(
        body,
        stripe.signature(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      ),
      postWebhook(
        body,
        stripe.signature(body, { timestamp: Math.floor(Date.now() / 1000) + 3600 }),
      ),
      postWebhook(body, 't=1,v1=deadbeef'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorEnvelope).code).toBe('INVALID_SIGNATURE');
    }
    const still = await getOrder(shopper, order.id);
    expect(still).toMatchObject({ status: 'new', payment: { state: 'pending', paid_at: null } });
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)),
    ).toEqual([]);
  });

  it('applies a repeated notification once', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    const first = await stripe.pay(sessionOf(order).id);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    const again = await Promise.all([stripe.resend(first.eventId), stripe.resend(first.eventId)]);
    for (const delivery of again) {
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.body)).toEqual({ received: true, duplicate: true });
    }
    const after = await getOrder(shopper, order.id);
    expect(after.timeline.filter((e) => e.status === 'confirmed')).toHaveLength(1);
    expect((await subjects(order.id)).filter((s) => s.endsWith('оплачен'))).toHaveLength(1);
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, first.eventId)),
    ).toHaveLength(1);
  });

  it('flags a signed payment of another amount for the admins instead of taking it as paid', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    const delivery = await stripe.pay(sessionOf(order).id, { amount_total: 100 });
    expect(delivery.status).toBe(200);

    // Not confirmed, not «paid», nothing left to pay on the spent page.
    const flagged = await getOrder(shopper, order.id);
    expect(flagged).toMatchObject({
      status: 'new',
      payment: {
        state: 'amount_mismatch',
        pay_url: null,
        pay_before: null,
        mismatch: { paid: 1, paid_currency: 'KZT', expected: 93480, expected_currency: 'KZT' },
      },
    });
    expect(flagged.timeline.map((e) => e.status)).toEqual(['new']);

    // The orders tab shows it, and every admin has an email about it.
    const listed = (
      await admin.inject({ method: 'GET', url: `/api/orders/manage?q=${order.number}` })
    ).json() as OrderPage;
    expect(listed.items.map((o) => [o.id, o.payment])).toEqual([
      [
        order.id,
        {
          method: 'online',
          state: 'amount_mismatch',
          mismatch: { paid: 1, paid_currency: 'KZT', expected: 93480, expected_currency: 'KZT' },
        },
      ],
    ]);
    const admins = (
      await t.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    ).map((u) => u.email);
    const outbox = (
      (
        await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${order.id}` })
      ).json() as OutboxPage
    ).items;
    const alerts = outbox.filter(
      (e) => e.subject === `Заказ ${order.number}: сумма оплаты не совпадает с заказом`,
    );
    expect(alerts.map((e) => e.to).sort()).toEqual([...admins].sort());
    const text = alerts[0]!.text.replace(/\s/g, ' '); // Intl's money has no-break spaces
    expect(text).toContain(`Сумма оплаты не совпадает с заказом: ${order.number}.`);
    expect(text).toContain('Оплачено: 1 ₸');
    expect(text).toContain('Сумма заказа: 93 480 ₸');
    expect(text).toContain(`http://shop.test/admin/orders/${order.id}`);
    expect(outbox.filter((e) => e.to === shopper.user.email).map((e) => e.subject)).toEqual([
      `Заказ ${order.number} ожидает оплаты`,
    ]);

    // The money was taken: the minute sweep does not cancel the order as unpaid and keep it.
    await t.app.services.orders.sweep(new Date(Date.now() + 61 * 60_000));
    expect((await getOrder(shopper, order.id)).status).toBe('new');

    // The admin decides: confirm by hand, or cancel and the whole payment goes back.
    const asAdminSees = await getOrder(admin, order.id);
    expect(asAdminSees.next_statuses).toEqual(['confirmed', 'cancelled']);
    const cancelled = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'cancelled' },
    });
    expect((cancelled.json() as OrderDetail).payment).toMatchObject({
      state: 'refund_pending',
      mismatch: { paid: 1 },
    });
    await t.app.services.orders.refund(order.id);
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: sessionOf(order).payment_intent,
      amount: 100,
      status: 'succeeded',
    });
    const refunded = (
      (
        await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${order.id}` })
      ).json() as OutboxPage
    ).items.find((e) => e.subject === `Заказ ${order.number}: деньги возвращены`);
    expect(refunded?.text.replace(/\s/g, ' ')).toContain(`${order.number} (1 ₸) возвращены`);
  });

  it('lets an admin accept a payment of another currency by confirming the order', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    await stripe.pay(sessionOf(order).id, { currency: 'usd' });
    expect((await getOrder(shopper, order.id)).payment).toMatchObject({
      state: 'amount_mismatch',
      mismatch: { paid: 93480, paid_currency: 'USD', expected: 93480, expected_currency: 'KZT' },
    });
    const confirmed = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'confirmed', note: 'Оплата проверена' },
    });
    expect(confirmed.statusCode).toBe(200);
    // Accepted as the order's payment; the flag stays on the order for the record.
    expect(confirmed.json() as OrderDetail).toMatchObject({
      status: 'confirmed',
      payment: { state: 'paid', mismatch: { paid_currency: 'USD' } },
    });
  });

  it('refunds a payment of another amount that came after the cancel, and tells the admins', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    await shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel` });
    const body = JSON.stringify(completedEvent(sessionOf(order).id, { amount_total: 5_000_000 }));
    expect((await postWebhook(body, stripe.signature(body))).statusCode).toBe(200);
    expect((await getOrder(shopper, order.id)).payment).toMatchObject({
      state: 'refund_pending',
      mismatch: { paid: 50000, expected: 93480 },
    });
    const alert = (
      (
        await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${order.id}` })
      ).json() as OutboxPage
    ).items.find((e) => e.to === admin.user.email);
    expect(alert?.text).toContain('деньги возвращаются покупателю автоматически');
  });

  it('acknowledges a signed event without its object and changes nothing, instead of failing', async () => {
    const shopper = await asUser(t);
    const { order } = await onlineOrder(shopper);
    const { data: _data, ...withoutData } = completedEvent(sessionOf(order).id);
    for (const event of [
      withoutData,
      { ...withoutData, data: null },
      { ...withoutData, data: {} },
    ]) {
      const body = JSON.stringify(event);
      const response = await postWebhook(body, stripe.signature(body));
      expect(response.statusCode).toBe(200);
    }
    expect((await getOrder(shopper, order.id)).payment.state).toBe('pending');
  });

  it('cancels an order not paid in time (the sweep with a later clock), returns its stock and closes the payment page', async () => {
    const shopper = await asUser(t);
    const { order, variant } = await onlineOrder(shopper, 5);
    expect(await stockOf(variant.id)).toBe(3);
    // Not yet due: nothing happens.
    expect((await t.app.services.orders.sweep(new Date())).expired).toBe(0);
    const result = await t.app.services.orders.sweep(new Date(Date.now() + 61 * 60_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const after = await getOrder(shopper, order.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment: { state: 'cancelled', pay_url: null },
      can_cancel: false,
    });
    expect(after.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'Заказ не оплачен вовремя',
    });
    expect(await stockOf(variant.id)).toBe(5);
    expect(sessionOf(order).status).toBe('expired');
    expect((await subjects(order.id))[0]).toBe(`Заказ ${order.number}: отменён`);
    // Running it again changes nothing (the job is idempotent).
    await t.app.services.orders.sweep(new Date(Date.now() + 61 * 60_000));
    expect(await stockOf(variant.id)).toBe(5);
  });

  it('refunds a paid order an admin cancels, and money that arrives after a cancel', async () => {
    const shopper = await asUser(t);
    const { order, variant } = await onlineOrder(shopper, 5);
    await stripe.pay(sessionOf(order).id);
    const cancelled = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'cancelled', note: 'Нет в наличии на складе' },
    });
    expect((cancelled.json() as OrderDetail).payment.state).toBe('refund_pending');
    expect(await stockOf(variant.id)).toBe(5);
    await t.app.services.orders.refund(order.id);
    expect((await getOrder(shopper, order.id)).payment.state).toBe('refunded');
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: sessionOf(order).payment_intent,
      amount: 9_348_000,
      status: 'succeeded',
    });
    // Stripe's own «charge.refunded» comes afterwards and changes nothing more.
    await stripe.idle();
    expect((await getOrder(shopper, order.id)).payment.state).toBe('refunded');
    expect(await subjects(order.id)).toContain(`Заказ ${order.number}: деньги возвращены`);

    // Paid on the hosted page while the notification is held back; the shopper cancels meanwhile.
    const late = await onlineOrder(shopper, 5);
    stripe.webhookUrl = null;
    await fetch(late.order.payment.pay_url!, { method: 'POST', redirect: 'manual' });
    stripe.webhookUrl = t.webhookUrl;
    await shopper.inject({ method: 'POST', url: `/api/orders/${late.order.id}/cancel` });
    const held = stripe.events.at(-1)!;
    expect(held.type).toBe('checkout.session.completed');
    await stripe.resend(held.id);
    expect((await getOrder(shopper, late.order.id)).payment.state).toBe('refund_pending');
    // A bank that answers later: the refund stays pending until Stripe says it is done.
    stripe.refundsPending = true;
    await t.app.services.orders.sweep();
    expect((await getOrder(shopper, late.order.id)).payment.state).toBe('refund_pending');
    await stripe.settleRefunds();
    stripe.refundsPending = false;
    const refunded = await getOrder(shopper, late.order.id);
    expect(refunded).toMatchObject({ status: 'cancelled', payment: { state: 'refunded' } });
    expect(await subjects(late.order.id)).toContain(
      `Заказ ${late.order.number}: деньги будут возвращены`,
    );
  });

  it('places the order when Stripe is down and makes the payment page once it answers', async () => {
    const shopper = await asUser(t);
    stripe.failNext(500, 20);
    const { order } = await onlineOrder(shopper);
    expect(order.payment).toMatchObject({ state: 'pending', pay_url: null });
    const down = await shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    expect(down.statusCode).toBe(503);
    expect(down.json() as ErrorEnvelope).toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
      details: { reason: 'provider_failed' },
    });
    stripe.failNext(500, 0);
    const up = await shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    expect(up.statusCode).toBe(200);
    const url = (up.json() as OrderDetail).payment.pay_url;
    expect(url).toBe(sessionOf(order).url);
    // Asked again, the same page (one session per order).
    const again = await shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    expect((again.json() as OrderDetail).payment.pay_url).toBe(url);
    const sessions = [...stripe.sessions.values()].filter(
      (s) => s.client_reference_id === String(order.id),
    );
    expect(sessions).toHaveLength(1);
    // Not for someone else's order, nor for one that does not wait for a payment.
    const stranger = await asUser(t);
    expect(
      (await stranger.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` }))
        .statusCode,
    ).toBe(404);
    const {
      variants: [variant],
    } = await createItem(t.db, { price: '100.00' });
    const cash = await placeOrder(
      shopper,
      orderBody([{ variant_id: variant!.id, quantity: 1, price: 100 }]),
    );
    expect(
      (await shopper.inject({ method: 'POST', url: `/api/orders/${cash.id}/payment` })).statusCode,
    ).toBe(409);
  });
});

describe('no order is locked while Stripe answers', () => {
  /** From a connection of its own: whether the order's row can be locked at once. */
  async function lockableNow(orderId: number): Promise<boolean> {
    const client = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from orders where id = $1 for update nowait', [orderId]);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === '55P03') return false;
      throw err;
    } finally {
      await client.query('rollback');
      await client.end();
    }
  }

  /** While Stripe's answer is held: the order is free to lock, then `meanwhile` runs. */
  async function whileHeld<T>(
    held: { reached: Promise<unknown>; release: () => void },
    orderId: number,
    meanwhile: () => Promise<T>,
  ): Promise<T> {
    try {
      await held.reached;
      expect(await lockableNow(orderId)).toBe(true);
      return await meanwhile();
    } finally {
      held.release();
    }
  }

  async function onlineBody() {
    const { variants } = await createItem(t.db, {
      name: 'Плащ двубортный',
      price: '45990.00',
      variants: [{ size: 'M', color: 'чёрный', stock: 5, price: '45990.00' }],
    });
    return orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 45990 }], {
      payment_method: 'online',
    });
  }

  /** The order a request is placing, already committed while Stripe makes its page. */
  const latestOrderOf = async (caller: Caller) =>
    (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, caller.user.id))
        .orderBy(desc(orders.id))
        .limit(1)
    )[0]!.id;
  const rowOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** A paid order an admin cancelled: its money waits to go back. */
  async function refundPending(caller: Caller) {
    const { order } = await onlineOrder(caller);
    await stripe.pay(sessionOf(order).id);
    const cancelled = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'cancelled' },
    });
    expect((cancelled.json() as OrderDetail).payment.state).toBe('refund_pending');
    return order;
  }

  /** An online order placed while Stripe failed: it waits for its payment page. */
  async function orderWithoutPage(caller: Caller) {
    stripe.failNext(500, 20);
    const order = await placeOrder(caller, await onlineBody());
    stripe.failNext(500, 0);
    return order;
  }

  /** Stripe made one refund for the order, and the shop recorded it and told the shopper once. */
  async function expectOneRefundRecorded(order: OrderDetail) {
    await stripe.idle();
    const refunds = stripe.refunds.filter(
      (r) => r.payment_intent === sessionOf(order).payment_intent,
    );
    expect(refunds).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({
      paymentState: 'refunded',
      refundReference: refunds[0]!.id,
    });
    expect(
      (await subjects(order.id)).filter((s) => s === `Заказ ${order.number}: деньги возвращены`),
    ).toHaveLength(1);
  }

  it('makes the payment page, on placing and on asking again, with the order free', async () => {
    const shopper = await asUser(t);
    const held = stripe.hold('POST', '/v1/checkout/sessions');
    const placing = postOrder(shopper, await onlineBody());
    const free = await held.reached
      .then(async () => lockableNow(await latestOrderOf(shopper)))
      .finally(held.release);
    expect(free).toBe(true);
    const placed = await placing;
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as OrderDetail;
    expect(order.payment).toMatchObject({ state: 'pending', pay_url: sessionOf(order).url });

    const later = await orderWithoutPage(shopper);
    expect(later.payment.pay_url).toBeNull();
    const again = stripe.hold('POST', '/v1/checkout/sessions');
    const starting = shopper.inject({ method: 'POST', url: `/api/orders/${later.id}/payment` });
    await whileHeld(again, later.id, async () => undefined);
    const started = await starting;
    expect(started.statusCode).toBe(200);
    expect((started.json() as OrderDetail).payment.pay_url).toBe(sessionOf(later).url);
  });

  it('refunds with the order free, and records the refund once', async () => {
    const shopper = await asUser(t);
    const order = await refundPending(shopper);
    const held = stripe.hold('POST', '/v1/refunds');
    const refunding = t.app.services.orders.refund(order.id);
    await whileHeld(held, order.id, async () => undefined);
    await refunding;
    await expectOneRefundRecorded(order);
  });

  it('does not attach a payment page to an order cancelled while Stripe made it, and closes the page', async () => {
    const shopper = await asUser(t);
    const held = stripe.hold('POST', '/v1/checkout/sessions');
    const placing = postOrder(shopper, await onlineBody());
    await held.reached;
    const id = await latestOrderOf(shopper);
    const cancelled = await whileHeld(held, id, () =>
      admin.inject({
        method: 'PATCH',
        url: `/api/orders/${id}`,
        payload: { status: 'cancelled', note: 'Покупатель передумал' },
      }),
    );
    expect(cancelled.statusCode).toBe(200);

    const placed = await placing;
    expect(placed.statusCode).toBe(201);
    expect(placed.json() as OrderDetail).toMatchObject({
      id,
      status: 'cancelled',
      payment: { state: 'cancelled', pay_url: null },
    });
    expect(await rowOf(id)).toMatchObject({ paymentSessionId: null, payUrl: null });
    // The page Stripe made meanwhile cannot take money for the cancelled order.
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === String(id));
    expect(session?.status).toBe('expired');
    expect((await getOrder(shopper, id)).timeline.map((e) => [e.status, e.by])).toEqual([
      ['new', 'shopper'],
      ['cancelled', 'admin'],
    ]);
  });

  it('keeps one payment page when two requests make it at once', async () => {
    const shopper = await asUser(t);
    const order = await orderWithoutPage(shopper);
    const held = stripe.hold('POST', '/v1/checkout/sessions');
    const first = shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    const second = await whileHeld(held, order.id, () =>
      shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` }),
    );
    expect(second.statusCode).toBe(200);
    const recorded = (second.json() as OrderDetail).payment.pay_url;
    expect(recorded).toBe(sessionOf(order).url);
    const answer = await first;
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as OrderDetail).payment.pay_url).toBe(recorded);
    const sessions = [...stripe.sessions.values()].filter(
      (s) => s.client_reference_id === String(order.id),
    );
    expect(sessions.map((s) => s.status)).toEqual(['open']);
  });

  it('answers 409 to a payment page asked for an order cancelled while Stripe made it', async () => {
    const shopper = await asUser(t);
    const order = await orderWithoutPage(shopper);
    const held = stripe.hold('POST', '/v1/checkout/sessions');
    const starting = shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/payment` });
    const cancelled = await whileHeld(held, order.id, () =>
      shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel` }),
    );
    expect(cancelled.statusCode).toBe(200);
    const started = await starting;
    expect(started.statusCode).toBe(409);
    expect(started.json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'not_awaiting_payment', status: 'cancelled' },
    });
    expect(sessionOf(order).status).toBe('expired');
    expect(await rowOf(order.id)).toMatchObject({ paymentSessionId: null, payUrl: null });
  });

  it('records a refund once when the job and the sweep make it at once', async () => {
    const shopper = await asUser(t);
    const order = await refundPending(shopper);
    const held = stripe.hold('POST', '/v1/refunds');
    const slow = t.app.services.orders.refund(order.id);
    await whileHeld(held, order.id, async () => {
      // The sweep's run finds the refund still to make and makes it while the job waits.
      await t.app.services.orders.refund(order.id);
    });
    const made = await rowOf(order.id);
    expect(made.paymentState).toBe('refunded');
    await slow;
    await expectOneRefundRecorded(order);
  });

  it("records the refund's reference when Stripe's notice of it came first", async () => {
    const shopper = await asUser(t);
    const order = await refundPending(shopper);
    const session = sessionOf(order);
    const held = stripe.hold('POST', '/v1/refunds');
    const refunding = t.app.services.orders.refund(order.id);
    // An earlier attempt that timed out here was made at Stripe, which tells the shop so.
    const notice = JSON.stringify({
      ...completedEvent(session.id),
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_test_refunded_early',
          object: 'charge',
          amount: session.amount_total,
          amount_refunded: session.amount_total,
          currency: session.currency,
          payment_intent: session.payment_intent,
          refunded: true,
          status: 'succeeded',
        },
      },
    });
    const told = await whileHeld(held, order.id, () =>
      postWebhook(notice, stripe.signature(notice)),
    );
    expect(told.statusCode).toBe(200);
    expect((await rowOf(order.id)).paymentState).toBe('refunded');
    await refunding;
    await stripe.idle();
    const refunds = stripe.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({
      paymentState: 'refunded',
      refundReference: refunds[0]!.id,
    });
    expect(
      (await subjects(order.id)).filter((s) => s === `Заказ ${order.number}: деньги возвращены`),
    ).toHaveLength(1);
  });
});

describe('without a payment provider', () => {
  it('hides online payment and refuses the webhook', async () => {
    const plain = await buildTestApp();
    try {
      const shopper = await asUser(plain);
      const options = (
        await shopper.inject({ method: 'GET', url: '/api/checkout/options' })
      ).json() as CheckoutOptions;
      expect(options.payment_methods).toEqual(['cash_on_delivery']);
      const {
        variants: [variant],
      } = await createItem(plain.db, { price: '100.00' });
      const refused = await postOrder(
        shopper,
        orderBody([{ variant_id: variant!.id, quantity: 1, price: 100 }], {
          payment_method: 'online',
        }),
      );
      expect(refused.statusCode).toBe(503);
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
      expect(hook.json() as ErrorEnvelope).toMatchObject({
        code: 'PAYMENT_UNAVAILABLE',
        details: { reason: 'payments_off' },
      });
    } finally {
      await plain.close();
    }
  });
});
