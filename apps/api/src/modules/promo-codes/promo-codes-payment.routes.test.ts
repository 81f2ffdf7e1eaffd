import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoCode } from '@shop/contract';
import { createItem } from '../../db/factories';
import { asAdmin, asUser, buildTestAppWithStripe, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

let t: Awaited<ReturnType<typeof buildTestAppWithStripe>>;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestAppWithStripe({
    DELIVERY_COURIER_PRICE: '1500',
    DELIVERY_FREE_ABOVE: '100000',
  });
  admin = await asAdmin(t);
});
afterAll(() => t.close());

describe('an online order with a promo code', () => {
  it("is charged the order's total: the provider's page carries the discounted lines", async () => {
    const shopper = await asUser(t);
    const { variants } = await createItem(t.db, {
      price: '3333',
      variants: [{ size: 'M', stock: 10, price: '3333' }],
    });
    const code = (
      await admin.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: 'ONLINE100', kind: 'amount', value: 100 },
      })
    ).json() as PromoCode;
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 3, price: 3333 }], {
        payment_method: 'online',
        promo_code: code.code,
      }),
    );
    // 9 999 − 100 + 1 500: the 9 899 ₸ of the line do not split over 3 pieces, so one sum.
    expect(order.totals).toMatchObject({ items: 9999, discount: 100, delivery: 1500 });
    expect(order.totals.total).toBe(11399);
    const session = [...t.stripe.sessions.values()].find(
      (s) => s.client_reference_id === String(order.id),
    )!;
    expect(session.amount_total).toBe(11399 * 100);
    expect(session.line_items.map((l) => [l.unit_amount, l.quantity])).toEqual([
      [989900, 1],
      [150000, 1],
    ]);
  });
});
