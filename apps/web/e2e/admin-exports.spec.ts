import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import {
  expect,
  type MakeUser,
  type ShownItem,
  signIn,
  SIZES,
  type Size,
  test,
  unique,
} from './fixtures';

/**
 * The admin's CSV exports against the real shop, at a desktop and on a phone: an order placed by a
 * shopper through the API is in the orders file of the list's search (typed in the list's search
 * box; on a phone in the «Фильтры» drawer), and the shopper is in the customers file with that
 * order — each file opened as Excel would (UTF-8 with its byte order mark, «;», CRLF). The
 * shopper's surname is `unique`: the other case's order (or any spec's) is never in the file.
 */

async function csvOf(download: Download): Promise<string[][]> {
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map(unquoted));
}

/** A cell as written: every cell is quoted, a quote inside doubled. */
const unquoted = (cell: string) => cell.replace(/^"([\s\S]*)"$/, '$1').replace(/""/g, '"');

/**
 * Opens a list, types its search as its user would and presses «Скачать CSV» at once, not waiting
 * for the list to search (issue 40: the file held what the list had searched at typing's last
 * pause). On a phone the orders list keeps its search in the «Фильтры» drawer: Escape closes it
 * first, and the search typed there stays. The file is what the list then shows.
 */
async function exportFrom(page: Page, size: Size, url: string, search: string, words: string) {
  await page.goto(url);
  const button = page.getByRole('button', { name: 'Скачать CSV' });
  await expect(button).toBeEnabled();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  // The orders list keeps its filters in a drawer on a phone; the customers list has no drawer.
  const inDrawer = size.phone && url.startsWith('/admin/orders');
  if (inDrawer) await page.getByRole('button', { name: 'Фильтры' }).click();
  const box = (inDrawer ? drawer : page).getByRole('searchbox', { name: search });
  await box.pressSequentially(words);
  if (inDrawer) {
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words)}(&|$)`));
  if (inDrawer) await page.getByRole('button', { name: 'Фильтры (1)' }).click();
  await expect(page.getByRole('searchbox', { name: search })).toHaveValue(words);
  return download;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    test('an admin downloads the orders and the customers of a search as CSV files', async ({
      page,
      makeUser,
      makeItem,
    }) => {
      await journey(page, size, makeUser, await makeItem());
    });
  });
}

type Placed = { number: string; totals: { total: number } };

/** A shopper named Сауле `surname`, who has placed one order for `item` through the API. */
async function shopperWithOrder(page: Page, makeUser: MakeUser, item: ShownItem, surname: string) {
  const shopper = await makeUser({ firstName: 'Сауле', lastName: surname });
  const token = (
    (await (
      await page.request.post('/api/auth/token', {
        form: { username: shopper.email, password: shopper.password },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const variant = item.variants[0]!;
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
  return { shopper, order: (await placed.json()) as Placed };
}

async function journey(page: Page, size: Size, makeUser: MakeUser, item: ShownItem) {
  const surname = unique('Экспортова', '');
  const { shopper, order } = await shopperWithOrder(page, makeUser, item, surname);
  // A namesake of this test's own making: her surname differs from the one searched only in its
  // last letter, so a file of less than the whole typed name (a search not yet settled) has her.
  const namesake = `${surname.slice(0, -1)}${surname.endsWith('z') ? 'y' : 'z'}`;
  await shopperWithOrder(page, makeUser, item, namesake);

  const admin = await makeUser({ isAdmin: true });
  await signIn(page, admin.email, admin.password);

  const orders = await csvOf(
    await exportFrom(page, size, '/admin/orders', 'Поиск заказа', surname),
  );
  expect(orders[0]!.slice(0, 3)).toEqual(['Номер', 'Дата (UTC)', 'Статус']);
  expect(orders.slice(1).map((line) => line[0])).toEqual([order.number]);
  expect(orders[1]).toContain('Новый');
  expect(orders[1]).toContain('Алматы, ул. Панфилова, д. 1');

  const customers = await csvOf(
    await exportFrom(page, size, '/admin/users', 'Поиск по email, имени или телефону', surname),
  );
  const header = customers[0]!;
  expect(customers).toHaveLength(2);
  const row = Object.fromEntries(header.map((name, i) => [name, customers[1]![i]]));
  expect(row).toMatchObject({
    Email: shopper.email,
    Фамилия: surname,
    Заказов: '1',
    'Сумма заказов': String(order.totals.total).replace('.', ','),
  });
}
