import { createItem } from '@shop/api/testing';
import { expect, signIn, test } from '../fixtures';
import { shoot, SIZES } from './shoot';

/** The product CSV import's preview: a changed price, a new item and a line with errors. */
test('the product CSV import preview', async ({ page, db, makeUser }) => {
  const admin = await makeUser({ isAdmin: true });
  const { item } = await createItem(db, {
    name: 'Тренч из хлопка',
    brand: 'VESTA',
    price: '45990',
    ownerId: admin.id,
    variants: [{ sku: `SHOT-TR-${admin.id}`, price: null, stock: 4 }],
  });
  const file = [
    'ID товара;Название;Бренд;Категория;Цена;SKU;Размер;Остаток',
    `${item.id};Тренч из хлопка;VESTA;Верх;39990;SHOT-TR-${admin.id};;7`,
    `;Джинсы прямые;VESTA;Низ;15990;SHOT-J30-${admin.id};30;5`,
    `;Кеды белые;VESTA;Посуда;abc;SHOT-K-${admin.id};40;-1`,
  ].join('\r\n');
  await signIn(page, admin.email, admin.password);
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/items?mine=1');
    await page.getByRole('button', { name: 'Загрузить CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Загрузка вещей из CSV' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'items.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await expect(dialog.getByTestId('csv-import-counts')).toBeVisible();
    await shoot(page, `admin-csv-import-${label}`);
  }
});
