import type { APIRequestContext, Page } from '@playwright/test';
import { ORDER_LIMITS, STORAGE_KEYS } from '@shop/contract';
import { latestEmailTo } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * The shopper's submits (decision 094): a double-clicked review is posted once and a
 * double-clicked «Добавить в корзину» adds one; sign-up and sign-in started from the checkout go
 * back to it, as does the emailed confirmation; a reload of the checkout keeps what was typed.
 */
test.describe.configure({ timeout: 90_000 });

type SeedItem = { id: number; variants: { id: number; size: string | null; stock: number }[] };

/** An item whose first variant with a size has stock: its page and that size's label. */
async function itemInStock(request: APIRequestContext) {
  const listed = (await (await request.get('/api/items/?page=1')).json()) as { id: number }[];
  for (const { id } of listed) {
    const item = (await (await request.get(`/api/items/${id}`)).json()) as SeedItem;
    const variant = item.variants.find((v) => v.stock >= 3 && v.size);
    if (variant) return { id: item.id, variant };
  }
  throw new Error('No item in stock in the catalogue');
}

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return { authorization: `Bearer ${token}` };
}

/** Chooses the item page's first size that can be bought. */
async function chooseSize(page: Page) {
  const sizes = page.getByRole('group', { name: 'Размеры', exact: true });
  await expect(sizes).toBeVisible({ timeout: 30_000 });
  const size = sizes.locator('button:not([disabled])').first();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('a double-clicked review is posted once', async ({ page, makeUser }) => {
      const { email, password } = await makeUser();
      await signIn(page, email, password);
      const items = await page.request.get('/api/items/?category=top&limit=1');
      const [top] = (await items.json()) as { id: number }[];
      const created = await page.request.post('/api/outfits/', {
        headers: await bearer(page),
        data: { name: unique('Образ для отзыва'), style: 'Повседневный', top_ids: [top!.id] },
      });
      const outfit = (await created.json()) as { id: number };

      await page.goto(`/outfits/${outfit.id}`);
      const text = unique('Сидит отлично');
      await page.getByRole('textbox', { name: 'Ваш отзыв' }).fill(text);
      await page.getByRole('button', { name: 'Отправить' }).dblclick();
      await expect(page.getByText(text)).toHaveCount(1);
      await page.waitForTimeout(1500);
      const listed = await page.request.get(`/api/outfits/${outfit.id}/comments`);
      const reviews = (await listed.json()) as { content: string }[];
      expect(reviews.filter((r) => r.content === text)).toHaveLength(1);
      await page.reload();
      await expect(page.getByText(text)).toHaveCount(1);
    });

    test('a double-clicked «Добавить в корзину» adds one, for a guest and signed in', async ({
      page,
      makeUser,
    }) => {
      const { id } = await itemInStock(page.request);
      await page.goto(`/items/${id}`);
      await chooseSize(page);
      await page.getByRole('button', { name: 'Добавить в корзину' }).first().dblclick();
      await page.waitForTimeout(1500);
      const guestCart = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { quantity: number }[],
        STORAGE_KEYS.cart,
      );
      expect(guestCart.map((line) => line.quantity)).toEqual([1]);

      // A new account without the guest's line (sign-in would merge it into theirs).
      const { email, password } = await makeUser();
      await signIn(page, email, password);
      await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.cart);
      await page.goto(`/items/${id}`);
      await chooseSize(page);
      await page.getByRole('button', { name: 'Добавить в корзину' }).first().dblclick();
      await page.waitForTimeout(1500);
      const cart = await page.request.get('/api/cart/', { headers: await bearer(page) });
      const lines = (await cart.json()) as { quantity: number }[];
      expect(lines.map((line) => line.quantity)).toEqual([1]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sign-up from the checkout returns to it, and so does the emailed confirmation', async ({
    page,
    db,
  }) => {
    const { id } = await itemInStock(page.request);
    await page.goto(`/items/${id}`);
    await chooseSize(page);
    await page.getByRole('button', { name: 'Добавить в корзину' }).first().click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const email = `${unique('checkout', '-')}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('my-secret-pass');
    await page.getByLabel('Повторите пароль').fill('my-secret-pass');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    let link: string | undefined;
    await expect.poll(async () => (link = (await latestEmailTo(db, email)).link)).toBeTruthy();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await page.getByRole('link', { name: 'Вернуться к оформлению' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('sign-in from the checkout returns to it', async ({ page, makeUser }) => {
    const { email, password } = await makeUser();
    const { id } = await itemInStock(page.request);
    await page.goto(`/items/${id}`);
    await chooseSize(page);
    await page.getByRole('button', { name: 'Добавить в корзину' }).first().click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a reload of the checkout keeps the name, phone, address and pickup point', async ({
    page,
    makeUser,
  }) => {
    const { email, password } = await makeUser();
    await signIn(page, email, password);
    const { id } = await itemInStock(page.request);
    await page.goto(`/items/${id}`);
    await chooseSize(page);
    await page.getByRole('button', { name: 'Добавить в корзину' }).first().click();
    await page.goto('/checkout');
    // The name takes as many characters as its message says it may (it took 120 and said 100).
    const recipient = page.getByLabel('Имя получателя');
    await recipient.fill('Д'.repeat(130));
    await expect(recipient).toHaveValue('Д'.repeat(ORDER_LIMITS.nameMax));
    await recipient.fill('Дана Нурланова');
    await page.getByLabel('Телефон').fill('+7 701 555 44 33');
    await page.getByLabel('Город').fill('Алматы');
    await page.getByLabel('Улица').fill('Абая');
    await page.getByLabel('Дом').fill('10');
    await page.reload();
    await expect(page.getByLabel('Имя получателя')).toHaveValue('Дана Нурланова');
    await expect(page.getByLabel('Телефон')).toHaveValue(/701/);
    await expect(page.getByLabel('Город')).toHaveValue('Алматы');
    await expect(page.getByLabel('Дом')).toHaveValue('10');

    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    const point = page.getByRole('radiogroup', { name: 'Пункт самовывоза' }).getByRole('radio');
    await point.first().check();
    await page.reload();
    await expect(page.getByRole('radio', { name: /Самовывоз/ })).toBeChecked();
    await expect(point.first()).toBeChecked();
    await expect(page.getByLabel('Имя получателя')).toHaveValue('Дана Нурланова');
  });
});
