import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createItem, type Db } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique, type MakeUser } from './fixtures';

/**
 * An orders manager's day, at a desktop and on a phone: orders, their parcels and cash, the
 * customers, and «Нет доступа» where the role does not reach; and a tracking number given by
 * staff reaching the shopper's order page with the carrier's link (decision 091).
 */

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/token', { form: { username: email, password } });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A cash order of one dress by courier, placed by a new shopper through the API. */
async function aCashOrder(db: Db, makeUser: MakeUser, request: APIRequestContext) {
  const shopper = await makeUser({ firstName: 'Дана', lastName: unique('Ахметова', '') });
  const { variants } = await createItem(db, {
    name: unique('Платье для посылки'),
    price: '12000.00',
    variants: [{ size: 'M', color: 'синий', stock: 4, price: '12000.00' }],
  });
  const token = await tokenOf(request, shopper.email, shopper.password);
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Дана Ахметова', phone: '+7 701 111-22-33' },
      delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
      payment_method: 'cash_on_delivery',
      lines: [{ variant_id: variants[0]!.id, quantity: 1, price: 12000 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };
  return { shopper, order };
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a tracking number set by staff reaches the shopper with its link', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      const { shopper, order } = await aCashOrder(db, makeUser, request);
      const manager = await makeUser({ isManager: true });
      const token = await signIn(page, manager.email, manager.password);
      const confirmed = await request.patch(`/api/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { status: 'confirmed' },
      });
      expect(confirmed.ok()).toBe(true);

      await page.goto(`/admin/orders/${order.id}`);
      const status = page.getByRole('region', { name: 'Изменить статус' });
      await status.getByRole('textbox', { name: 'Служба доставки' }).click();
      await page.getByRole('option', { name: 'СДЭК' }).click();
      await status.getByRole('textbox', { name: 'Трек-номер' }).fill('1234 5678 90');
      await status.getByRole('button', { name: 'Отметить отправленным' }).click();
      await expect(page.getByTestId('order-status').first()).toHaveText('Отправлен');
      await expect(page.getByTestId('order-shipment')).toContainText('СДЭК, трек-номер 1234567890');
      await page.screenshot({ path: `test-results/shipping-admin-${size.name}.png` });

      await signIn(page, shopper.email, shopper.password);
      await page.goto(`/orders/${order.id}`);
      const parcel = page.getByTestId('order-shipment');
      await expect(parcel).toContainText('СДЭК, трек-номер 1234567890');
      await expect(parcel.getByRole('link', { name: 'Отследить посылку' })).toHaveAttribute(
        'href',
        'https://www.cdek.kz/ru/tracking?order_id=1234567890',
      );
      await page.screenshot({ path: `test-results/shipping-shopper-${size.name}.png` });
    });

    test('an orders manager works orders, customers and cash, and is told «Нет доступа» on the items', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      const { shopper, order } = await aCashOrder(db, makeUser, request);
      const manager = await makeUser({ isManager: true });
      const token = await signIn(page, manager.email, manager.password);
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const moved = await request.patch(`/api/orders/${order.id}`, {
          headers: { authorization: `Bearer ${token}` },
          data: { status },
        });
        expect(moved.ok()).toBe(true);
      }

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/orders$/);
      const tabs = page.getByRole('navigation', { name: 'Разделы админ-панели' });
      await expect(tabs.getByRole('link')).toHaveText(['Заказы', 'Покупатели']);

      await page.goto(`/admin/orders/${order.id}`);
      await page.getByRole('button', { name: 'Деньги получены' }).click();
      const dialog = page.getByRole('dialog', { name: 'Деньги за заказ получены?' });
      await dialog.getByRole('button', { name: 'Деньги получены' }).click();
      await expect(page.getByText(/^Деньги получены \d/)).toBeVisible();
      await expect(page.getByTestId('payment-state').first()).toHaveText('Оплачено');

      await tabs.getByRole('link', { name: 'Покупатели' }).click();
      await expect(page.getByRole('heading', { name: 'Покупатели', level: 2 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Добавить пользователя' })).toHaveCount(0);
      await page.goto(`/admin/users/${shopper.id}`);
      await expect(page.getByText(shopper.email).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Изменить доступ' })).toHaveCount(0);

      await page.goto('/admin/items');
      await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
      await page.screenshot({ path: `test-results/manager-no-access-${size.name}.png` });
      await page.getByRole('link', { name: 'К моим разделам' }).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
    });
  });
}
