import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, SIZES, signIn, test, unique } from './fixtures';
import { shoot } from './shots/shoot';

/**
 * Promo codes against the real shop, at a desktop and on a phone: an admin makes a code on
 * «Промокоды»; a shopper applies it at checkout, sees the discount before paying, places the order,
 * and the order's page (the shopper's and the admin's) shows «Скидка по промокоду».
 */

/** «37 980 ₸», with or without the leading «−» (ru-RU groups digits with a no-break space). */
function price(amount: number, minus = false) {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
  return new RegExp(`^${minus ? '−' : ''}${digits}\\s?₸$`);
}

async function session(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    viewport,
  });
  return { context, page: await context.newPage() };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test(`${size.name}: an admin makes a promo code, a shopper applies it at checkout and the order keeps the discount`, async ({
    browser,
    makeUser,
    makeItem,
  }) => {
    test.setTimeout(120_000);
    const admin = await makeUser({ isAdmin: true });
    const shopper = await makeUser({ firstName: 'Дана', lastName: 'Омарова' });
    const item = await makeItem();
    const variant = item.variants[0]!;
    const unit = variant.price ?? item.price ?? 0;
    const code = unique('SALE', '').toUpperCase();

    // --- the admin makes a 10 % code ------------------------------------------------------------
    const desk = await session(browser, size.viewport);
    await signIn(desk.page, admin.email, admin.password);
    await desk.page.goto('/admin/promo-codes');
    await expect(desk.page.getByRole('heading', { name: 'Промокоды' })).toBeVisible();
    await expect(
      desk.page
        .getByRole('navigation', { name: 'Разделы админ-панели' })
        .getByRole('link', { name: 'Промокоды' }),
    ).toHaveAttribute('aria-current', 'page');
    await desk.page.getByRole('button', { name: 'Новый промокод' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Новый промокод' });
    await dialog.getByLabel('Код').fill(code.toLowerCase());
    await dialog.getByLabel('Скидка, %').fill('10');
    await dialog.getByLabel('Сколько раз можно использовать').fill('100');
    await shoot(desk.page, `promo-form-${size.viewport.width}`);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    const card = desk.page.getByRole('listitem').filter({ hasText: code });
    await expect(card).toContainText('−10 % · на все товары');
    await expect(card).toContainText('Использован 0 из 100');
    await expectNoSidewaysScroll(desk.page);
    await shoot(desk.page, `promo-list-${size.viewport.width}`);

    // --- the shopper applies it at checkout ---------------------------------------------------
    const shop = await session(browser, size.viewport);
    const page = shop.page;
    const token = await signIn(page, shopper.email, shopper.password);
    const added = await page.request.post(`/api/cart/${variant.id}?qty=1`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/checkout');
    await expect(page.getByTestId('order-items-total')).toHaveText(price(unit));

    await page.getByLabel('Промокод').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Промокод не найден')).toBeVisible();

    await page.getByLabel('Промокод').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Применить' }).click();
    const discount = Math.floor(unit / 10);
    // The demo delivery: 1 500 ₸ by courier, free from 25 000 ₸ paid for the items.
    const delivery = unit - discount >= 25_000 ? 0 : 1500;
    await expect(page.getByTestId('checkout-promo-applied')).toContainText(
      `Промокод ${code} применён`,
    );
    await expect(page.getByText(`Скидка по промокоду ${code}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-discount')).toHaveText(price(discount, true));
    await expect(page.getByTestId('order-total')).toHaveText(price(unit - discount + delivery));
    await expectNoSidewaysScroll(page);
    await shoot(page, `promo-checkout-${size.viewport.width}`);

    await page.getByLabel('Телефон').fill('+7 701 765-43-21');
    await page.getByLabel('Город').fill('Алматы');
    await page.getByLabel('Улица').fill('улица Панфилова');
    await page.getByLabel('Дом').fill('98');
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText(`Скидка по промокоду ${code}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-discount')).toHaveText(price(discount, true));
    await expect(page.getByTestId('order-total')).toHaveText(price(unit - discount + delivery));
    await expect(
      page.getByRole('list', { name: 'Товары заказа' }).getByRole('listitem', { name: item.name }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, `promo-order-${size.viewport.width}`);

    // --- the admin sees the discount on the order and one use of the code ---------------------
    await desk.page.goto(`/admin/orders/${orderId}`);
    await expect(desk.page.getByText(`Скидка по промокоду ${code}`, { exact: true })).toBeVisible();
    await expect(desk.page.getByTestId('order-discount')).toHaveText(price(discount, true));
    await desk.page.goto('/admin/promo-codes');
    await expect(desk.page.getByRole('listitem').filter({ hasText: code })).toContainText(
      'Использован 1 из 100',
    );

    await shop.context.close();
    await desk.context.close();
  });
}
