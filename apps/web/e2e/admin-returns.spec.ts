import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, test } from './fixtures';

/**
 * An admin takes back part of a delivered order: the order is placed through the API (payment on
 * delivery: this shop runs without a payment provider, so the card refund is the API tests'),
 * marked delivered after the confirmation, and a return of one piece shows «Возврат» and the
 * refunded sum on the admin's page and on the shopper's.
 */

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/token', {
    form: { username: email, password },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

test('an admin records a return of a delivered order and the refunded sum is shown', async ({
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
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${shopperToken}`, 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Дана Ахметова', phone: '+7 701 111-22-33' },
      delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
      payment_method: 'cash_on_delivery',
      lines: [{ variant_id: variants[0]!.id, quantity: 2, price: 12000 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };
  const adminToken = await tokenOf(request, admin.email, admin.password);
  for (const status of ['confirmed', 'shipped'])
    await request.patch(`/api/orders/${order.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status },
    });

  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Отметить доставленным' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отметить заказ доставленным?' });
  await dialog.getByRole('button', { name: 'Отметить доставленным' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Доставлен');

  const form = page.getByRole('form', { name: 'Оформить возврат' });
  await form.getByRole('textbox', { name: /Вернули, шт\./ }).fill('1');
  await form.getByRole('button', { name: 'Оформить возврат' }).click();
  await expect(page.getByTestId('order-refunded-total')).toContainText(/Возвращено: 12\s?000\s?₸/);
  await expect(page.getByText(/Возврат №1/)).toBeVisible();

  await page.getByRole('link', { name: 'Печать накладной' }).click();
  await expect(
    page.getByRole('heading', { name: `Накладная к заказу ${order.number}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
});
