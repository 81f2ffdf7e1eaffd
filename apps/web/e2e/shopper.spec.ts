import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, signInWithForm, test } from './fixtures';

/**
 * The shopper area against the real shop (seeded catalogue of 150 items): cart with the guest
 * merge, favourites with their revert, history, settings and avatar upload.
 */

interface SeedVariant {
  id: number;
  size: string | null;
  color: string | null;
  price: number | null;
  stock: number;
}

interface SeedItem {
  id: number;
  name: string;
  price: number | null;
  variants: SeedVariant[];
}

/** An item of the seeded catalogue with a variant that has at least `stock` pieces. */
async function itemWithStock(request: APIRequestContext, id: number, stock = 3) {
  for (let candidate = id; candidate < id + 40; candidate += 1) {
    const response = await request.get(`/api/items/${candidate}`);
    if (!response.ok()) continue;
    const item = (await response.json()) as SeedItem;
    const variant = item.variants.find((v) => v.stock >= stock && v.size);
    if (variant) return { item, variant, price: variant.price ?? item.price ?? 0 };
  }
  throw new Error('No item with stock in the seeded catalogue');
}

/** Picks the variant on the item page and adds it to the cart. */
async function addToCart(page: Page, itemId: number, variant: SeedVariant) {
  await page.goto(`/items/${itemId}`);
  // The colour first (decision 028): its sizes are the ones shown.
  await expect(page.locator('[data-sizes]')).toBeVisible();
  const swatch = page.getByRole('button', { name: variant.color ?? '', exact: true });
  if (variant.color && (await swatch.count())) await swatch.click();
  await page
    .locator('[data-sizes] button:not([disabled])')
    .filter({ hasText: new RegExp(`^${variant.size!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
}

/** «37 980 ₸» (ru-RU groups digits with a no-break space; KZT is shown as ₸). */
function price(amount: number) {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');
  return new RegExp(`^${digits}\\s?₸$`);
}

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

test.describe('cart', () => {
  test('a guest’s cart is merged at sign-in and the local copy goes away', async ({
    page,
    makeUser,
    request,
  }) => {
    const user = await makeUser();
    const { item, variant } = await itemWithStock(request, 1);

    await addToCart(page, item.id, variant);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length))
      .toBe(1);
    await expect(page.getByRole('link', { name: 'Корзина: 1' }).first()).toBeVisible();

    await signInWithForm(page, user.email, user.password);
    await expect(page.getByRole('link', { name: 'Корзина: 1' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: item.name });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: item.name })).toHaveAttribute(
      'href',
      `/items/${item.id}`,
    );
    // Stored on the server: another session of the same user sees it.
    await page.reload();
    await expect(page.getByRole('listitem', { name: item.name })).toBeVisible();
  });

  test('changing the quantity updates the totals and survives a reload; «Оформить заказ» opens checkout', async ({
    page,
    makeUser,
    request,
  }) => {
    const user = await makeUser();
    const { item, variant, price: unit } = await itemWithStock(request, 20, 3);
    await signIn(page, user.email, user.password);
    await addToCart(page, item.id, variant);
    await expect(page.getByRole('link', { name: 'Корзина: 1' })).toBeVisible();

    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: item.name });
    await expect(line.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await line.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2 товара');
    await expect(page.getByTestId('cart-total')).toHaveText(price(unit * 2));
    await expect(page.getByRole('link', { name: 'Корзина: 2' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2 товара');

    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться в корзину' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByTestId('cart-count')).toHaveText('2 товара');

    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await page
      .getByRole('dialog', { name: 'Очистить корзину?' })
      .getByRole('button', { name: 'Очистить' })
      .click();
    await expect(page.getByText('Ваша корзина пуста')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Ваша корзина пуста')).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('the heart flips at once, and flips back when the server fails', async ({
    page,
    makeUser,
    request,
  }) => {
    const user = await makeUser();
    const { item } = await itemWithStock(request, 40, 1);
    await signIn(page, user.email, user.password);
    await page.goto(`/items/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

    const heart = page.getByRole('button', { name: 'Добавить в избранное' }).first();
    // The heart flips before the server answers; a second press waits for that answer.
    const saved = page.waitForResponse((r) => /\/api\/items\/\d+\/favorite$/.test(r.url()));
    await heart.click();
    expect((await saved).ok()).toBe(true);
    const pressed = page.getByRole('button', { name: 'Убрать из избранного' }).first();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Избранное: 1' })).toBeVisible();

    await page.route('**/api/items/*/favorite', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Boom' }),
      }),
    );
    await pressed.click();
    await expect(toast(page, 'Не удалось обновить избранное')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Убрать из избранного' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Избранное: 1' })).toBeVisible();
    await page.unroute('**/api/items/*/favorite');

    await page.goto('/favorites');
    await expect(page.getByRole('article', { name: item.name })).toBeVisible();
  });
});

test.describe('history', () => {
  test('an opened item is listed in /history until the history is cleared', async ({
    page,
    makeUser,
    request,
  }) => {
    const user = await makeUser();
    const { item } = await itemWithStock(request, 60, 1);
    await signIn(page, user.email, user.password);
    await page.goto('/history');
    await expect(page.getByText('История просмотров пуста')).toBeVisible();

    await page.goto(`/items/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await page.goto('/history');
    const card = page.getByRole('article', { name: item.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/items/${item.id}`);

    await page.getByRole('button', { name: 'Очистить историю' }).click();
    await expect(page.getByText('История просмотров пуста')).toBeVisible();
    await page.reload();
    await expect(page.getByText('История просмотров пуста')).toBeVisible();
  });
});

test.describe('profile and settings', () => {
  test('settings show every validation message and save only what changed', async ({
    page,
    makeUser,
  }) => {
    const user = await makeUser({ firstName: 'Асель' });
    await signIn(page, user.email, user.password);
    await page.goto('/settings');

    await page.getByLabel('Телефон').fill('12-ab');
    await page.getByLabel('Дата рождения').fill('2999-01-01');
    const height = page.getByLabel('Рост');
    // A minus typed is kept and refused, never silently dropped.
    await height.pressSequentially('-170');
    await expect(height).toHaveValue('-170');
    await page.getByLabel('Вес').fill('0');
    await page.getByLabel('Ссылка на аватар').fill('ftp://example.com/me.png');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();

    await expect(page.getByText('Некорректный телефонный номер')).toBeVisible();
    await expect(page.getByText('Дата рождения не может быть в будущем')).toBeVisible();
    // Under the height and under the weight.
    await expect(page.getByText('Числовые параметры должны быть положительными')).toHaveCount(2);
    await expect(
      page.getByText(
        'Ссылка на аватар должна быть абсолютной (http:// или https://) или начинаться с /',
      ),
    ).toBeVisible();

    await page.getByLabel('Телефон').fill('+7 701 123 45 67');
    await page.getByLabel('Дата рождения').fill('1995-04-12');
    await height.fill('170');
    await page.getByLabel('Вес').fill('58');
    await page.getByLabel('Ссылка на аватар').fill('');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(toast(page, 'Профиль обновлён')).toBeVisible();

    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(toast(page, 'Изменений не обнаружено')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('+7 701 123-45-67')).toBeVisible();
    await expect(page.getByText('12 апреля 1995 г.')).toBeVisible();
    await expect(page.getByText('170 см')).toBeVisible();
    await expect(page.getByText('58 кг')).toBeVisible();
  });

  test('the avatar refuses a file over 10 MB, uploads an image and can be deleted', async ({
    page,
    makeUser,
  }) => {
    const user = await makeUser();
    await signIn(page, user.email, user.password);
    await page.goto('/settings');
    const input = page.getByLabel('Файл аватара');

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    const tooLarge = toast(page, 'Файл слишком большой');
    await expect(tooLarge).toBeVisible();
    await expect(tooLarge).toContainText('Максимальный размер файла — 10 МБ');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(toast(page, 'Неверный тип файла')).toContainText(
      'Пожалуйста, выберите изображение',
    );

    // A real 4×4 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOo0nSBIwbiOAB7Aw5xTVlCCQAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Аватар обновлён')).toBeVisible();
    // The uploaded avatar shows as the picture, not as its «/uploads/…» path (decision 027).
    await expect(
      page.locator('section[aria-labelledby="avatar-title"] img[src*="/uploads/"]'),
    ).toBeVisible();
    await expect(page.getByLabel('Ссылка на аватар')).toHaveValue('');

    await page.getByRole('button', { name: 'Удалить аватар' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить аватар?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect(toast(page, 'Аватар удалён')).toBeVisible();
    await expect(page.getByLabel('Ссылка на аватар')).toHaveValue('');
  });
});
