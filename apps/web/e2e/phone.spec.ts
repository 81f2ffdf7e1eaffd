import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The shop on a phone (390×844, touch), against the real shop and its demo catalogue: the price
 * filter typed without pauses, sort beside «Фильтры», a colour that changes the pictures, the buy
 * bar, the cart count in the phone header, the guest's /cart and sign-in at «Оформить заказ», and
 * the first tap on «Сохранить изменения» (decisions 027 and 028).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface DetailImage {
  image_url: string;
  color: string | null;
}
interface DetailVariant {
  id: number;
  size: string | null;
  color: string | null;
  stock: number;
}
interface Detail {
  id: number;
  name: string;
  color: string | null;
  images: DetailImage[];
  variants: DetailVariant[];
}

/** A demo item sold in two colours that can both be bought, with pictures of each. */
async function twoColourItem(request: APIRequestContext) {
  const list = (await (await request.get('/api/items/?limit=100')).json()) as { id: number }[];
  for (const { id } of list) {
    const item = (await (await request.get(`/api/items/${id}`)).json()) as Detail;
    const colours = [...new Set(item.variants.map((v) => v.color))];
    const other = colours.find((c) => c && c !== item.color);
    const sized = item.variants.find((v) => v.color === other && v.stock >= 1 && v.size);
    const mainInStock = item.variants.some((v) => v.color === item.color && v.stock > 0);
    if (other && sized && mainInStock) {
      const picture = (colour: string | null) =>
        item.images.find((image) => image.color === colour)!.image_url;
      return {
        item,
        other,
        variant: sized,
        mainPicture: picture(item.color),
        otherPicture: picture(other),
      };
    }
  }
  throw new Error('No demo item in two colours');
}

const galleryPicture = (page: Page) =>
  page.getByRole('region', { name: 'Фотографии товара' }).locator('img').first();

test('a guest on a phone: price typed without pauses, sort, colour, buy bar, header cart, /cart and sign-in at checkout', async ({
  page,
  request,
  makeUser,
}) => {
  const shopper = await makeUser();
  await page.goto('/items');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Sort beside «Фильтры», with no search the newest items first.
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await expect(sort).toBeVisible();
  await expect(sort).toHaveValue('new');
  const filters = page.getByRole('button', { name: /Фильтры/ });
  const [sortBox, filtersBox] = [await sort.boundingBox(), await filters.boundingBox()];
  expect(Math.abs(sortBox!.y - filtersBox!.y)).toBeLessThan(8);

  // «От» 10000, Tab, «До» 30000 with no pause between keys.
  const expected = (await (
    await request.get('/api/items/facets?price_min=10000&price_max=30000')
  ).json()) as { total: number };
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  const from = drawer.getByRole('textbox', { name: 'От' });
  const to = drawer.getByRole('textbox', { name: 'До' });
  await from.click();
  await from.pressSequentially('10000');
  await page.keyboard.press('Tab');
  await to.pressSequentially('30000');
  await expect(to).toHaveValue('30 000');
  await expect(from).toHaveValue('10 000');
  // «Показать (N)» follows the price while the field still has the focus.
  await expect(to).toBeFocused();
  await expect(drawer.getByRole('button', { name: `Показать (${expected.total})` })).toBeVisible();
  await expect(page).toHaveURL(/price_min=10000&price_max=30000/);
  await drawer.getByRole('button', { name: `Показать (${expected.total})` }).click();
  await expect(drawer).toBeHidden();

  // A colour changes the pictures, «Цвет» and the sizes.
  const { item, other, variant, mainPicture, otherPicture } = await twoColourItem(request);
  await page.goto(`/items/${item.id}`);
  await expect(galleryPicture(page)).toHaveAttribute('src', new RegExp(`${mainPicture}$`));
  await expect(page.getByTestId('chosen-color')).toHaveText(`Цвет: ${item.color}`);
  await page.getByRole('button', { name: other, exact: true }).tap();
  await expect(page.getByTestId('chosen-color')).toHaveText(`Цвет: ${other}`);
  await expect(galleryPicture(page)).toHaveAttribute('src', new RegExp(`${otherPicture}$`));
  await expect(page.getByRole('row', { name: `Цвет ${other}` })).toBeAttached();

  // The buy bar stays on screen above the tabs; without a size it asks for one.
  const bar = page.getByTestId('buy-bar');
  const barBox = (await bar.boundingBox())!;
  const tabsBox = (await page.getByRole('navigation', { name: 'Быстрые разделы' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabsBox.y + 1);
  expect(barBox.y).toBeGreaterThan(844 / 2);
  await bar.getByRole('button', { name: 'Выбрать размер' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Выберите размер' })).toBeVisible();
  await page
    .locator('[data-sizes] button:not([disabled])')
    .filter({ hasText: new RegExp(`^${variant.size!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .tap();
  await bar.getByRole('button', { name: 'Добавить в корзину' }).tap();

  // The toast says what happened, below the header, whose cart now counts 1.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Корзина: 1' })).toBeVisible();
  const toast = page.locator('.mantine-Notification-root').filter({
    hasText: 'Товар добавлен в корзину',
  });
  await expect(toast).toBeVisible();
  const [toastBox, headerBox] = [await toast.boundingBox(), await header.boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await toast.getByRole('button', { name: 'Перейти в корзину' }).tap();

  // A guest's /cart: the line with the picture of its colour, no sign-in gate.
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem', { name: item.name });
  await expect(line).toBeVisible();
  await expect(line.getByText(`Цвет: ${other}`, { exact: false })).toBeVisible();
  await expect(line.locator('img')).toHaveAttribute('src', new RegExp(`${otherPicture}$`));
  await expect(page.getByRole('dialog', { name: 'Требуется авторизация' })).toHaveCount(0);

  // «Оформить заказ» asks to sign in and goes on to the checkout, the cart merged into the
  // account's.
  await page.getByRole('button', { name: 'Оформить заказ' }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Войдите, чтобы оформить заказ' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Пароль', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).tap();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(item.name).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Корзина: 1' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Войдите, чтобы оформить заказ' }),
  ).toHaveCount(0);
});

test('the first tap on «Сохранить изменения» saves the brand left unfinished', async ({
  page,
  makeUser,
}) => {
  const shopper = await makeUser();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, shopper.email, shopper.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const brands = page.getByRole('textbox', { name: 'Любимые бренды' });
  await brands.tap();
  await brands.pressSequentially('Zara');
  const save = page.getByRole('button', { name: 'Сохранить изменения' });
  await save.scrollIntoViewIfNeeded();
  await save.tap();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Профиль обновлён' }),
  ).toBeVisible();
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/profile/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()) as { favorite_brands: string[] };
  });
  expect(profile.favorite_brands).toEqual(['Zara']);
});
