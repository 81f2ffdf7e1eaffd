import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test } from './fixtures';

/**
 * An admin takes back part of a delivered order paid by card, at a desktop and on a phone: the
 * order is placed through the API with online payment and paid on the hosted page of Stripe's
 * stand-in (global-setup), which tells the shop by its signed webhook; it is shipped, marked
 * delivered after the confirmation, and a return of one piece refunds its price through the
 * stand-in: the stand-in holds a refund of that sum, and the page shows «Возврат» and
 * «Возвращено: …».
 */

const stripe = {
  url: process.env.E2E_STRIPE_URL!,
  headers: { authorization: `Bearer ${process.env.E2E_STRIPE_SECRET_KEY}` },
};

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/token', {
    form: { username: email, password },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

type PlacedOrder = {
  id: number;
  number: string;
  payment: { method: string; state: string; pay_url: string | null };
};

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('an admin records a return of a card-paid order and the card is refunded', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = await makeUser({ firstName: 'Дана', lastName: 'Ахметова' });
      const admin = await makeUser({ isAdmin: true });
      const { variants } = await createItem(db, {
        name: 'Платье для возврата',
        price: '12000.00',
        variants: [{ size: 'M', color: 'синий', stock: 4, price: '12000.00' }],
      });
      const shopperToken = await tokenOf(request, shopper.email, shopper.password);
      const shopperHeaders = { authorization: `Bearer ${shopperToken}` };
      const placed = await request.post('/api/orders', {
        headers: { ...shopperHeaders, 'idempotency-key': randomUUID() },
        data: {
          contact: { name: 'Дана Ахметова', phone: '+7 701 111-22-33' },
          delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
          payment_method: 'online',
          lines: [{ variant_id: variants[0]!.id, quantity: 2, price: 12000 }],
        },
      });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as PlacedOrder;
      expect(order.payment).toMatchObject({ method: 'online', state: 'pending' });
      const payUrl = order.payment.pay_url!;
      expect(payUrl.startsWith(stripe.url)).toBe(true);

      // «Оплатить» on the stand-in's hosted page: a form posted back to the same address, which
      // sends the signed event to the shop and returns the shopper to their order.
      const paid = await request.post(payUrl, { maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      expect(paid.headers().location).toContain(`/orders/${order.id}?payment=success`);
      await expect
        .poll(async () => {
          const current = await request.get(`/api/orders/${order.id}`, {
            headers: shopperHeaders,
          });
          return ((await current.json()) as PlacedOrder).payment.state;
        })
        .toBe('paid');
      const sessionId = payUrl.split('/').pop()!;
      const session = (await (
        await request.get(`${stripe.url}/v1/checkout/sessions/${sessionId}`, {
          headers: stripe.headers,
        })
      ).json()) as { payment_intent: string; payment_status: string };
      expect(session.payment_status).toBe('paid');

      // A paid order is confirmed by its payment; the admin ships it.
      const adminToken = await signIn(page, admin.email, admin.password);
      const shipped = await request.patch(`/api/orders/${order.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { status: 'shipped' },
      });
      expect(shipped.ok()).toBe(true);

      await page.goto(`/admin/orders/${order.id}`);
      await page.getByRole('button', { name: 'Отметить доставленным' }).click();
      const dialog = page.getByRole('dialog', { name: 'Отметить заказ доставленным?' });
      await dialog.getByRole('button', { name: 'Отметить доставленным' }).click();
      await expect(page.getByTestId('order-status').first()).toHaveText('Доставлен');

      const form = page.getByRole('form', { name: 'Оформить возврат' });
      await expect(
        form.getByText('Деньги вернутся на карту покупателя через платёжную систему.'),
      ).toBeVisible();
      await form.getByRole('textbox', { name: /Вернули, шт\./ }).fill('1');
      await form.getByRole('button', { name: 'Оформить возврат' }).click();
      const confirm = page.getByRole('dialog', { name: 'Подтвердите возврат' });
      await expect(confirm).toContainText(/Вернуть 12\s?000\s?₸ на карту покупателя\?/);
      await confirm.getByRole('button', { name: /Вернуть 12\s?000/ }).click();
      await expect(page.getByTestId('order-refunded-total')).toContainText(
        /Возвращено: 12\s?000\s?₸/,
      );
      await expect(page.getByText(/Возврат №1/)).toBeVisible();

      // The stand-in was asked for one refund of one piece: 12 000 ₸ in tiyn, to this payment.
      const refunds = (await (
        await request.get(`${stripe.url}/v1/refunds?payment_intent=${session.payment_intent}`, {
          headers: stripe.headers,
        })
      ).json()) as { data: { amount: number; currency: string; status: string }[] };
      expect(refunds.data).toEqual([
        expect.objectContaining({ amount: 1_200_000, currency: 'kzt', status: 'succeeded' }),
      ]);

      await page.getByRole('link', { name: 'Печать накладной' }).click();
      await expect(
        page.getByRole('heading', { name: `Накладная к заказу ${order.number}` }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
    });
  });
}
