import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAnalyticsSchema, type SystemAnalytics } from '@shop/contract';
import { createItem } from '../../db/factories';
import { orders } from '../../db/schema/orders';
import { asAdmin, asUser, buildTestApp, type TestApp } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DELIVERY_COURIER_PRICE: '1000' });
});
afterAll(() => t.close());

describe('orders in the system analytics', () => {
  it('counts orders and revenue per day (cancelled orders count as orders, not revenue)', async () => {
    const admin = await asAdmin(t);
    const shopper = await asUser(t);
    const { variants } = await createItem(t.db, { price: '5000.00' });
    const line = { variant_id: variants[0]!.id, quantity: 1, price: 5000 };
    const kept = await placeOrder(shopper, orderBody([line]));
    const cancelled = await placeOrder(shopper, orderBody([{ ...line, quantity: 2 }]));
    await shopper.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel` });
    const old = await placeOrder(shopper, orderBody([line]));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    await t.db.update(orders).set({ createdAt: twoDaysAgo }).where(eq(orders.id, old.id));

    const r = await admin.inject({ method: 'GET', url: '/api/system/analytics' });
    expect(r.statusCode).toBe(200);
    const body = systemAnalyticsSchema.parse(r.json()) as SystemAnalytics;
    expect(body.order_stats).toEqual({
      total_orders: 3,
      orders_month: 3,
      revenue_month: 12000,
      open_orders: 2,
      currency: 'KZT',
    });
    expect(body.daily_orders).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.daily_orders[0]).toEqual({ date: today, orders: 2, revenue: kept.totals.total });
    expect(body.daily_orders[2]).toEqual({
      date: twoDaysAgo.toISOString().slice(0, 10),
      orders: 1,
      revenue: 6000,
    });
    expect(body.daily_orders[1]).toMatchObject({ orders: 0, revenue: 0 });
    // What the page showed before is still there.
    expect(body.daily_activity).toHaveLength(7);
  });
});
