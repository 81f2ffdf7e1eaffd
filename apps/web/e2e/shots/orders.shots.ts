import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, test } from '../fixtures';
import { shoot, SIZES } from './shoot';

/** Checkout, the shopper's orders and the admin's orders tab at phone and desktop sizes. */
test('checkout and orders', async ({ page, makeUser }) => {
  const shopper = await makeUser({
    firstName: 'Айгерим',
    lastName: 'Сейткали',
    phoneNumber: '+77011234567',
  });
  await signIn(page, shopper.email, shopper.password);
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  const auth = { Authorization: `Bearer ${token}` };
  const items = (await (await page.request.get('/api/items/?limit=6')).json()) as { id: number }[];
  const lines: { variant_id: number; quantity: number; price: number }[] = [];
  for (const { id } of items.slice(0, 3)) {
    const item = (await (await page.request.get(`/api/items/${id}`)).json()) as {
      price: number | null;
      variants: { id: number; stock: number; price: number | null }[];
    };
    const variant = item.variants.find((v) => v.stock > 1);
    if (!variant) continue;
    await page.request.post(`/api/cart/${variant.id}`, { headers: auth });
    lines.push({ variant_id: variant.id, quantity: 1, price: variant.price ?? item.price ?? 0 });
  }

  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeVisible();
    await shoot(page, `checkout-${label}`);
    await page.getByRole('radio', { name: /Самовывоз из магазина/ }).click();
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page.getByText('Выберите пункт самовывоза')).toBeVisible();
    await shoot(page, `checkout-pickup-${label}`);
  }

  // Two orders through the API: one shipped with a note, one new.
  const place = async (key: string) => {
    const answer = await page.request.post('/api/orders', {
      headers: { ...auth, 'Idempotency-Key': key },
      data: {
        contact: { name: 'Айгерим Сейткали', phone: '+77011234567' },
        delivery: {
          method: 'courier',
          city: 'Алматы',
          street: 'пр. Абая',
          house: '10',
          flat: '25',
        },
        payment_method: 'cash_on_delivery',
        lines,
        comment: 'Позвонить за час до доставки',
      },
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as { id: number };
  };
  const first = await place(`shots-${Date.now()}-1`);

  const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан' });
  const adminPage = await page.context().browser()!.newPage({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
  });
  await signIn(adminPage, admin.email, admin.password);
  const adminToken = await adminPage.evaluate(
    (key) => localStorage.getItem(key),
    STORAGE_KEYS.accessToken,
  );
  const adminAuth = { Authorization: `Bearer ${adminToken}` };
  for (const status of ['confirmed', 'shipped'] as const) {
    await adminPage.request.patch(`/api/orders/${first.id}`, {
      headers: adminAuth,
      data: { status, note: status === 'shipped' ? 'Трек-номер KZ123456789' : null },
    });
  }
  for (const line of lines) {
    await page.request.post(`/api/cart/${line.variant_id}`, { headers: auth });
  }
  const second = await place(`shots-${Date.now()}-2`);

  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/orders');
    await expect(page.getByRole('list', { name: 'Список заказов' })).toBeVisible();
    await shoot(page, `orders-${label}`);
    await page.goto(`/orders/${first.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Отправлен');
    await shoot(page, `order-shipped-${label}`);
    await page.goto(`/orders/${second.id}`);
    await expect(page.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();
    await shoot(page, `order-new-${label}`);

    await adminPage.setViewportSize(viewport);
    await adminPage.goto('/admin/orders');
    await expect(adminPage.getByTestId('orders-found')).toBeVisible();
    await shoot(adminPage, `admin-orders-${label}`);
    await adminPage.goto(`/admin/orders/${second.id}`);
    await expect(adminPage.getByRole('button', { name: 'Подтвердить' })).toBeVisible();
    await shoot(adminPage, `admin-order-${label}`);
    await adminPage.goto('/admin/orders/emails');
    await expect(adminPage.getByRole('list', { name: 'Письма магазина' })).toBeVisible();
    await shoot(adminPage, `admin-order-emails-${label}`);
    await adminPage.goto('/admin/orders/settings');
    await expect(adminPage.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    await shoot(adminPage, `admin-order-settings-${label}`);
    await adminPage.goto('/admin/system');
    await adminPage.getByRole('tab', { name: 'Продажи' }).click();
    await expect(adminPage.getByRole('figure', { name: 'Выручка по дням' })).toBeVisible();
    await shoot(adminPage, `admin-system-sales-${label}`);
  }
  await adminPage.close();
});
