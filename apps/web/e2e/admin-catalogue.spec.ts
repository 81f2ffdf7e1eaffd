import type { Page } from '@playwright/test';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * An item's way into the shop, at a desktop and on a phone: an admin saves a draft, which the
 * catalogue does not show, then publishes it from the admin list, and the catalogue finds it.
 */

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a draft stays out of the catalogue until it is published', async ({ page, makeUser }) => {
      const admin = await makeUser({ isAdmin: true });
      await signIn(page, admin.email, admin.password);
      const name = unique('Черновая штормовка');

      await page.goto('/admin/items/new');
      await page.getByLabel('Название').fill(name);
      await page.getByRole('textbox', { name: 'Статус' }).click();
      await page.getByRole('option', { name: 'Черновик' }).click();
      await page.getByRole('button', { name: 'Создать' }).click();
      await expect(toast(page, 'Товар успешно создан')).toBeVisible();
      await page.waitForURL('**/admin/items');

      const search = `/items?q=${encodeURIComponent(name)}`;
      await page.goto(search);
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

      await page.goto(`/admin/items?status=draft&q=${encodeURIComponent(name)}`);
      await page
        .getByRole('button', { name: `Опубликовать «${name}»` })
        .first()
        .click();
      await expect(toast(page, `Вещь «${name}» опубликована`)).toBeVisible();

      await page.goto(search);
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    });
  });
}
