import type { Page } from '@playwright/test';
import { expect, signIn, SIZES, test } from './fixtures';

/**
 * A Lamoda category link pasted into the import tool, at a desktop and on a phone: a link the tool
 * does not know is refused on the field with what it accepts; a category link says what it will
 * read and takes its site; the import runs against the local Lamoda stand-in's category pages; the
 * finished task stays on the screen and in «История импорта», after a reload too.
 */

/** Each size imports its own category: the stand-in gives every category its own products. */
const CATEGORY = { desktop: 31, phone: 32 } as const;

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a pasted category link is imported as that category and stays in the history', async ({
      page,
      makeUser,
    }) => {
      test.setTimeout(90_000);
      const admin = await makeUser({ isAdmin: true });
      // The page's clock runs as usual, and is moved on past the old 30 seconds below.
      await page.clock.install();
      const token = await signIn(page, admin.email, admin.password);
      await page.goto('/admin/lamoda-parser');
      await expect(page.getByText('Система готова')).toBeVisible();

      const query = page.getByRole('textbox', { name: 'Поисковый запрос' });
      const start = page.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' });
      // A brand's page is not something the tool reads: it says what it accepts instead.
      await query.fill('https://www.lamoda.kz/b/2047/brand-nike/');
      await start.click();
      await expect(
        page
          .getByRole('form', { name: 'Парсер' })
          .getByText(/^Эту страницу Lamoda инструмент не читает\. Подходят ссылка на раздел/),
      ).toBeVisible();

      const link = `https://www.lamoda.kz/c/${CATEGORY[size.name]}/shoes-women/?sitelink=topmenuW&l=3`;
      await query.fill(link);
      await expect(
        page.getByText(
          `Раздел Lamoda № ${CATEGORY[size.name]} (shoes-women) на lamoda.kz: его страницы будут прочитаны по порядку`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Домен' })).toBeDisabled();
      await page.getByRole('textbox', { name: 'Количество товаров' }).fill('3');
      await start.click();
      await expect(toast(page, 'Парсинг запущен')).toBeVisible();

      const card = page
        .getByRole('region', { name: 'Запущенные задачи' })
        .getByRole('article', { name: /^Задача / });
      await expect(card).toHaveAttribute('data-state', 'SUCCESS', { timeout: 60_000 });
      await expect(card.getByText('В каталоге: новых 3, обновлено 0')).toBeVisible();
      const taskName = (await card.getAttribute('aria-label'))!;
      const taskId = taskName.replace('Задача ', '');
      const products = card.getByRole('article');
      await expect(products).toHaveCount(3);
      const hrefs = await products
        .getByRole('link')
        .evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')!));
      try {
        await page.screenshot({ path: test.info().outputPath(`category-import-${size.name}.png`) });
        // The card stays after the old 30 seconds.
        await page.clock.fastForward('00:31');
        await expect(card).toBeVisible();

        // «Задачи»: the history keeps the finished task, with who started it; a reload too.
        for (const reload of [false, true]) {
          if (reload) await page.reload();
          await page.getByRole('tab', { name: /Задачи/ }).click();
          const history = page.getByRole('list', { name: 'История задач импорта' });
          const entry = history.getByRole('listitem', {
            name: `Полный парсинг · «https://www.lamoda.kz/c/${CATEGORY[size.name]}/shoes-women/» · lamoda.kz`,
          });
          await expect(entry).toBeVisible();
          await expect(
            entry.getByText(`Запустил(а) ${admin.email}`, { exact: false }),
          ).toBeVisible();
          await expect(entry.getByText(/^Готово: найдено 25, сохранено 3 \(новых 3/)).toBeVisible();
          await entry.getByRole('button', { name: 'Показать результат' }).click();
          await expect(entry.getByRole('article')).toHaveCount(3);
        }
        await page.screenshot({
          path: test.info().outputPath(`category-history-${size.name}.png`),
        });
        const status = await page.request.get(`/api/catalog/tasks/${taskId}/status`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(((await status.json()) as { state: string }).state).toBe('SUCCESS');
      } finally {
        // The other specs count the demo catalogue: the imported items go again.
        for (const href of hrefs) {
          const response = await page.request.delete(`/api/items/${href.split('/').pop()}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(response.ok(), `DELETE ${href}`).toBe(true);
        }
      }
    });
  });
}
