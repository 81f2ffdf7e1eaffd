import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * What people expect of a shop on a phone (390×844, touch; decision 051): Back closes the photo
 * zoom, the filter drawer and the menu instead of leaving the page, and closing them by ✕ leaves
 * no extra step behind; the outfit's name, price and «В корзину» are on the first screen; the
 * outfit search lives in the address; the sort order and the history's view time are not cut off.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each test walks several pages (and signs in): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Back in the browser, for a page of this app (a move inside the page, no load). */
async function back(page: Page) {
  await page.evaluate(() => window.history.back());
}

/** Whether a control's text is wider than the room its box leaves for it. */
async function textIsCut(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const text = select.selectedOptions[0]?.textContent ?? '';
    const probe = document.createElement('span');
    probe.textContent = text;
    probe.style.font = style.font;
    probe.style.letterSpacing = style.letterSpacing;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return needed > room;
  });
}

test('Back closes the photo zoom and stays on the item; its ✕ leaves no extra step', async ({
  page,
}) => {
  await page.goto('/items');
  // An item with photos: other tests add items without any, and those come first, sometimes a
  // whole page of them, so the feed is scrolled on until one shows.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const pictured = page.getByRole('article').filter({ hasNot: page.getByText('Нет фото') });
  for (let more = 0; more < 10 && (await pictured.count()) === 0; more++) {
    const shown = await page.getByRole('article').count();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('article')).not.toHaveCount(shown);
  }
  await pictured.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/items\/\d+$/);
  const item = path(page);

  await page
    .getByRole('button', { name: /Увеличить фото/ })
    .first()
    .click();
  const zoom = page.getByRole('dialog');
  await expect(zoom.getByTestId('zoom-image')).toBeVisible();
  await back(page);
  await expect(zoom).toBeHidden();
  expect(path(page)).toBe(item);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Closed by its ✕, the zoom takes its step out again: Back then leaves the item.
  await page
    .getByRole('button', { name: /Увеличить фото/ })
    .first()
    .click();
  await expect(zoom.getByTestId('zoom-image')).toBeVisible();
  await zoom.getByRole('button', { name: 'Закрыть' }).click();
  await expect(zoom).toBeHidden();
  await page.waitForTimeout(300);
  expect(path(page)).toBe(item);
  await back(page);
  await expect(page).toHaveURL(/\/items$/);
});

test('Back closes the filter drawer and keeps the filters chosen in it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/items');
  // The first page of a busy machine's shop can take a while.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Фильтры/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: /Обувь/ }).click();
  await expect(drawer.getByRole('radio', { name: /Обувь/ })).toBeChecked();
  await expect(page).toHaveURL(/category=footwear/);

  await back(page);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/items\?.*category=footwear/);
  await expect(page.getByRole('button', { name: /Фильтры/ })).toBeVisible();
  // One Back more leaves the catalogue: the drawer left no step of its own behind. The landing
  // was a page load of its own, so this Back loads it again (waited for, not evaluated in a page
  // that goes away).
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Back closes the menu; a page opened from the menu goes back to where the menu was', async ({
  page,
  makeUser,
}) => {
  const shopper = await makeUser();
  await signIn(page, shopper.email, shopper.password);
  // Signed in on /home, then /favorites: the last Back below returns to /home.
  await page.goto('/home');
  await page.goto('/favorites');
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await back(page);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/favorites$/);

  await burger.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  await back(page);
  await expect(page).toHaveURL(/\/favorites$/);
  await back(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('an outfit shows its name, price and «В корзину» on the first screen', async ({
  page,
  makeUser,
}) => {
  const shopper = await makeUser();
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/outfits');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/outfits\/\d+$/);

  const name = page.getByRole('heading', { level: 1 });
  const price = page.getByTestId('outfit-total');
  const buy = page.getByRole('button', { name: /корзину/ }).first();
  for (const part of [name, price, buy]) await expect(part).toBeVisible();
  // Above the tab bar at the bottom of the screen, without scrolling.
  const tabBar = await page.locator('nav').last().boundingBox();
  const screenEnd = Math.min(844, tabBar && tabBar.y > 600 ? tabBar.y : 844);
  for (const part of [name, price, buy]) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(screenEnd);
  }
  // The outfit's picture still comes first, whole and not a thumbnail.
  const picture = (await page
    .getByRole('img', { name: /^Образ «/ })
    .first()
    .boundingBox())!;
  expect(picture.height).toBeGreaterThan(250);
});

test('the outfit search is kept in the address: a reload and Back from an outfit keep it', async ({
  page,
  makeUser,
}) => {
  const shopper = await makeUser();
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/outfits');
  const first = page.getByRole('article').first();
  const name = (await first.getAttribute('aria-label'))!;
  const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;

  const box = page.getByRole('searchbox', { name: 'Поиск образов' });
  // The list is counted once the search's own answer is drawn, not the whole list before it.
  const searched = page.waitForResponse(
    (response) => /\/api\/outfits\/?\?/.test(response.url()) && /[?&]q=/.test(response.url()),
  );
  await box.fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await searched;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('article', { name })).toBeVisible();
  const cards = await page.getByRole('article').count();

  await page.reload();
  await expect(box).toHaveValue(word);
  await expect(page.getByRole('article')).toHaveCount(cards);

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/outfits\/\d+$/);
  await back(page);
  await expect(page).toHaveURL(new RegExp(`/outfits\\?q=${encodeURIComponent(word)}`));
  await expect(box).toHaveValue(word);
  await expect(page.getByRole('article')).toHaveCount(cards);
});

test('the sort order and the history’s view time read whole at 390 px', async ({
  page,
  makeUser,
}) => {
  await page.goto('/items?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5');
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await expect(sort).toHaveValue('relevance', { timeout: 30_000 });
  // With filters chosen «Фильтры» carries a count and takes more room.
  await page.goto('/items?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&in_stock=1&category=top');
  await expect(sort).toHaveValue('relevance', { timeout: 30_000 });
  expect(await textIsCut(sort)).toBe(false);
  for (const order of ['price_desc', 'price_asc', 'popular', 'rating', 'new']) {
    await sort.selectOption(order);
    expect(await textIsCut(sort), order).toBe(false);
  }

  const shopper = await makeUser();
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/items');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/items\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The view is written as the item is served: the history shows it once that has landed.
  const time = page.getByTestId('viewed-time').first();
  await expect(async () => {
    await page.goto('/history');
    await expect(time).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(time).toContainText(/\d{4}\s*г\.,\s*\d{1,2}:\d{2}$/);
  const whole = await time.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const card = element.closest('article')!.getBoundingClientRect();
    return (
      element.scrollWidth <= element.clientWidth &&
      element.scrollHeight <= element.clientHeight + 1 &&
      box.right <= card.right &&
      getComputedStyle(element).textOverflow !== 'ellipsis'
    );
  });
  expect(whole).toBe(true);
});
