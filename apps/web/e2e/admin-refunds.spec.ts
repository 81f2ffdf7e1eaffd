import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { shoot } from './shots/shoot';

/**
 * A partial card refund counted everywhere, at a desktop and on a phone: a shopper's card order of
 * two dresses (2 × 16 000 ₸) is paid on Stripe's stand-in and delivered; the admin returns one
 * dress, confirms «Вернуть 16 000 ₸ на карту покупателя?», and then the order,
 * the orders list (filtered by «Частично возвращён»), the customer's «Сумма покупок» and the
 * shopper's own order show the money net of the refund.
 */

const PRICE = 16_000;
/** Money as the page writes it, whatever spaces Intl puts in: «16 000 ₸». */
const money = (value: number) =>
  new RegExp(`${String(value).replace(/\B(?=(\d{3})+$)/g, '\\s?')}\\s?₸`);

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/token', {
    form: { username: email, password },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

type PlacedOrder = {
  id: number;
  number: string;
  totals: { total: number };
  payment: { state: string; pay_url: string | null };
};

/** A card order of two pieces, paid through the stand-in's hosted page. */
async function paidOrder(request: APIRequestContext, token: string, variantId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Айгерим Сейткали', phone: '+7 701 111-22-33' },
      delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
      payment_method: 'online',
      lines: [{ variant_id: variantId, quantity: 2, price: PRICE }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  const paid = await request.post(order.payment.pay_url!, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => {
      const current = await request.get(`/api/orders/${order.id}`, { headers });
      return ((await current.json()) as PlacedOrder).payment.state;
    })
    .toBe('paid');
  return order;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a partial card refund, confirmed in the dialog, shows in the list and on the customer page', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = await makeUser({ firstName: 'Айгерим', lastName: 'Сейткали' });
      const admin = await makeUser({ isAdmin: true });
      const { variants } = await createItem(db, {
        name: unique('Платье для возврата денег'),
        price: `${PRICE}.00`,
        variants: [{ size: 'M', color: 'зелёный', stock: 4, price: `${PRICE}.00` }],
      });
      const order = await paidOrder(
        request,
        await tokenOf(request, shopper.email, shopper.password),
        variants[0]!.id,
      );
      const adminToken = await signIn(page, admin.email, admin.password);
      for (const status of ['shipped', 'delivered']) {
        const moved = await request.patch(`/api/orders/${order.id}`, {
          headers: { authorization: `Bearer ${adminToken}` },
          data: { status },
        });
        expect(moved.ok(), await moved.text()).toBe(true);
      }

      await page.goto(`/admin/orders/${order.id}`);
      const form = page.getByRole('form', { name: 'Оформить возврат' });
      await form.getByRole('textbox', { name: /Вернули, шт\./ }).fill('1');
      await expect(form.getByTestId('return-sum')).toContainText(money(PRICE));
      await form.getByRole('button', { name: 'Оформить возврат' }).click();

      // Nothing goes before the sum and where it goes are confirmed.
      const dialog = page.getByRole('dialog', { name: 'Подтвердите возврат' });
      await expect(dialog).toContainText(/Вернуть 16\s?000\s?₸ на карту покупателя\?/);
      await shoot(page, `refund-confirm-${size.viewport.width}`);
      await dialog.getByRole('button', { name: /Вернуть 16\s?000/ }).click();
      await expect(page.getByTestId('order-refunded-total')).toContainText(money(PRICE));
      await expect(page.getByText('Частично возвращён').first()).toBeVisible();
      await shoot(page, `refund-order-${size.viewport.width}`);

      // The list, filtered by the payment's state, names the state and the sum refunded.
      await page.goto(`/admin/orders?payment=partially_refunded&q=${order.number}`);
      const list = page.getByRole(size.viewport.width > 800 ? 'table' : 'list', {
        name: 'Список заказов',
      });
      await expect(list.getByText(order.number)).toBeVisible();
      await expect(list.getByText('Частично возвращён')).toBeVisible();
      await expect(list.getByTestId('order-refunded')).toContainText(money(PRICE));
      await shoot(page, `refund-list-${size.viewport.width}`);

      // The customer's purchases are what they kept: the order less the dress refunded.
      await page.goto(`/admin/users/${shopper.id}`);
      await expect(page.getByText('Сумма покупок').locator('..')).toContainText(
        money(order.totals.total - PRICE),
      );
      await expect(page.getByText('Без отменённых заказов и возвратов')).toBeVisible();
      await shoot(page, `refund-customer-${size.viewport.width}`);

      // The shopper's own order says the same.
      await signIn(page, shopper.email, shopper.password);
      await page.goto(`/orders/${order.id}`);
      await expect(page.getByText('Частично возвращён').first()).toBeVisible();
      await expect(page.getByTestId('order-refunded-total')).toContainText(money(PRICE));
      await shoot(page, `refund-shopper-${size.viewport.width}`);
    });
  });
}
