import type { Browser, Page } from '@playwright/test';
import { fullLengthPhoto, landscapePhoto } from '@shop/api/testing';
import { expect, signIn, test, unique } from './fixtures';

/**
 * The admin area against the real shop: an admin creates a moderator, the moderator manages
 * their own items (pictures, variants) but not the seeded ones, an admin's deactivation signs a
 * user out, and the lists and forms work on a phone.
 */

const PHONE = { width: 390, height: 844 };

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** A second, independent browser session (another person at another computer). */
async function otherSession(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    viewport,
  });
  return { context, page: await context.newPage() };
}

/** The page does not scroll sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('admin area', () => {
  test('an admin creates a moderator, who manages their own items but not the seeded ones', async ({
    page,
    browser,
    makeUser,
  }) => {
    test.setTimeout(90_000);
    const admin = await makeUser({ isAdmin: true });
    await signIn(page, admin.email, admin.password);

    // The admin lands on the users and sees every tab.
    await page.goto('/admin');
    await page.waitForURL('**/admin/users');
    const tabs = page.getByRole('navigation', { name: 'Разделы админ-панели' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Пользователи',
      'Вещи',
      'Заказы',
      'Промокоды',
      'Образы',
      'Парсер Lamoda',
      'Аналитика',
      'Система',
      'Журнал изменений',
    ]);

    // Create the moderator.
    const email = `${unique('moderator', '-')}@example.com`;
    const password = 'moderator-pass-1';
    await page.getByRole('link', { name: 'Добавить пользователя' }).click();
    await page.waitForURL('**/admin/users/new');
    // The address changes as the navigation starts: the list (with its «Поиск по email») stays
    // until the form is drawn, so the fields are looked for inside the form.
    const form = page.getByRole('form', { name: 'Данные пользователя' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Пароль').fill('short');
    await page.getByRole('button', { name: 'Создать' }).click();
    await expect(page.getByText('Пароль должен содержать минимум 8 символов')).toBeVisible();
    await form.getByLabel('Пароль').fill(password);
    await page.getByRole('switch', { name: /^Модератор/ }).check({ force: true });
    await page.getByRole('button', { name: 'Создать' }).click();
    await expect(toast(page, 'Пользователь успешно создан')).toBeVisible();
    await page.waitForURL('**/admin/users');
    await page.getByLabel('Поиск по email, имени или телефону').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Модератор')).toBeVisible();
    await expect(row.getByText('Активен')).toBeVisible();

    // The moderator signs in elsewhere and lands on the items.
    const moderator = await otherSession(browser);
    const mod = moderator.page;
    await signIn(mod, email, password);
    await mod.goto('/home');
    await mod.getByRole('link', { name: 'Админ' }).first().click();
    await mod.waitForURL('**/admin/items');
    await expect(
      mod.getByRole('navigation', { name: 'Разделы админ-панели' }).getByRole('link'),
    ).toHaveText(['Вещи', 'Аналитика']);

    // Seeded items belong to nobody: no edit, no delete for a moderator.
    const seededRow = mod.getByRole('row').filter({ hasText: 'Каталог магазина' }).first();
    await expect(seededRow).toBeVisible();
    await expect(seededRow.getByText('Только просмотр')).toBeVisible();
    await expect(seededRow.getByRole('link', { name: /^Изменить/ })).toHaveCount(0);
    const seededName = (await seededRow.getByRole('link').first().textContent())!.trim();
    const seededHref = await seededRow.getByRole('link').first().getAttribute('href');
    const seededId = Number(seededHref!.split('/').pop());

    // A new item with two pictures and a variant.
    const name = unique('Льняная рубашка', '-');
    const sku = unique('SKU', '-').toUpperCase();
    await mod.getByRole('link', { name: 'Добавить вещь' }).click();
    await mod.waitForURL('**/admin/items/new');
    await mod.getByRole('button', { name: 'Создать' }).click();
    await expect(mod.getByText('Название товара обязательно')).toBeVisible();
    await mod.getByLabel('Название').fill(name);
    await mod.getByLabel('Бренд').fill('Vesta');
    await mod.getByLabel('Цена, ₸', { exact: true }).fill('15990');
    await mod.getByLabel('Загрузить фотографии').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await fullLengthPhoto(600) },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await landscapePhoto() },
    ]);
    await expect(mod.getByAltText('front.jpg')).toBeVisible();
    await expect(mod.getByAltText('back.jpg')).toBeVisible();
    await mod.getByLabel('Фото по ссылке').fill('ftp://example.com/a.jpg');
    await mod.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(mod.getByText('URL должен начинаться с http:// или https://')).toBeVisible();
    await mod.getByLabel('Фото по ссылке').fill('');
    await mod.getByRole('button', { name: 'Добавить вариант' }).click();
    await mod.getByLabel('Размер 1').fill('M');
    await mod.getByLabel('SKU 1').fill(sku);
    await mod.getByLabel('Остаток 1').fill('3');
    await mod.getByRole('button', { name: 'Создать' }).click();
    await expect(toast(mod, 'Товар успешно создан')).toBeVisible();
    await mod.waitForURL('**/admin/items');

    // «Только мои»: the new item, with its owner, variant and edit.
    // The switch lives in the address (?mine=1): it turns on once the navigation is done. A user
    // clicks its visible label (the input itself is drawn over by the track).
    await mod.locator('label', { hasText: 'Только мои' }).click();
    await expect(mod.getByRole('switch', { name: 'Только мои' })).toBeChecked();
    const mine = mod.getByRole('row').filter({ hasText: name });
    await expect(mine).toBeVisible();
    await expect(mine.getByText(/^15\s?990\s?₸$/)).toBeVisible();
    await mine.getByRole('link', { name: `Изменить «${name}»` }).click();
    await mod.waitForURL(/\/admin\/items\/\d+\/edit$/);
    await expect(mod.getByRole('button', { name: /^Удалить изображение/ })).toHaveCount(2);
    await expect(mod.getByLabel('SKU 1')).toHaveValue(sku);

    // The seeded item: no form to fill in vain, and the server refuses the change anyway.
    await mod.goto(`/admin/items/${seededId}/edit`);
    await expect(mod.getByRole('alert')).toHaveText(
      'Эту вещь может изменять только её владелец или администратор.',
    );
    await expect(mod.getByLabel('Название')).toHaveCount(0);
    const modToken = await mod.evaluate(() => localStorage.getItem('access_token'));
    const refused = await mod.request.put(`/api/items/${seededId}`, {
      headers: { authorization: `Bearer ${modToken}` },
      data: { name: `${seededName} (чужое)` },
    });
    expect(refused.status()).toBe(403);

    // The moderator deletes their item (and leaves the demo catalogue as it was).
    await mod.goto('/admin/items?mine=1');
    await mod
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Удалить «${name}»` })
      .click();
    await mod.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(mod, `Вещь «${name}» удалена`)).toBeVisible();
    await expect(mod.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // Not an admin: the users page is closed, and the page says so.
    await mod.goto('/admin/users');
    await expect(mod.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await expect(mod).toHaveURL(/\/admin\/users$/);
    await moderator.context.close();
  });

  test('an admin deactivates a user, whose next navigation goes to /login', async ({
    page,
    browser,
    makeUser,
  }) => {
    // Two people sign in (two password hashes) and one of them is signed out by the server.
    test.setTimeout(60_000);
    const admin = await makeUser({ isAdmin: true });
    const shopper = await makeUser();

    const other = await otherSession(browser);
    await signIn(other.page, shopper.email, shopper.password);
    await other.page.goto('/favorites');
    await expect(other.page.getByRole('heading', { name: 'Избранное' })).toBeVisible();

    await signIn(page, admin.email, admin.password);
    await page.goto(`/admin/users/${shopper.id}/edit`);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await page.getByRole('switch', { name: /^Активен/ }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Пользователь успешно обновлён')).toBeVisible();
    await page.waitForURL('**/admin/users');
    await page.getByLabel('Поиск по email, имени или телефону').fill(shopper.email);
    await expect(
      page.getByRole('row').filter({ hasText: shopper.email }).getByText('Неактивен'),
    ).toBeVisible();

    await other.page.goto('/profile');
    await other.page.waitForURL('**/login');
    await other.context.close();
  });

  test('the item list and form on a phone: cards, one column, scrolling tabs', async ({
    page,
    makeUser,
  }) => {
    const moderator = await makeUser({ isModerator: true });
    await page.setViewportSize(PHONE);
    await signIn(page, moderator.email, moderator.password);
    await page.goto('/admin/items');

    const list = page.getByRole('list', { name: 'Список вещей' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'Добавить вещь' }).click();
    await page.waitForURL('**/admin/items/new');
    const brandField = page.getByRole('textbox', { name: 'Бренд' });
    const categoryField = page.getByRole('textbox', { name: 'Категория' });
    await expect(brandField).toBeVisible();
    await expect(categoryField).toBeVisible();
    const brand = await brandField.boundingBox();
    const category = await categoryField.boundingBox();
    // One column: the fields sit under each other at full width.
    expect(category!.y).toBeGreaterThan(brand!.y + brand!.height - 1);
    expect(Math.abs(category!.x - brand!.x)).toBeLessThan(2);
    expect(brand!.width).toBeGreaterThan(PHONE.width * 0.7);

    await page.getByRole('button', { name: 'Добавить вариант' }).click();
    const variant = page.getByRole('group', { name: 'Вариант 1' });
    await expect(variant.getByLabel('SKU')).toBeVisible();
    await expectNoSidewaysScroll(page);

    const save = await page.getByRole('button', { name: 'Создать' }).boundingBox();
    expect(save!.width).toBeGreaterThan(100);
  });
});
