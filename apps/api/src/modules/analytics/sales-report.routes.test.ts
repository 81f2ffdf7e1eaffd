import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  salesReportSchema,
  type ErrorEnvelope,
  type OrderDetail,
  type SalesReport,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { orderLines, orderReturns, orders } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestAppWithStripe } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestAppWithStripe({ DELIVERY_COURIER_PRICE: '1500' });
afterAll(() => t.close());
const { stripe } = t;
const [admin, shopper] = await Promise.all([asAdmin(t), asUser(t)]);

const { variants: dress } = await createItem(t.db, {
  name: 'Платье миди',
  brand: 'Zarina',
  category: 'top',
  price: '10000.00',
  variants: [{ size: 'S', stock: 50, price: '10000.00' }],
});
const { variants: shoes } = await createItem(t.db, {
  name: 'Кеды',
  brand: 'Nike',
  category: 'footwear',
  price: '5000.00',
  variants: [{ size: '38', stock: 50, price: '5000.00' }],
});
const dresses = (quantity: number) => ({ variant_id: dress[0]!.id, quantity, price: 10000 });
const pairs = (quantity: number) => ({ variant_id: shoes[0]!.id, quantity, price: 5000 });

const setStatus = (id: number, status: string) =>
  admin.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload: { status } });

async function paidOnline(lines: ReturnType<typeof dresses>[]): Promise<OrderDetail> {
  const order = await placeOrder(shopper, orderBody(lines, { payment_method: 'online' }));
  const session = [...stripe.sessions.values()].find(
    (s) => s.client_reference_id === String(order.id),
  )!;
  await stripe.pay(session.id);
  return order;
}

async function deliver(order: OrderDetail) {
  if (order.payment.method === 'cash_on_delivery') await setStatus(order.id, 'confirmed');
  await setStatus(order.id, 'shipped');
  expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
}

/** What a promo code took off: the order's discount, shared out over its lines. */
async function discount(order: OrderDetail, shares: number[]) {
  const total = shares.reduce((s, v) => s + v, 0);
  await t.db
    .update(orders)
    .set({ discountTotal: String(total) })
    .where(eq(orders.id, order.id));
  for (const [i, share] of shares.entries())
    await t.db
      .update(orderLines)
      .set({ discount: String(share) })
      .where(eq(orderLines.id, order.lines[i]!.id));
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
const report = async (query: string) => {
  const r = await admin.inject({ method: 'GET', url: `/api/admin/reports/sales?${query}` });
  expect(r.statusCode, r.body).toBe(200);
  return salesReportSchema.parse(r.json()) as SalesReport;
};
const refundedTotal = async (id: number) =>
  Number((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.refundedTotal);

describe('the sales report', () => {
  it('counts paid and delivered-cash sales, discounts, refunds on their day and delivery apart', async () => {
    // A card order of 2 dresses and a pair of shoes, 2 500 off, delivered, one dress returned.
    const card = await paidOnline([dresses(2), pairs(1)]);
    await discount(card, [2000, 500]);
    await deliver(card);
    const ret = await admin.inject({
      method: 'POST',
      url: `/api/orders/${card.id}/returns`,
      payload: { lines: [{ line_id: card.lines[0]!.id, quantity: 1 }] },
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const returned = await refundedTotal(card.id);
    expect(returned).toBeGreaterThan(0);
    // Cash on delivery, delivered: a sale. Another one not delivered yet: not one.
    const cash = await placeOrder(shopper, orderBody([pairs(1)]));
    await deliver(cash);
    await placeOrder(shopper, orderBody([dresses(3)]));
    // A card order never paid and cancelled: no money moved.
    const unpaid = await placeOrder(shopper, orderBody([dresses(4)], { payment_method: 'online' }));
    expect((await setStatus(unpaid.id, 'cancelled')).statusCode).toBe(200);
    // A card order paid, then cancelled: sold and refunded whole, its delivery too.
    const cancelled = await paidOnline([pairs(2)]);
    expect((await setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);
    // Its money is not back until the provider says so.
    expect((await report(`from=${today}&to=${today}`)).totals.refunds).toBe(returned);
    await t.app.services.orders.refund(cancelled.id);
    const [cancelledRow] = await t.db.select().from(orders).where(eq(orders.id, cancelled.id));
    expect(cancelledRow!.paymentState).toBe('refunded');

    const body = await report(`from=${today}&to=${today}`);
    const delivery = card.totals.delivery + cash.totals.delivery;
    const gross = 25000 + 5000 + 10000;
    const refunds = returned + 10000;
    expect(body.totals).toEqual({
      gross,
      discounts: 2500,
      refunds,
      net: gross - 2500 - refunds,
      delivery,
      orders: 3,
      average_order: (gross - 2500) / 3,
      units: 3 + 1 + 2,
      units_returned: 1 + 2,
    });
    expect(body.series).toEqual([{ start: today, end: today, ...body.totals }]);
    expect(body).toMatchObject({ from: today, to: today, group: 'day', currency: 'KZT' });
    expect(body.time_zone).toBe('Asia/Almaty');

    // Items and categories by net revenue: the dresses sold less the one returned; the shoes of
    // the cancelled order came back whole.
    expect(body.top_items).toEqual([
      { item_id: shoes[0]!.itemId, name: 'Кеды', brand: 'Nike', units: 2, net: 4500 + 5000 },
      {
        item_id: dress[0]!.itemId,
        name: 'Платье миди',
        brand: 'Zarina',
        units: 1,
        net: 18000 - returned,
      },
    ]);
    expect(body.top_categories).toEqual([
      { category: 'footwear', units: 2, net: 9500 },
      { category: 'top', units: 1, net: 18000 - returned },
    ]);
  });

  it('counts a sale on the shop’s day and a refund on the day the money went back', async () => {
    const old = await paidOnline([dresses(1)]);
    await deliver(old);
    // Paid at 00:30 in Almaty on 11 October: still 10 October in UTC.
    await t.db
      .update(orders)
      .set({ paidAt: new Date('2026-10-10T19:30:00Z') })
      .where(eq(orders.id, old.id));
    const ret = await admin.inject({
      method: 'POST',
      url: `/api/orders/${old.id}/returns`,
      payload: { lines: [{ line_id: old.lines[0]!.id, quantity: 1 }] },
    });
    expect(ret.statusCode, ret.body).toBe(200);

    const october = await report('from=2026-10-01&to=2026-10-31&group=week');
    expect(october.totals).toMatchObject({ gross: 10000, orders: 1, refunds: 0, net: 10000 });
    // Weeks run Monday to Sunday, cut by the period's ends.
    expect(october.series.map((p) => [p.start, p.end])).toEqual([
      ['2026-10-01', '2026-10-04'],
      ['2026-10-05', '2026-10-11'],
      ['2026-10-12', '2026-10-18'],
      ['2026-10-19', '2026-10-25'],
      ['2026-10-26', '2026-10-31'],
    ]);
    expect(october.series[1]).toMatchObject({ gross: 10000, orders: 1 });
    expect((await report('from=2026-10-10&to=2026-10-10')).totals.orders).toBe(0);

    const now = await report(`from=${today}&to=${today}&group=month`);
    const before = await report(`from=2026-10-01&to=${today}&group=month`);
    expect(before.series.at(-1)!.end).toBe(today);
    expect(before.totals.refunds).toBe(now.totals.refunds);
    expect(before.series[0]!.start).toBe('2026-10-01');
  });

  it('keeps a refunded delivery out of net, and counts a refund made outside the shop', async () => {
    const cash = await placeOrder(shopper, orderBody([pairs(1)]));
    await deliver(cash);
    const before = (await report(`from=${today}&to=${today}`)).totals;
    const ret = await admin.inject({
      method: 'POST',
      url: `/api/orders/${cash.id}/returns`,
      payload: { lines: [{ line_id: cash.lines[0]!.id, quantity: 1 }] },
    });
    expect(ret.statusCode, ret.body).toBe(200);
    // The return gave the delivery back too.
    const delivery = cash.totals.delivery;
    expect(delivery).toBeGreaterThan(0);
    await t.db
      .update(orderReturns)
      .set({ includesDelivery: true, amount: String(5000 + delivery) })
      .where(eq(orderReturns.orderId, cash.id));
    await t.db
      .update(orders)
      .set({ refundedTotal: String(5000 + delivery) })
      .where(eq(orders.id, cash.id));
    const after = (await report(`from=${today}&to=${today}`)).totals;
    expect(after).toMatchObject({
      refunds: before.refunds + 5000,
      net: before.net - 5000,
      delivery: before.delivery - delivery,
      units_returned: before.units_returned + 1,
      orders: before.orders,
    });

    // Stripe's dashboard gave 3 000 ₸ back: recorded on the order alone, it moves the totals.
    const card = await paidOnline([dresses(1)]);
    const paid = await report(`from=${today}&to=${today}`);
    await t.db.update(orders).set({ refundedTotal: '3000' }).where(eq(orders.id, card.id));
    const refunded = await report(`from=${today}&to=${today}`);
    expect(refunded.totals).toMatchObject({
      refunds: paid.totals.refunds + 3000,
      net: paid.totals.net - 3000,
      delivery: paid.totals.delivery,
    });
  });

  it('writes the series and the total as CSV', async () => {
    const r = await admin.inject({
      method: 'GET',
      url: `/api/admin/reports/sales.csv?from=2026-10-10&to=2026-10-12`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[0]).toContain('"Чистая выручка"');
    expect(lines[2]).toContain('"2026-10-11";"2026-10-11";"1";"1";"0";"10000"');
    expect(lines[4]!.startsWith('"Итого";"2026-10-10";"2026-10-12";"1"')).toBe(true);
  });

  it('refuses a period backwards, longer than 366 days or not a date, and anyone but an admin', async () => {
    for (const query of [
      'from=2026-10-12&to=2026-10-10',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-10-01',
      'from=2026-10-01&to=2026-10-02&group=year',
    ]) {
      const r = await admin.inject({ method: 'GET', url: `/api/admin/reports/sales?${query}` });
      expect(r.statusCode, query).toBe(400);
      expect((r.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
    }
    expect((await report('from=2025-01-01&to=2026-01-01')).series).toHaveLength(366);
    const url = '/api/admin/reports/sales?from=2026-10-01&to=2026-10-02';
    expect((await (await asModerator(t)).inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await shopper.inject({ method: 'GET', url: `${url}` })).statusCode).toBe(403);
    expect(
      (await shopper.inject({ method: 'GET', url: url.replace('sales', 'sales.csv') })).statusCode,
    ).toBe(403);
  });
});
