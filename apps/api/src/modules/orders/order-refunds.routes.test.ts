import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CustomerSummary,
  ErrorEnvelope,
  OrderDetail,
  OrderPage,
  SystemAnalytics,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { auditLog, emails } from '../../db/schema';
import { asAdmin, asUser, buildTestAppWithStripe, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestAppWithStripe({ DELIVERY_COURIER_PRICE: '1500' });
afterAll(() => t.close());
const { stripe } = t;
const admin = await asAdmin(t);

/** A delivered order of 2 × 10 000 and 1 × 5 000 with a 1 500 delivery (26 500), paid as asked. */
async function deliveredOrder(payment: 'online' | 'cash_on_delivery') {
  const shopper = await asUser(t);
  const { variants } = await createItem(t.db, {
    price: '10000.00',
    variants: [
      { size: 'S', stock: 5, price: '10000.00' },
      { size: 'M', stock: 5, price: '5000.00' },
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
  } else await setStatus(order.id, 'confirmed');
  await setStatus(order.id, 'shipped');
  const delivered = (await setStatus(order.id, 'delivered')).json() as OrderDetail;
  return { order: delivered, shopper };
}

const setStatus = (id: number, status: string) =>
  admin.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload: { status } });
const refund = (id: number, payload: object) =>
  admin.inject({ method: 'POST', url: `/api/orders/${id}/returns`, payload });
const json = async <T>(caller: Caller, url: string) =>
  (await caller.inject({ method: 'GET', url })).json() as T;

/** The figures that count the order's money: its list entry, its CSV line, the customer, the month. */
async function figures(order: OrderDetail, shopper: Caller) {
  const list = await json<OrderPage>(admin, `/api/orders/manage?q=${order.number}`);
  const csv = (
    await admin.inject({ method: 'GET', url: `/api/orders/manage/export?q=${order.number}` })
  ).body
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  const refundedColumn = csv[0]!.findIndex((cell) => cell.includes('Возвращено'));
  const customer = await json<CustomerSummary>(admin, `/api/users/${shopper.user.id}/customer`);
  const customers = (
    await admin.inject({
      method: 'GET',
      url: `/api/users/export?q=${encodeURIComponent(shopper.user.email)}`,
    })
  ).body
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map((cell) => cell.replace(/"/g, '')));
  const spentColumn = customers[0]!.indexOf('Сумма заказов');
  const system = await json<SystemAnalytics>(admin, '/api/system/analytics');
  return {
    listed: list.items[0]!,
    csvRefunded: csv[1]![refundedColumn]!.replace(/"/g, ''),
    csvPayment: csv[1]!.find((cell) => /возвращ|Оплачено|Оплата при/i.test(cell))!,
    spent: customer.total_spent,
    csvSpent: Number(customers[1]![spentColumn]!.replace(',', '.')),
    revenueMonth: system.order_stats.revenue_month,
    revenueToday: system.daily_orders[0]!.revenue,
  };
}

const latestEmail = async (to: string) =>
  (await t.db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.id)).limit(1))[0]!;
const refundEntries = (orderId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, orderId)))
    .orderBy(auditLog.id);

describe('a refund counted everywhere money is counted', () => {
  it('after a partial card refund: partially refunded, and every figure net of it', async () => {
    const system = await json<SystemAnalytics>(admin, '/api/system/analytics');
    const before = { ...system.order_stats, today: system.daily_orders[0]!.revenue };
    const { order, shopper } = await deliveredOrder('online');
    expect(order.refundable).toEqual({ total: 26500, delivery: 1500 });

    const partial = await refund(order.id, {
      lines: [{ line_id: order.lines[1]!.id, quantity: 1 }],
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json() as OrderDetail).toMatchObject({
      refunded_total: 5000,
      payment: { state: 'partially_refunded' },
      refundable: { total: 21500, delivery: 1500 },
      returns: [{ amount: 5000, method: 'provider', includes_delivery: false }],
    });

    const seen = await figures(order, shopper);
    expect(seen.listed).toMatchObject({
      refunded_total: 5000,
      payment: { state: 'partially_refunded' },
    });
    expect(seen.csvRefunded).toBe('5000');
    expect(seen.csvPayment).toContain('Частично возвращён');
    expect(seen.spent).toBe(21500);
    expect(seen.csvSpent).toBe(21500);
    expect(seen.revenueMonth).toBe(before.revenue_month + 21500);
    expect(seen.revenueToday).toBe(before.today + 21500);

    // The payment filter finds it by its state, and not by another.
    const filtered = await json<OrderPage>(
      admin,
      `/api/orders/manage?payment=partially_refunded&q=${order.number}`,
    );
    expect(filtered.items.map((o) => o.id)).toEqual([order.id]);
    const paidOnly = await json<OrderPage>(
      admin,
      `/api/orders/manage?payment=paid&q=${order.number}`,
    );
    expect(paidOnly.total).toBe(0);

    // The shopper is told how much went back and where; the log names who, how much and how.
    const email = await latestEmail(order.customer.email!);
    expect(email.subject).toMatch(new RegExp(`^Заказ ${order.number}: возврат 5\\s000\\s₸$`));
    expect(email.text).toMatch(/вернули 5\s000\s₸ за заказ .* на карту/);
    expect(email.text).toMatch(/возвращено 5\s000\s₸ из 26\s500\s₸/);
    const [entry] = await refundEntries(order.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      entityType: 'order',
      changes: {
        refund_amount: [null, 5000],
        refund_method: [null, 'provider'],
        refunded_total: [0, 5000],
        payment_state: ['paid', 'partially_refunded'],
      },
    });
  });

  it('after a full refund with the delivery: refunded, and nothing of it counted', async () => {
    const system = await json<SystemAnalytics>(admin, '/api/system/analytics');
    const before = { ...system.order_stats, today: system.daily_orders[0]!.revenue };
    const { order, shopper } = await deliveredOrder('online');
    const all = await refund(order.id, {
      lines: order.lines.map((l) => ({ line_id: l.id, quantity: l.quantity })),
      include_delivery: true,
    });
    expect(all.json() as OrderDetail).toMatchObject({
      refunded_total: 26500,
      payment: { state: 'refunded' },
      refundable: { total: 0, delivery: 0 },
      returns: [{ amount: 26500, includes_delivery: true }],
    });
    const seen = await figures(order, shopper);
    expect(seen.listed).toMatchObject({ refunded_total: 26500, payment: { state: 'refunded' } });
    expect(seen.csvRefunded).toBe('26500');
    expect(seen.spent).toBe(0);
    expect(seen.csvSpent).toBe(0);
    expect(seen.revenueMonth).toBe(before.revenue_month);
    expect(seen.revenueToday).toBe(before.today);
    expect((await latestEmail(order.customer.email!)).text).toContain(
      'За заказ возвращено всё, что было оплачено.',
    );
    expect((await refundEntries(order.id))[0]!.changes).toMatchObject({
      includes_delivery: [false, true],
      payment_state: ['paid', 'refunded'],
    });
  });
});

describe('what a refund may give back', () => {
  it('takes a sum of its own, up to what is left, and names what is left when asked for more', async () => {
    const { order } = await deliveredOrder('online');
    const goodwill = await refund(order.id, { amount: 2490.5 });
    expect(goodwill.json() as OrderDetail).toMatchObject({
      refunded_total: 2490.5,
      payment: { state: 'partially_refunded' },
      returns: [{ amount: 2490.5, lines: [] }],
      // Nothing came back: every piece may still be returned.
      returnable: order.returnable,
    });
    expect(stripe.refunds.at(-1)!.amount).toBe(249_050);

    const tooMuch = await refund(order.id, { amount: 24_010 });
    expect(tooMuch.statusCode).toBe(409);
    expect((tooMuch.json() as ErrorEnvelope).details).toMatchObject({
      reason: 'refund_above_paid',
      refundable: 24_009.5,
    });
    const zero = await refund(order.id, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect((zero.json() as ErrorEnvelope).details?.fields?.[0]).toMatchObject({
      path: 'amount',
      message: 'Сумма возврата должна быть больше нуля',
    });
    const negative = await refund(order.id, { amount: -5 });
    expect(negative.statusCode).toBe(400);
    const nothing = await refund(order.id, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('gives the delivery back once, and a cash order is refunded in cash', async () => {
    const { order } = await deliveredOrder('cash_on_delivery');
    const delivery = await refund(order.id, { include_delivery: true });
    expect(delivery.json() as OrderDetail).toMatchObject({
      refunded_total: 1500,
      payment: { state: 'partially_refunded' },
      returns: [{ amount: 1500, method: 'cash', includes_delivery: true }],
      refundable: { total: 25000, delivery: 0 },
    });
    const again = await refund(order.id, { include_delivery: true });
    expect((again.json() as ErrorEnvelope).details?.reason).toBe('delivery_already_refunded');
    expect((await latestEmail(order.customer.email!)).text).toMatch(
      /вернули вам 1\s500\s₸ наличными/,
    );
    expect((await refundEntries(order.id))[0]!.changes).toMatchObject({
      refund_method: [null, 'cash'],
    });
  });
});

describe('cancelling an order refunded in part', () => {
  it('gives back what remains of the payment', async () => {
    const shopper = await asUser(t);
    const { variants } = await createItem(t.db, { price: '10000.00' });
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 10000 }], {
        payment_method: 'online',
      }),
    );
    const session = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === String(order.id),
    )!;
    await stripe.pay(session.id);
    // Part of it went back in Stripe's dashboard before the order shipped.
    await stripe.refundInDashboard(session.payment_intent!, 300_000);
    const cancelled = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
    });
    expect((cancelled.json() as OrderDetail).payment.state).toBe('refund_pending');
    await t.app.services.orders.refund(order.id);
    expect((await json<OrderDetail>(admin, `/api/orders/${order.id}`)).payment.state).toBe(
      'refunded',
    );
    const refunds = stripe.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(1_150_000);
    // The shopper is told what came back this time: 11 500 less the 3 000 refunded before.
    expect((await latestEmail(order.customer.email!)).text).toMatch(/\(8\s500\s₸\) возвращены/);
    // The log says what went back on the cancel, beside the dashboard's part before it.
    const logged = await refundEntries(order.id);
    expect(logged.map((row) => row.changes.refund_amount?.[1])).toEqual([3000, 8500]);
  });
});
