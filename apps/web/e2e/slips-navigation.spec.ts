import type { Page } from '@playwright/test';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * The shopper's navigation slips (decision 094): a page opened by a typed address starts at its
 * top and its heading is not under the sticky header, Back returns where the shopper was; each
 * catalogue filter is a step of its own; a pasted paragraph is searched, not refused; a guest
 * reads a public outfit from the landing; an outfit's saved edit is not reopened by Back.
 */
test.describe.configure({ timeout: 90_000 });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` (instantly: the page's smooth scrolling is for people). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 50);
}

/** The bottom of the sticky header, where a page's content starts to be seen. */
const headerBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return { authorization: `Bearer ${token}` };
}

/** A public outfit of the signed-in shopper, of the first top the catalogue lists. */
async function createOutfit(page: Page, name: string): Promise<number> {
  const items = await page.request.get('/api/items/?category=top&limit=1');
  const [top] = (await items.json()) as { id: number }[];
  const response = await page.request.post('/api/outfits/', {
    headers: await bearer(page),
    data: { name, style: 'Повседневный', top_ids: [top!.id], is_public: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('a typed address opens at the top, its heading below the header; Back returns', async ({
      page,
      makeUser,
    }) => {
      const { email, password } = await makeUser();
      await signIn(page, email, password);
      await page.goto('/items');
      await expect(page.getByRole('article').nth(12)).toBeVisible({ timeout: 30_000 });
      await scrollTo(page, 1500);

      // Typed into the address bar (or an emailed link in the same tab): a new page, at its top.
      await page.goto('/outfits');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(await scrollY(page)).toBe(0);

      await page.goto('/items');
      await expect(page.getByRole('article').nth(12)).toBeVisible({ timeout: 30_000 });
      await scrollTo(page, 1500);
      const item = page.getByRole('article').nth(10).getByRole('link').first();
      await item.click();
      await expect(page).toHaveURL(/\/items\/\d+$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await page.waitForTimeout(500);
      const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));

      // Back: the catalogue where the shopper left it.
      await page.goBack();
      await expect(page).toHaveURL(/\/items$/);
      await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(1000);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(await scrollY(page)).toBe(0);
    });

    test('a pasted paragraph is searched by its first words, never refused', async ({ page }) => {
      const errors: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/items') && r.status() === 400) errors.push(r.status());
      });
      await page.goto('/items');
      const box = page.getByRole('searchbox', { name: 'Поиск по каталогу' });
      const pasted = 'Джинсы прямого кроя синие для города и поездок '.repeat(9).trim();
      expect(pasted.length).toBeGreaterThan(400);
      await box.fill(pasted);
      await box.press('Enter');
      const kept = await box.inputValue();
      expect(kept.length).toBeLessThanOrEqual(200);
      expect(pasted.startsWith(kept)).toBe(true);
      await expect(page).toHaveURL(/q=/);
      await expect(
        page.getByRole('article').or(page.getByText('Ничего не найдено')).first(),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Не удалось загрузить товары')).toBeHidden();
      await expect(page.getByText('Проверьте правильность заполнения полей')).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('a guest opens a public outfit from the landing; «Начать покупки» opens the catalogue', async ({
      page,
      browser,
      makeUser,
    }) => {
      // Someone's public outfit, newest, so the landing shows it.
      const author = await browser.newPage();
      const { email, password } = await makeUser();
      await signIn(author, email, password);
      const name = unique('Образ для гостя');
      const id = await createOutfit(author, name);
      await author.close();

      await page.goto('/');
      const card = page.getByRole('link', { name: new RegExp(name) }).first();
      // The shoppers' outfits come in when scrolled near.
      await expect(async () => {
        await page.mouse.wheel(0, 700);
        await expect(card).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/outfits/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      await page.goto('/');
      await page.getByRole('link', { name: 'Начать покупки' }).first().click();
      await expect(page).toHaveURL(/\/items$/);
    });

    test('after an outfit’s edit is saved, Back does not reopen the editor', async ({
      page,
      makeUser,
    }) => {
      const { email, password } = await makeUser();
      await signIn(page, email, password);
      const id = await createOutfit(page, unique('Образ до правки'));
      await page.goto('/outfits');
      await page.goto(`/outfits/${id}`);
      await page.getByRole('link', { name: 'Редактировать' }).click();
      await expect(page).toHaveURL(new RegExp(`/outfits/${id}/edit$`));
      const name = page.getByRole('textbox', { name: /Название/ });
      await name.fill(unique('Образ после правки'));
      await page.getByRole('button', { name: 'Сохранить изменения' }).click();
      await expect(page).toHaveURL(new RegExp(`/outfits/${id}$`));

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/outfits/${id}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/outfits$/);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Back steps through the filters: landing → «Для мужчин» → «Низ» → a sort', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Для мужчин/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/items\?gender=men$/);
    await page
      .getByRole('radiogroup', { name: /Категори/ })
      .getByText('Низ')
      .click();
    await expect(page).toHaveURL(/category=bottom/);
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);

    await page.goBack();
    await expect(page).toHaveURL(/category=bottom/);
    await expect(page).not.toHaveURL(/sort=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/items\?gender=men$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the round «Наверх» leaves «Создать образ» free', async ({ page, makeUser }) => {
    const { email, password } = await makeUser();
    await signIn(page, email, password);
    await page.goto('/outfits/new');
    const create = page.getByRole('button', { name: 'Создать образ' });
    await expect(create).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const up = page.getByRole('button', { name: 'Наверх' });
    await expect(up).toBeVisible();
    const [a, b] = [await create.boundingBox(), await up.boundingBox()];
    const overlaps =
      a!.x < b!.x + b!.width &&
      b!.x < a!.x + a!.width &&
      a!.y < b!.y + b!.height &&
      b!.y < a!.y + a!.height;
    expect(overlaps).toBe(false);
  });
});
