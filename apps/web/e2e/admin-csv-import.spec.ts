import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { shoot } from './shots/shoot';

/** A line of the export: every cell quoted, «;» between them (no «;» inside these cells). */
const cellsOf = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
const lineOf = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(';');

/**
 * The product CSV round trip against the real shop, at a desktop and on a phone: the admin's own
 * item exported with its status, old price, description and pictures; the file loaded back
 * unchanged is «без изменений»; the price, the status and the stock changed in the file as a
 * spreadsheet saves it are previewed and applied, the dialog says what it did until «Готово»,
 * and the list shows the new price.
 */
for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('an admin exports the items, loads the file back and changes a price through it', async ({
      page,
      db,
      makeUser,
    }) => {
      const admin = await makeUser({ isAdmin: true });
      // A picture the shop has (the first demo item's): the trench is in the catalogue every
      // spec reads, where a picture that is not there would be a broken one.
      const seeded = (await (await page.request.get('/api/items/1')).json()) as {
        image_url: string;
      };
      const picture = seeded.image_url.replace(/^\/uploads\//, '');
      const name = unique('Тренч CSV');
      await createItem(db, {
        name,
        price: '45990',
        compareAtPrice: '52990',
        status: 'active',
        description: 'Тренч из хлопка.',
        images: [picture],
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
      const exported = fs.readFileSync((await download.path())!, 'utf8');
      const lines = exported.split('\r\n');
      const header = cellsOf(lines[0]!.replace(/^\uFEFF/, ''));
      const mine = cellsOf(lines.find((line) => line.includes(name))!);
      const cell = (column: string) => mine[header.indexOf(column)];
      expect(cell('Статус')).toBe('Активен');
      expect(cell('Старая цена')).toBe('52990');
      expect(cell('Описание')).toBe('Тренч из хлопка.');
      expect(cell('Фото')).toContain(picture);

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-import-'));
      const unchanged = path.join(dir, 'unchanged.csv');
      fs.writeFileSync(unchanged, exported);
      await page.getByRole('button', { name: 'Загрузить CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Загрузка вещей из CSV' });
      await dialog.locator('input[type="file"]').setInputFiles(unchanged);
      await expect(dialog.getByTestId('csv-import-counts')).toHaveText(
        `Новых: 0, изменится: 0, без изменений: ${lines.filter(Boolean).length - 1}, ошибок: 0`,
      );
      await expect(dialog.getByText('В файле нет изменений')).toBeVisible();

      const edited = lines.map((line) => {
        if (!line.includes(name)) return line;
        const cells = cellsOf(line);
        cells[header.indexOf('Цена')] = '39 990';
        cells[header.indexOf('Статус')] = 'Черновик';
        cells[header.indexOf('Остаток')] = '6';
        return lineOf(cells);
      });
      const changed = path.join(dir, 'items.csv');
      fs.writeFileSync(changed, edited.join('\r\n'));
      await dialog.locator('input[type="file"]').setInputFiles(changed);
      await expect(dialog.getByTestId('csv-import-counts')).toHaveText(
        /^Новых: 0, изменится: 1, без изменений: \d+, ошибок: 0$/,
      );
      await expect(dialog.getByText('45990 →')).toBeVisible();
      await dialog.getByRole('button', { name: 'Применить' }).click();
      const applied = dialog.getByTestId('csv-import-applied');
      await expect(applied).toContainText('Изменения применены');
      await expect(applied).toContainText('Загружено: новых вещей 0, изменено 1');
      await expect(dialog.getByText('Активен →').first()).toBeVisible();
      await shoot(page, `csv-import-applied-${size.viewport.width}`);
      await dialog.getByRole('button', { name: 'Готово' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/39\s990/).first()).toBeVisible();
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
}
