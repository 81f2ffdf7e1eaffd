import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Checkout and orders against the real shop (seeded catalogue, the demo pickup points and
 * delivery prices, no SMTP, so every email waits in the outbox): a shopper on a phone orders from
 * the catalogue with courier delivery and payment on delivery; an admin at a desktop confirms and
 * ships the order; the shopper sees «Отправлен» and the emails are in the outbox.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function session(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    viewport,
  });
  return { context, page: await context.newPage() };
}

/** «37 980 ₸» (ru-RU groups digits with a no-break space; KZT is shown as ₸). */
function price(amount: number) {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
  return new RegExp(`^${digits}\\s?₸$`);
}

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a phone order with courier delivery and payment on delivery is shipped by the admin and the shopper sees «Отправлен»', async ({
  browser,
  makeUser,
  makeItem,
}) => {
  test.setTimeout(120_000);
  const shopper = await makeUser({ firstName: 'Айгерим', lastName: 'Сейткали' });
  const admin = await makeUser({ isAdmin: true });
  const item = await makeItem();
  const variant = item.variants[0]!;
  const unit = variant.price ?? item.price ?? 0;

  // --- the shopper, on a phone: catalogue search → item → cart → checkout ---------------------------
  // Signed in at a desktop size, then the phone: the sign-in page is not what this journey checks.
  const phone = await session(browser, DESKTOP);
  const page = phone.page;
  await signIn(page, shopper.email, shopper.password);
  await page.setViewportSize(PHONE);
  await page.goto('/items');
  await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(item.name);
  // The search applies after its debounce and the list is drawn anew: a tap on a card that is
  // being replaced lands on nothing, so it is tapped again until the item opens.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(async () => {
    await page.getByRole('link', { name: item.name }).first().click();
    await page.waitForURL(`**/items/${item.id}`, { waitUntil: 'commit', timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  // The page shows one colour at a time: the variant's colour first, when the item has several.
  await expect(page.getByRole('group', { name: 'Размеры', exact: true })).toBeVisible();
  const colours = page.getByRole('group', { name: 'Цвет', exact: true });
  if (variant.color && (await colours.count()) > 0)
    await colours.getByRole('button', { name: variant.color, exact: true }).click();
  // A single size may come chosen already; choosing it again keeps it.
  const size = page
    .getByRole('group', { name: 'Размеры', exact: true })
    .locator('button:not([disabled])')
    .filter({ hasText: new RegExp(`^${variant.size!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Добавить в корзину' }).first().click();
  await expect(page.getByRole('link', { name: 'Корзина: 1' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Корзина: 1' }).first().click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await page.waitForURL('**/checkout');

  await expect(page.getByLabel('Имя получателя')).toHaveValue('Айгерим Сейткали');
  // Courier delivery is the default; its price follows the demo rules (1 500 ₸, free from 25 000 ₸).
  const delivery = unit >= 25_000 ? 0 : 1500;
  await expect(page.getByTestId('order-items-total')).toHaveText(price(unit));
  await expect(page.getByTestId('order-delivery-price')).toHaveText(
    delivery === 0 ? 'Бесплатно' : price(delivery),
  );
  await expect(page.getByTestId('order-total')).toHaveText(price(unit + delivery));
  await expect(page.getByRole('radio', { name: /Оплата при получении/ })).toBeChecked();

  // Validation in Russian before anything is sent.
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByText('Укажите телефон')).toBeVisible();
  await expect(page.getByText('Укажите город')).toBeVisible();
  await page.getByLabel('Телефон').fill('+7 701 123-45-67');
  await page.getByLabel('Город').fill('Алматы');
  await page.getByLabel('Улица').fill('проспект Абая');
  await page.getByLabel('Дом').fill('10');
  await page.getByLabel('Квартира или офис').fill('25');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();

  await page.waitForURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const number = `V-${String(orderId).padStart(6, '0')}`;
  await expect(page.getByRole('heading', { level: 1, name: `Заказ ${number}` })).toBeVisible();
  await expect(page.getByText(/Спасибо! Заказ оформлен/)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Новый');
  await expect(
    page.getByRole('list', { name: 'Товары заказа' }).getByRole('listitem', { name: item.name }),
  ).toBeVisible();
  await expect(page.getByTestId('order-address')).toHaveText(
    'г. Алматы, проспект Абая, д. 10, кв./офис 25',
  );
  await expect(page.getByTestId('order-total')).toHaveText(price(unit + delivery));
  // The ordered line left the cart.
  await expect(page.getByRole('link', { name: 'Корзина: 0' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // --- the admin, at a desktop: finds the order, confirms it, ships it ------------------------
  const desk = await session(browser, DESKTOP);
  await signIn(desk.page, admin.email, admin.password);
  await desk.page.goto('/admin/orders');
  await desk.page.getByLabel('Поиск заказа').fill(number);
  const link = desk.page.getByRole('link', { name: `Открыть заказ ${number}` });
  await expect(link).toBeVisible();
  await link.click();
  // An in-app navigation: the address changes, no document loads (a picture still loading on the
  // list must not hold the test).
  await desk.page.waitForURL(`**/admin/orders/${orderId}`, { waitUntil: 'commit' });
  // Payment on delivery: an admin confirms it; nothing beyond the next step is offered.
  await expect(desk.page.getByRole('button', { name: 'Отметить доставленным' })).toHaveCount(0);
  await desk.page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(desk.page, `Заказ ${number}: Подтверждён`)).toBeVisible();
  await desk.page.getByLabel('Комментарий к статусу').fill('Курьер приедет завтра с 10 до 14');
  await desk.page.getByRole('button', { name: 'Отметить отправленным' }).click();
  await expect(toast(desk.page, `Заказ ${number}: Отправлен`)).toBeVisible();
  await expect(desk.page.getByTestId('order-status').first()).toHaveText('Отправлен');

  // No SMTP here: the emails wait in the outbox, one per step.
  const emails = desk.page.getByRole('region', { name: 'Письма по заказу' });
  await expect(emails.getByText(`Заказ ${number}: отправлен`)).toBeVisible();
  await expect(emails.getByText(`Заказ ${number}: подтверждён`)).toBeVisible();
  await expect(emails.getByText(`Заказ ${number} принят`)).toBeVisible();
  await desk.page.goto('/admin/orders/emails');
  await expect(desk.page.getByText(/SMTP не настроен/)).toBeVisible();
  const shipped = desk.page.getByRole('listitem').filter({ hasText: `Заказ ${number}: отправлен` });
  await expect(shipped.getByText(`Кому: ${shopper.email}`)).toBeVisible();
  await expect(shipped.getByText('Сохранено')).toBeVisible();

  // --- the shopper sees it shipped, with the admin's note, and may no longer cancel ----------
  await page.goto('/orders');
  const card = page.getByRole('link', { name: `Открыть заказ ${number}` });
  await expect(card.getByText('Отправлен')).toBeVisible();
  await card.click();
  await expect(page.getByTestId('order-status')).toHaveText('Отправлен');
  await expect(page.getByText('Курьер приедет завтра с 10 до 14')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

  await phone.context.close();
  await desk.context.close();
});
