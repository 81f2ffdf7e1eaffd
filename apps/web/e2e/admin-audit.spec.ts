import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * The audit log against the real shop, at a desktop and on a phone: an admin changes an item's
 * price, and «Журнал изменений» names them and the change (a table on a desktop, cards on a
 * phone); the item's page lists it under «История изменений».
 */
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a price changed by an admin shows in the change log with their email', async ({
      page,
      db,
      makeUser,
    }) => {
      // Two pages of the admin area, each loading its chunk and the item: a loaded machine needs more.
      test.setTimeout(60_000);
      const admin = await makeUser({ isAdmin: true });
      // A draft: the shop's other specs search and count the catalogue, which it stays out of.
      const name = unique('Жилет для журнала');
      const { item } = await createItem(db, {
        name,
        status: 'draft',
        price: '1000.00',
        variants: [{ size: 'M', price: '1000.00' }],
      });
      await signIn(page, admin.email, admin.password);

      await page.goto(`/admin/items/${item.id}/edit`);
      // The item's own price, above its variants (on a phone a variant's card has a «Цена, ₸» too).
      const price = page.getByRole('textbox', { name: 'Цена, ₸', exact: true }).first();
      await expect(price).toHaveAccessibleDescription(/без цены вещь продаётся по ценам вариантов/);
      await price.fill('1200');
      await page.getByRole('button', { name: 'Сохранить' }).first().click();
      await expect(
        page.locator('.mantine-Notification-root').filter({ hasText: 'Товар успешно обновлён' }),
      ).toBeVisible();
      // Saving goes back to the list; the item's page now lists the change.
      await page.goto(`/admin/items/${item.id}/edit`);
      await expect(page.getByRole('region', { name: 'История изменений' })).toContainText(
        /Цена:\s1\s000\s→\s1\s200/,
      );

      await page
        .getByRole('navigation', { name: 'Разделы админ-панели' })
        .getByRole('link', {
          name: 'Журнал изменений',
        })
        .click();
      const entry = (
        size.phone
          ? page.getByRole('list', { name: 'Записи журнала изменений' }).getByRole('listitem')
          : page.getByRole('table', { name: 'Записи журнала изменений' }).getByRole('row')
      ).filter({ hasText: `Товар №${item.id}` });
      await expect(entry.getByRole('link', { name: admin.email })).toBeVisible();
      await expect(entry).toContainText('Изменил товар');
      await expect(entry).toContainText(/Цена:\s1\s000\s→\s1\s200/);
    });
  });
}
