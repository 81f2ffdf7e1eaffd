import { createItem } from '@shop/api/testing';
import { expect, signIn, test } from './fixtures';

/**
 * The audit log against the real shop: an admin changes an item's price, and «Журнал изменений»
 * names them and the change; the item's page lists it under «История изменений».
 */
test('a price changed by an admin shows in the change log with their email', async ({
  page,
  db,
  makeUser,
}) => {
  // Two pages of the admin area, each loading its chunk and the item: a loaded machine needs more.
  test.setTimeout(60_000);
  const admin = await makeUser({ isAdmin: true });
  // A draft: the shop's other specs search and count the catalogue, which it stays out of.
  const name = `Жилет для журнала ${Date.now().toString(36)}`;
  const { item } = await createItem(db, {
    name,
    status: 'draft',
    price: '1000.00',
    variants: [{ size: 'M', price: '1000.00' }],
  });
  await signIn(page, admin.email, admin.password);

  await page.goto(`/admin/items/${item.id}/edit`);
  // The item's own price (each variant has a «Цена, ₸ N» of its own).
  const price = page.getByRole('textbox', { name: 'Цена, ₸', exact: true });
  await price.fill('1200');
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Товар успешно обновлен' }),
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
  const row = page
    .getByRole('table', { name: 'Записи журнала изменений' })
    .getByRole('row')
    .filter({ hasText: `Товар №${item.id}` });
  await expect(row.getByRole('link', { name: admin.email })).toBeVisible();
  await expect(row).toContainText('Изменил товар');
  await expect(row).toContainText(/Цена:\s1\s000\s→\s1\s200/);
});
