import { createItem } from '@shop/api/testing';
import { expect, signIn, test } from './fixtures';

/**
 * The users list against the real shop: sorted by a column, opened to a customer, and Back shows
 * the same sorted view; the customer page shows what the buyer spent.
 */
test('the users list keeps its order through Back; the customer page shows the total spent', async ({
  page,
  db,
  makeUser,
}) => {
  const tag = Date.now().toString(36);
  const shopper = await makeUser({ firstName: 'Жанна', lastName: `Списочная${tag}` });
  await makeUser({ email: `a-${tag}@lists.example` });
  const { variants } = await createItem(db, {
    price: '12000',
    variants: [{ size: 'M', color: 'чёрный', stock: 5 }],
  });
  const token = (
    (await (
      await page.request.post('/api/auth/token', {
        form: { username: shopper.email, password: shopper.password },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      contact: { name: 'Жанна', phone: '+7 701 555 12 34' },
      delivery: { method: 'courier', city: 'Алматы', street: 'ул. Панфилова', house: '1' },
      payment_method: 'cash_on_delivery',
      lines: [{ variant_id: variants[0]!.id, quantity: 2, price: 12000 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { number: string; totals: { total: number } };

  const admin = await makeUser({ isAdmin: true });
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Сортировать по столбцу «Email»' }).click();
  await expect(page).toHaveURL(/sort=email&order=asc/);
  const table = page.getByRole('table', { name: 'Список пользователей' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.goto(`/admin/users?sort=email&order=asc&q=${tag}`);
  await page.getByRole('link', { name: `Открыть покупателя ${shopper.email}` }).click();
  await expect(page.getByRole('heading', { name: `Жанна Списочная${tag}` })).toBeVisible();
  const spent = page.getByText('Сумма покупок').locator('..');
  // «24 000 ₸» with whatever space the locale puts between the thousands.
  const digits = String(order.totals.total).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
  await expect(spent).toContainText(new RegExp(digits));
  await expect(page.getByRole('link', { name: new RegExp(order.number) })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`sort=email&order=asc&q=${tag}`));
  const rows = page.getByRole('table', { name: 'Список пользователей' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(`a-${tag}@lists.example`);
});
