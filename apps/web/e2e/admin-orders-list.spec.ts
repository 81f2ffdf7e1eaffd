import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, test, unique } from './fixtures';

/**
 * The admin orders list against the real shop, at a desktop and on a phone: 22 orders of one
 * buyer (found by a word of their own) fill two pages; the list sorts on the server by a column,
 * keeps page, filters and order in the address (Back returns to them), filters by days, and
 * moves ticked orders to one status, naming the ones the server refused.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const ORDERS = 22;

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/token', { form: { username: email, password } });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function session(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    viewport,
  });
  return { context, page: await context.newPage() };
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Today and tomorrow as the list's day fields take them (UTC days, as the API reads them). */
function days() {
  const today = new Date();
  const tomorrow = new Date(today.getTime() + 24 * 3600_000);
  return { today: today.toISOString().slice(0, 10), tomorrow: tomorrow.toISOString().slice(0, 10) };
}

test('the admin orders list pages, sorts, filters by days and changes ticked orders’ status', async ({
  browser,
  db,
  makeUser,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = unique('Списков', '');
  const shopper = await makeUser();
  const admin = await makeUser({ isAdmin: true });
  const { item, variants } = await createItem(db, {
    name: `Шарф для списка заказов ${marker}`,
    price: '1000.00',
    variants: [{ size: 'M', stock: 500, price: '1000.00' }],
  });
  const shopperToken = await tokenOf(request, shopper.email, shopper.password);
  const adminToken = await tokenOf(request, admin.email, admin.password);
  const placed: { id: number; number: string; quantity: number }[] = [];
  for (let n = 1; n <= ORDERS; n += 1) {
    // The largest order is the 7th (9 pieces); the others 1–3 pieces.
    const quantity = n === 7 ? 9 : (n % 3) + 1;
    const response = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${shopperToken}`, 'idempotency-key': randomUUID() },
      data: {
        contact: { name: `${marker} Покупатель ${n}`, phone: '+7 701 111-22-33' },
        delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
        payment_method: 'cash_on_delivery',
        lines: [{ variant_id: variants[0]!.id, quantity, price: 1000 }],
      },
    });
    expect(response.status()).toBe(201);
    const order = (await response.json()) as { id: number; number: string };
    placed.push({ ...order, quantity });
  }
  const biggest = placed[6]!;
  const newest = placed[ORDERS - 1]!;
  const delivered = placed[ORDERS - 2]!;
  for (const status of ['confirmed', 'shipped', 'delivered'])
    await request.patch(`/api/orders/${delivered.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { status },
    });

  // --- at a desktop ---------------------------------------------------------------------------
  const desk = await session(browser, DESKTOP);
  const page = desk.page;
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/orders?q=${marker}`);
  const table = page.getByRole('table', { name: 'Список заказов' });
  await expect(page.getByTestId('orders-found')).toHaveText(`Найдено ${ORDERS} заказа`);
  // Newest first, 20 a page.
  await expect(table.getByRole('row').nth(1)).toContainText(newest.number);
  await expect(table.getByRole('row')).toHaveCount(21);

  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table.getByRole('row')).toHaveCount(ORDERS - 20 + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(placed[1]!.number);

  await page.getByRole('button', { name: 'Сортировать по столбцу «Сумма»' }).click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).toContainText(biggest.number);
  await expect(page.getByRole('columnheader', { name: /Сумма/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The order's page and Back: the same order of the list.
  await table.getByRole('link', { name: `Открыть заказ ${biggest.number}` }).click();
  await page.waitForURL(`**/admin/orders/${biggest.id}`, { waitUntil: 'commit' });
  await page.goBack();
  await expect(page).toHaveURL(/q=.*sort=total/);
  await expect(table.getByRole('row').nth(1)).toContainText(biggest.number);

  // Days: none tomorrow, all of them today.
  const { today, tomorrow } = days();
  await page.getByLabel('С даты').fill(tomorrow);
  await expect(page.getByText('Ни один заказ не подходит под эти условия')).toBeVisible();
  await page.getByLabel('С даты').fill(today);
  await page.getByLabel('По дату').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByTestId('orders-found')).toHaveText(`Найдено ${ORDERS} заказа`);

  // Back to newest first; tick the newest (new) and the delivered one, cancel both.
  // The date column starts newest first: the default, left out of the address.
  await page.getByRole('button', { name: 'Сортировать по столбцу «Дата»' }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(table.getByRole('row').nth(1)).toContainText(newest.number);
  await table.getByRole('checkbox', { name: `Выбрать заказ ${newest.number}` }).check();
  await table.getByRole('checkbox', { name: `Выбрать заказ ${delivered.number}` }).check();
  await expect(page.getByText('Выбрано: 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Новый статус' }).click();
  await page.getByRole('option', { name: 'Отменён' }).click();
  await page.getByRole('button', { name: 'Сменить статус' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сменить статус заказов' });
  await expect(dialog).toContainText('Перевести выбранные заказы (2) в статус «Отменён»?');
  await dialog.getByRole('button', { name: 'Сменить статус' }).click();
  const outcome = toast(page, 'Изменено: 1, пропущено: 1');
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText(
    `Заказ ${delivered.number} не изменён. Из статуса «Доставлен» нельзя перейти в «Отменён»`,
  );
  const newestRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Открыть заказ ${newest.number}` }) });
  await expect(newestRow).toContainText('Отменён');
  await expect(page.getByText('Выбрано: 2')).toHaveCount(0);

  // The cancel returned the stock, as a single cancel does.
  const history = (await (
    await request.get(`/api/admin/items/${item.id}/stock`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { reason: string; delta: number; order_id: number | null }[];
  expect(history.find((m) => m.order_id === newest.id && m.reason === 'cancel')?.delta).toBe(
    newest.quantity,
  );
  await desk.context.close();

  // --- on a phone -----------------------------------------------------------------------------
  const phone = await session(browser, PHONE);
  const mobile = phone.page;
  await signIn(mobile, admin.email, admin.password);
  await mobile.goto(`/admin/orders?q=${marker}`);
  const cards = mobile.getByRole('list', { name: 'Список заказов' });
  await expect(cards.getByRole('listitem')).toHaveCount(20);
  await expect(mobile.getByRole('table')).toHaveCount(0);

  await mobile.getByRole('button', { name: /Фильтры/ }).click();
  const drawer = mobile.getByRole('dialog', { name: 'Фильтры' });
  await drawer.getByRole('textbox', { name: 'Сортировка' }).click();
  await mobile.getByRole('option', { name: 'Сначала дорогие' }).click();
  await expect(mobile).toHaveURL(/sort=total/);
  await mobile.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(cards.getByRole('listitem').first()).toContainText(biggest.number);

  await mobile.getByRole('button', { name: 'Страница 2' }).click();
  await expect(mobile).toHaveURL(/page=2/);
  await expect(cards.getByRole('listitem')).toHaveCount(ORDERS - 20);

  // The smallest orders close the second page; the first of them (one piece) is still new.
  const smallest = placed[2]!;
  await cards.getByRole('checkbox', { name: `Выбрать заказ ${smallest.number}` }).check();
  await expect(mobile.getByText('Выбрано: 1')).toBeVisible();
  await mobile.getByRole('textbox', { name: 'Новый статус' }).click();
  await mobile.getByRole('option', { name: 'Подтверждён' }).click();
  await mobile.getByRole('button', { name: 'Сменить статус' }).click();
  await mobile
    .getByRole('dialog', { name: 'Сменить статус заказов' })
    .getByRole('button', { name: 'Сменить статус' })
    .click();
  await expect(toast(mobile, 'Изменено: 1')).toBeVisible();
  await expect(cards.getByRole('listitem').filter({ hasText: smallest.number })).toContainText(
    'Подтверждён',
  );
  const overflow = await mobile.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.context.close();
});
