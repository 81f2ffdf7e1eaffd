import { createItem } from '@shop/api/testing';
import { expect, SIZES, test, unique } from './fixtures';

/**
 * The size guide of an item starts at the smallest size the item sells, and its caption names
 * only the columns its table has (men's jeans on sale from 42 showed a guide from 44, with a
 * caption about an «EU» column and chest measuring that the table did not have).
 */
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('men’s jeans sold from 42: the guide starts at 42 and speaks of its own columns', async ({
      page,
      db,
    }) => {
      const name = unique('Джинсы прямые для таблицы');
      const { item } = await createItem(db, {
        name,
        category: 'bottom',
        gender: 'men',
        brand: "Levi's",
        variants: ['42', '44', '46'].map((s) => ({ size: s, stock: 3, price: '30000.00' })),
      });
      await page.goto(`/items/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('button', { name: 'Таблица размеров' }).click();
      const guide = page.getByRole('dialog', { name: /^Таблица размеров/ });
      const table = guide.getByRole('table');
      await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('42');
      // Each abbreviation the caption explains is a column of the table, and the advice on
      // measuring speaks of trousers' measures, not of a chest the table has no column for.
      const columns = await table.getByRole('columnheader').allTextContents();
      const explained = [
        ...((await table.locator('caption').textContent()) ?? '').matchAll(/\b(INT|RU|W|EU) —/g),
      ].map((match) => match[1]);
      expect(explained.length).toBeGreaterThan(0);
      for (const abbreviation of explained) expect(columns).toContain(abbreviation);
      expect(columns).not.toContain('Грудь');
      await expect(guide.getByText(/^Грудь измеряют/)).toHaveCount(0);
    });
  });
}
