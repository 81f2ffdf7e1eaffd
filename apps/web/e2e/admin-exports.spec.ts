import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The admin's CSV exports against the real shop: an order placed by a shopper through the API is
 * in the orders file of the list's search, and the shopper is in the customers file with that
 * order — each file opened as Excel would (UTF-8 with its byte order mark, «;», CRLF).
 */

async function csvOf(download: Download): Promise<string[][]> {
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

async function exportFrom(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Скачать CSV' })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать CSV' }).click(),
  ]);
  return download;
}

test('an admin downloads the orders and the customers of a search as CSV files', async ({
  page,
  makeUser,
}) => {
  const surname = `Экспортова${Date.now()}`;
  const shopper = await makeUser({ firstName: 'Сауле', lastName: surname });
  const token = (
    (await (
      await page.request.post('/api/auth/token', {
        form: { username: shopper.email, password: shopper.password },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const [listed] = (await (await page.request.get('/api/items/?in_stock=true&limit=1')).json()) as {
    id: number;
  }[];
  const item = (await (await page.request.get(`/api/items/${listed!.id}`)).json()) as {
    price: number | null;
    variants: { id: number; price: number | null; stock: number }[];
  };
  const variant = item.variants.find((v) => v.stock > 0)!;
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      contact: { name: `Сауле ${surname}`, phone: '+7 701 555 12 34' },
      delivery: { method: 'courier', city: 'Алматы', street: 'ул. Панфилова', house: '1' },
      payment_method: 'cash_on_delivery',
      lines: [{ variant_id: variant.id, quantity: 1, price: variant.price ?? item.price }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { number: string; totals: { total: number } };

  const admin = await makeUser({ isAdmin: true });
  await signIn(page, admin.email, admin.password);

  const orders = await csvOf(await exportFrom(page, `/admin/orders?q=${surname}`));
  expect(orders[0]!.slice(0, 3)).toEqual(['Номер', 'Дата (UTC)', 'Статус']);
  expect(orders.slice(1).map((line) => line[0])).toEqual([order.number]);
  expect(orders[1]).toContain('Новый');
  expect(orders[1]).toContain('Алматы, ул. Панфилова, д. 1');

  const customers = await csvOf(await exportFrom(page, `/admin/users?q=${surname}`));
  const header = customers[0]!;
  expect(customers).toHaveLength(2);
  const row = Object.fromEntries(header.map((name, i) => [name, customers[1]![i]]));
  expect(row).toMatchObject({
    Email: shopper.email,
    Фамилия: surname,
    Заказов: '1',
    'Сумма заказов': String(order.totals.total).replace('.', ','),
  });
});
