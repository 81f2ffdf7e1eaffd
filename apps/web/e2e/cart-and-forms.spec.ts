import type { APIRequestContext, Page } from '@playwright/test';
import { createItem, setVariantStock } from '@shop/api/testing';
import { expect, openDrawnPage, signIn, test } from './fixtures';

/**
 * The cart and the forms on a phone (390×844, touch, a phone's browser, so the catalogue and item
 * pages come drawn by the server, decision 037), against the real shop (decision 050): a returning
 * guest's cart, «В корзину» at the stock limit, a sold-out line, typing into /checkout at once,
 * and the first field in error brought into view.
 */
const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
test.use(phone);
// Whole journeys with several page loads on a shared machine.
test.describe.configure({ timeout: 90_000 });

const buyButton = (page: Page) =>
  page.getByTestId('buy-bar').getByRole('button', { name: 'Добавить в корзину' });
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const money = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** A signed-in shopper's cart line, put there through the API as another device would. */
async function addThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
  variantId: number,
  quantity = 1,
) {
  const token = (await (
    await request.post('/api/auth/token', {
      form: { username: account.email, password: account.password },
    })
  ).json()) as { access_token: string };
  const answer = await request.post(`/api/cart/${variantId}?qty=${quantity}`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  expect(answer.ok()).toBe(true);
}

test('a returning guest entering at a drawn item page still has the cart, and adds to it', async ({
  page,
  browser,
  db,
}) => {
  const { item: first } = await createItem(db, { name: 'Футболка для возвращения', price: '7000' });
  const { item: second } = await createItem(db, { name: 'Шарф для возвращения', price: '3000' });

  // A tap before the app has taken over the page does nothing: wait for it.
  await openDrawnPage(page, `/items/${first.id}`);
  await buyButton(page).click();
  await expect(toast(page, 'Товар добавлен в корзину')).toBeVisible();
  const storage = await page.context().storageState();

  // A new visit: a new page load with the same browser storage, straight to another item.
  const context = await browser.newContext({
    ...phone,
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    storageState: storage,
  });
  const again = await context.newPage();
  const errors: string[] = [];
  again.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  expect(await openDrawnPage(again, `/items/${second.id}`)).toBe(true);
  await expect(again.getByRole('link', { name: 'Корзина: 1' })).toBeVisible();

  await buyButton(again).click();
  await expect(toast(again, 'Товар добавлен в корзину')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Корзина: 2' })).toBeVisible();
  await again.goto('/cart');
  await expect(again.getByRole('listitem', { name: 'Футболка для возвращения' })).toBeVisible();
  await expect(again.getByRole('listitem', { name: 'Шарф для возвращения' })).toBeVisible();
  expect(money(await again.getByTestId('cart-total').textContent())).toBe('10 000 ₸');
  // The drawn page was adopted as drawn: no hydration error on the way.
  expect(errors).toEqual([]);
  await context.close();
});

test('«Добавить в корзину» at the stock limit says the last one is in the cart already', async ({
  page,
  db,
}) => {
  const { item } = await createItem(db, { name: 'Последняя сумка', variants: [{ stock: 1 }] });
  await openDrawnPage(page, `/items/${item.id}`);
  await buyButton(page).click();
  await expect(toast(page, 'Товар добавлен в корзину')).toBeVisible();

  await buyButton(page).click();
  await expect(toast(page, 'В корзине уже последний товар')).toBeVisible();
  await expect(toast(page, 'Товар добавлен в корзину')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Корзина: 1' })).toBeVisible();
});

test('a sold-out line is marked, left out of «Итого» and of the order, and the cart says so', async ({
  page,
  request,
  db,
  makeUser,
}) => {
  const shopper = await makeUser();
  const { item: coat, variants: coatVariants } = await createItem(db, {
    name: 'Куртка в наличии', // not a coat: search.spec wants «пальто» to find nothing
    price: '10000',
  });
  const { variants: hatVariants } = await createItem(db, {
    name: 'Шапка распродана',
    price: '5000',
    variants: [{ stock: 1 }],
  });
  await addThroughApi(request, shopper, coatVariants[0]!.id);
  await addThroughApi(request, shopper, hatVariants[0]!.id);
  await setVariantStock(db, hatVariants[0]!.id, 0);

  await signIn(page, shopper.email, shopper.password);
  await page.goto('/cart');
  const hat = page.getByRole('listitem', { name: 'Шапка распродана' });
  await expect(hat.getByText('Нет в наличии')).toBeVisible();
  await expect(hat.getByText('Не войдёт в заказ')).toBeVisible();
  expect(money(await page.getByTestId('cart-total').textContent())).toBe('10 000 ₸');
  await expect(page.getByTestId('cart-sold-out-note')).toHaveText(
    '1 товар закончился: он не войдёт в заказ и не учтён в сумме.',
  );

  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const lines = page.getByRole('list', { name: 'Товары заказа' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem', { name: coat.name })).toBeVisible();
  await expect(page.getByTestId('checkout-left-out')).toBeVisible();
});

test('fields typed into /checkout at once are all kept', async ({
  page,
  request,
  db,
  makeUser,
}) => {
  const newcomer = await makeUser({ firstName: '', lastName: '' });
  const { variants } = await createItem(db, { name: 'Платье для заказа' });
  await addThroughApi(request, newcomer, variants[0]!.id);
  await signIn(page, newcomer.email, newcomer.password);

  await page.goto('/checkout');
  // As soon as the fields are there, with no pause: name, phone and city.
  await page.getByLabel(/^Имя получателя/).fill('Дана Ержанова');
  await page.getByLabel(/^Телефон/).fill('+7 701 555 44 33');
  await page.getByLabel(/^Город/).fill('Алматы');
  // Whatever arrives meanwhile (the cart, the options, the profile) has arrived by now.
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^Улица/).fill('Абая');
  await page.getByLabel(/^Дом/).fill('10');

  await expect(page.getByLabel(/^Имя получателя/)).toHaveValue('Дана Ержанова');
  await expect(page.getByLabel(/^Телефон/)).toHaveValue('+7 701 555 44 33');
  await expect(page.getByLabel(/^Город/)).toHaveValue('Алматы');
  await expect(page.getByLabel(/^Улица/)).toHaveValue('Абая');
});

test('tapping «Подтвердить заказ» with errors brings the first field in error into view and focus', async ({
  page,
  request,
  db,
  makeUser,
}) => {
  const newcomer = await makeUser({ firstName: '', lastName: '' });
  const { variants } = await createItem(db, { name: 'Юбка для заказа' });
  await addThroughApi(request, newcomer, variants[0]!.id);
  await signIn(page, newcomer.email, newcomer.password);

  await page.goto('/checkout');
  const submit = page.getByRole('button', { name: 'Подтвердить заказ' });
  await submit.scrollIntoViewIfNeeded();
  const name = page.getByLabel(/^Имя получателя/);
  await expect(name).not.toBeInViewport();
  await submit.tap();

  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Укажите имя получателя');
});

test('tapping «Сохранить изменения» with an error brings it into view, with no «Изменений не обнаружено»', async ({
  page,
  makeUser,
}) => {
  const shopper = await makeUser();
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/settings');
  const phoneField = page.getByLabel('Телефон');
  await phoneField.fill('12');
  const save = page.getByRole('button', { name: 'Сохранить изменения' });
  await save.scrollIntoViewIfNeeded();
  await expect(phoneField).not.toBeInViewport();
  await save.tap();

  await expect(phoneField).toBeFocused();
  await expect(phoneField).toBeInViewport();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(1000);
  await expect(toast(page, 'Изменений не обнаружено')).toHaveCount(0);
});

test('a login error is said once, inline', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password-123');
  await page.getByRole('button', { name: 'Войти', exact: true }).tap();
  await expect(page.getByTestId('form-error')).toHaveText('Неверный email или пароль');
  await expect(page.getByText('Неверный email или пароль')).toHaveCount(1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
});
