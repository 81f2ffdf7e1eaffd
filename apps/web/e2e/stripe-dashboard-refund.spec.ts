import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { shoot } from './shots/shoot';

const PRICE = 12_990;

type PlacedOrder = {
  id: number;
  number: string;
  payment: { state: string; pay_url: string | null };
};

/** A shopper's card order of one piece, paid through the Stripe stand-in's hosted page. */
async function paidOrder(
  request: APIRequestContext,
  email: string,
  password: string,
  variantId: number,
) {
  const token = await request.post('/api/auth/token', { form: { username: email, password } });
  const headers = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Дана Ахметова', phone: '+7 701 555-66-77' },
      delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '12', flat: null },
      payment_method: 'online',
      lines: [{ variant_id: variantId, quantity: 1, price: PRICE }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  expect((await request.post(order.payment.pay_url!, { maxRedirects: 0 })).status()).toBe(303);
  await expect
    .poll(async () => {
      const current = await request.get(`/api/orders/${order.id}`, { headers });
      return ((await current.json()) as PlacedOrder).payment.state;
    })
    .toBe('paid');
  return order;
}

/**
 * What Stripe's dashboard does: a refund asked of Stripe's API with the shop's secret key, not by
 * the shop; Stripe then sends the shop `charge.refunded`.
 */
async function refundInDashboard(request: APIRequestContext, order: PlacedOrder, amount: number) {
  const stripe = process.env.E2E_STRIPE_URL!;
  const auth = { authorization: `Bearer ${process.env.E2E_STRIPE_SECRET_KEY}` };
  const sessionId = order.payment.pay_url!.split('/').at(-1)!;
  const session = await request.get(`${stripe}/v1/checkout/sessions/${sessionId}`, {
    headers: auth,
  });
  const { payment_intent } = (await session.json()) as { payment_intent: string };
  const refund = await request.post(`${stripe}/v1/refunds`, {
    headers: auth,
    form: { payment_intent, amount: String(amount * 100) },
  });
  expect(refund.ok(), await refund.text()).toBe(true);
}

/**
 * A refund made in Stripe's dashboard reaches the admin, at a desktop and on a phone: a paid,
 * confirmed card order partly refunded there is «Частично возвращён» and flagged «Деньги
 * возвращены до отправки» in the orders list and on its page, which says not to ship it as paid.
 */
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a refund made in Stripe’s dashboard puts the unshipped order before the admin', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = await makeUser({ firstName: 'Дана', lastName: 'Ахметова' });
      const admin = await makeUser({ isAdmin: true });
      const { variants } = await createItem(db, {
        name: unique('Свитер для возврата в Stripe'),
        price: `${PRICE}.00`,
        variants: [{ size: 'M', stock: 3, price: `${PRICE}.00` }],
      });
      const order = await paidOrder(request, shopper.email, shopper.password, variants[0]!.id);
      await refundInDashboard(request, order, 5000);
      const token = await signIn(page, admin.email, admin.password);
      // Stripe's notice comes a moment after its answer.
      await expect
        .poll(async () => {
          const current = await request.get(`/api/orders/${order.id}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await current.json()) as PlacedOrder).payment.state;
        })
        .toBe('partially_refunded');

      await page.goto(`/admin/orders?q=${order.number}`);
      const list = page.getByRole(size.phone ? 'list' : 'table', { name: 'Список заказов' });
      await expect(list.getByText(order.number)).toBeVisible();
      await expect(list.getByText('Деньги возвращены до отправки')).toBeVisible();
      await expect(list.getByText('Частично возвращён')).toBeVisible();
      await shoot(page, `stripe-refund-list-${size.viewport.width}`);

      await page.goto(`/admin/orders/${order.id}`);
      const alert = page.getByTestId('refunded-before-shipping');
      await expect(alert).toContainText('Деньги возвращены до отправки');
      await expect(alert).toContainText(/Покупателю вернули 5\s?000\s?₸ из/);
      await expect(alert).toContainText('Не отправляйте заказ как оплаченный');
      await shoot(page, `stripe-refund-order-${size.viewport.width}`);
    });
  });
}
