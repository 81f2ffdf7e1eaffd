import { afterAll, describe, expect, it } from 'vitest';
import type { AuditPage, OrderDetail, OutboxPage } from '@shop/contract';
import { createItem } from '../../db/factories';
import { asAdmin, asUser, buildTestAppWithStripe, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

/**
 * What Stripe's signed events may and may not do to an order: a refund made in Stripe's
 * dashboard is recorded and put before the admins (once, however often it is delivered); a
 * payment completes only the order whose Checkout Session it completed.
 */
const t = await buildTestAppWithStripe({ DELIVERY_COURIER_PRICE: '1500' });
afterAll(() => t.close());
const { stripe } = t;
const [admin, shopper] = await Promise.all([asAdmin(t), asUser(t)]);

/** An online order of 2 × 10 000 and 1 × 5 000 with a courier (1 500): 26 500 in all. */
async function onlineOrder(caller: Caller = shopper) {
  const { variants } = await createItem(t.db, {
    price: '10000.00',
    variants: [
      { size: 'S', stock: 5, price: '10000.00' },
      { size: 'M', stock: 5, price: '5000.00' },
    ],
  });
  return placeOrder(
    caller,
    orderBody(
      [
        { variant_id: variants[0]!.id, quantity: 2, price: 10000 },
        { variant_id: variants[1]!.id, quantity: 1, price: 5000 },
      ],
      { payment_method: 'online' },
    ),
  );
}
const sessionOf = (order: OrderDetail) =>
  [...stripe.sessions.values()].find((s) => s.client_reference_id === String(order.id))!;
const get = async (id: number) =>
  (await admin.inject({ method: 'GET', url: `/api/orders/${id}` })).json() as OrderDetail;
const outbox = async (orderId: number) =>
  (
    (
      await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${orderId}` })
    ).json() as OutboxPage
  ).items;
const refundEntries = async (orderId: number) =>
  (
    (
      await admin.inject({
        method: 'GET',
        url: `/api/admin/audit?entity_type=order&entity_id=${orderId}&action=order.refund`,
      })
    ).json() as AuditPage
  ).items;
const postWebhook = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signature(body) },
    payload: body,
  });

describe('a refund made in Stripe’s dashboard', () => {
  it('is recorded on a paid order, once, and its admins are told it must not ship as paid', async () => {
    const order = await onlineOrder();
    const session = sessionOf(order);
    await stripe.pay(session.id);
    expect((await get(order.id)).payment.state).toBe('paid');

    const delivery = await stripe.refundInDashboard(session.payment_intent!);
    expect(delivery.status).toBe(200);
    const refunded = await get(order.id);
    expect(refunded.status).toBe('confirmed');
    expect(refunded.payment.state).toBe('refunded');
    expect(refunded.refunded_total).toBe(26500);
    const entries = await refundEntries(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      changes: {
        refund_amount: [null, 26500],
        refund_method: [null, 'provider_dashboard'],
        refunded_total: [0, 26500],
        payment_state: ['paid', 'refunded'],
      },
    });
    const letters = (await outbox(order.id)).filter((e) => e.to === admin.user.email);
    expect(letters.map((e) => e.subject)).toEqual([
      `Заказ ${order.number}: деньги возвращены в платёжной системе`,
    ]);
    expect(letters[0]!.text).toContain('Не отправляйте его как оплаченный');

    // Stripe delivers again until it is answered: the same event changes nothing.
    expect((await stripe.resend(delivery.eventId)).status).toBe(200);
    expect((await get(order.id)).refunded_total).toBe(26500);
    expect(await refundEntries(order.id)).toHaveLength(1);
    expect((await outbox(order.id)).filter((e) => e.to === admin.user.email)).toHaveLength(1);
  });

  it('in parts: each part adds what Stripe says was refunded so far, the state says «in part»', async () => {
    const order = await onlineOrder();
    const session = sessionOf(order);
    await stripe.pay(session.id);
    await stripe.refundInDashboard(session.payment_intent!, 500_000);
    expect(await get(order.id)).toMatchObject({
      refunded_total: 5000,
      payment: { state: 'partially_refunded' },
    });
    await stripe.refundInDashboard(session.payment_intent!, 300_000);
    expect(await get(order.id)).toMatchObject({
      refunded_total: 8000,
      payment: { state: 'partially_refunded' },
    });
    expect(await refundEntries(order.id)).toHaveLength(2);
  });

  it('in part, then the order cancelled: the rest goes back and the payment is refunded', async () => {
    const order = await onlineOrder();
    const session = sessionOf(order);
    await stripe.pay(session.id);
    await stripe.refundInDashboard(session.payment_intent!, 500_000);
    const cancelled = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    // The refund job, run here as its worker would.
    await t.app.services.orders.refund(order.id);
    await stripe.idle();
    await expect.poll(async () => (await get(order.id)).payment.state).toBe('refunded');
    const back = stripe.refunds
      .filter((r) => r.payment_intent === session.payment_intent)
      .map((r) => r.amount);
    expect(back).toEqual([500_000, 2_150_000]);
  });

  it('is not counted again when it is the shop’s own refund of a return', async () => {
    const order = await onlineOrder();
    await stripe.pay(sessionOf(order).id);
    for (const status of ['shipped', 'delivered'])
      await admin.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status } });
    const line = order.lines.find((l) => l.price === 5000)!;
    const returned = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      payload: { lines: [{ line_id: line.id, quantity: 1 }] },
    });
    expect(returned.statusCode).toBe(200);
    await stripe.idle();
    expect(stripe.deliveries.filter((d) => d.type === 'charge.refunded').length).toBeGreaterThan(0);
    expect((await get(order.id)).refunded_total).toBe(5000);
    const letters = await outbox(order.id);
    expect(letters.some((e) => e.subject.includes('возвращены в платёжной системе'))).toBe(false);
  });
});

describe('a signed payment of another Checkout Session', () => {
  it('never confirms an order, even naming it with the right amount', async () => {
    const order = await onlineOrder();
    const other = await onlineOrder(await asUser(t));
    const theirs = sessionOf(other);
    const event = {
      id: `evt_test_other_${Date.now()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          ...theirs,
          id: 'cs_test_not_the_orders',
          client_reference_id: String(order.id),
          metadata: { order_id: String(order.id), order_number: order.number },
          amount_total: sessionOf(order).amount_total,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_test_not_the_orders',
        },
      },
    };
    const response = await postWebhook(JSON.stringify(event));
    expect(response.statusCode).toBe(200);
    expect(await get(order.id)).toMatchObject({
      status: 'new',
      payment: { state: 'pending', paid_at: null },
    });
    expect((await get(other.id)).payment.state).toBe('pending');
  });
});
