import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createItem } from '@shop/api/testing';
import { expect, signIn, test, unique } from './fixtures';

/**
 * The product CSV import against the real shop: the admin's own items exported, one price changed
 * in the file as a spreadsheet would save it, the file previewed and applied, and the list shows
 * the new price.
 */
test('an admin changes a price through the exported CSV', async ({ page, db, makeUser }) => {
  const admin = await makeUser({ isAdmin: true });
  const name = unique('Тренч CSV');
  await createItem(db, {
    name,
    price: '45990',
    status: 'active',
    ownerId: admin.id,
    variants: [{ sku: `E2E-CSV-${admin.id}`, price: null, stock: 4 }],
  });
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/items?mine=1');
  await expect(page.getByText(name).first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать CSV' }).click(),
  ]);
  const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  const header = lines[0]!.replace(/^\uFEFF/, '').split(';');
  const price = header.indexOf('Цена');
  const edited = lines.map((line, i) => {
    if (i === 0 || !line.includes(name)) return line;
    const cells = line.split(';');
    cells[price] = '39990';
    return cells.join(';');
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'csv-import-')), 'items.csv');
  fs.writeFileSync(file, edited.join('\r\n'));

  await page.getByRole('button', { name: 'Загрузить CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка вещей из CSV' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByTestId('csv-import-counts')).toHaveText(
    'Новых: 0, изменится: 1, без изменений: 0, ошибок: 0',
  );
  await expect(dialog.getByText('45990 →')).toBeVisible();
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Загружено: новых вещей 0, изменено 1')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/39\s990/).first()).toBeVisible();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
