import type { Page } from '@playwright/test';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/**
 * A re-import keeps what the owner changed by hand: an item imported from the Lamoda stand-in is
 * renamed in the admin form, the same product is imported again from the UI, and the item keeps
 * the owner's name while the import still reports it.
 */

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Runs a one-product full import through the API and answers the item it made or updated. */
async function importOne(page: Page, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/catalog/parse', {
    headers,
    data: { query: 'all', limit: 1, domain: 'kz' },
  });
  expect(started.ok()).toBe(true);
  const { task_id: taskId } = (await started.json()) as { task_id: string };
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`/api/catalog/tasks/${taskId}/status`, { headers });
        return ((await status.json()) as { state: string }).state;
      },
      { timeout: 30_000 },
    )
    .toBe('SUCCESS');
  const result = await page.request.get(`/api/catalog/tasks/${taskId}/result`, { headers });
  const { products } = (await result.json()) as { products: { item_id: number | null }[] };
  expect(products[0]?.item_id).toEqual(expect.any(Number));
  return products[0]!.item_id!;
}

{
  // The same server work at any size; the import tool's page at a phone's size is
  // admin-category-import.spec.ts's.
  const size = SIZES[0];
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a re-import keeps the name the owner gave an imported item', async ({
      page,
      makeUser,
    }) => {
      test.setTimeout(60_000);
      const admin = await makeUser({ isAdmin: true });
      const token = await signIn(page, admin.email, admin.password);
      const itemId = await importOne(page, token);
      try {
        const ownName = unique('Кеды, названные владельцем');
        await page.goto(`/admin/items/${itemId}/edit`);
        await page.getByLabel('Название').fill(ownName);
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await expect(toast(page, 'Товар успешно обновлён')).toBeVisible();

        // The same product again, from the import tool.
        await page.goto('/admin/lamoda-parser');
        await expect(page.getByText('Система готова')).toBeVisible();
        await page.getByRole('textbox', { name: 'Поисковый запрос' }).fill('all');
        await page.getByRole('textbox', { name: 'Количество товаров' }).fill('1');
        await page.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }).click();
        const card = page
          .getByRole('region', { name: 'Запущенные задачи' })
          .getByRole('article', { name: /^Задача / });
        await expect(card).toHaveAttribute('data-state', 'SUCCESS', { timeout: 30_000 });
        await expect(card.getByText(/^В каталоге: новых 0, обновлено \d+$/)).toBeVisible();

        await page.goto(`/items/${itemId}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownName);
      } finally {
        // The other specs count the demo catalogue: the imported item goes again.
        const response = await page.request.delete(`/api/items/${itemId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.ok()).toBe(true);
      }
    });
  });
}
