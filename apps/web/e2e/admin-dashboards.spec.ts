import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, SIZES, test } from './fixtures';

/**
 * The admin dashboards against the real shop: the system analytics with its charts, the item
 * analytics, and an import from the UI against the local Lamoda stand-in that global-setup starts
 * (no pacing, ₽ and BYN rates set), ending with 'Парсинг завершён' and the items in the catalogue.
 */

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

test.describe('admin dashboards', () => {
  test('the system dashboard shows its four tabs with charts and live figures', async ({
    page,
    makeUser,
  }) => {
    const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан' });
    await signIn(page, admin.email, admin.password);
    // Today's activity: a view of an item page, and a heart for it.
    await page.goto('/items/5');
    const favourite = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const heart = await page.request.put('/api/items/5/favorite', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(heart.ok()).toBe(true);
    await page.goto('/admin/system');

    await expect(page.getByRole('heading', { name: 'Системная аналитика' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Разделы системной аналитики' });
    for (const name of ['Обзор', 'Пользователи', 'Контент', 'Производительность']) {
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
    }

    // Overview: 7 days, newest first, two series, day labels in ru-RU.
    const activity = page.getByRole('figure', { name: 'Активность за 7 дней' });
    await expect(activity.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const day = (offset: number) =>
      new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'short' }).format(
        new Date(Date.now() - offset * 86_400_000),
      );
    // Today first (or yesterday, when the database's day has not turned yet).
    const ticks = activity.locator('.recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toHaveText(new RegExp(`^(${day(0)}|${day(1)})$`));
    await expect(activity.locator('table tbody tr')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Состояние системы' })).toContainText(
      'подключена',
    );

    await tabs.getByRole('tab', { name: 'Пользователи' }).click();
    await expect(page.getByRole('group', { name: 'Администраторы' })).toBeVisible();

    // Content: the seeded catalogue's categories and brands as bars.
    await tabs.getByRole('tab', { name: 'Контент' }).click();
    const categories = page.getByRole('figure', { name: 'Топ категорий' });
    await expect(categories.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(
      categories
        .locator('.recharts-cartesian-axis-tick-value')
        .filter({ hasText: /^(Верх|Низ|Обувь|Аксессуары|Ароматы)$/ })
        .first(),
    ).toBeVisible();
    const brands = page.getByRole('figure', { name: 'Топ брендов' });
    await expect(brands.locator('.recharts-bar-rectangle')).toHaveCount(8);
    // Only items someone keeps as a favourite, the admin's heart among them; none at «0».
    const popular = page.getByRole('region', { name: 'Популярные товары' });
    await expect(popular.getByRole('link', { name: favourite })).toBeVisible();
    await expect(popular).not.toContainText(/(^|\D)0 в избранном/);

    // Performance: the shop's own live figures, refreshed while the tab is open.
    await tabs.getByRole('tab', { name: 'Производительность' }).click();
    const requests = page.getByRole('group', { name: 'Запросов' });
    await expect(requests).toContainText(/\d/);
    await expect(page.getByRole('group', { name: 'Память процесса' })).toContainText('МБ');
    const before = await page.getByText(/^Обновляется каждые 5 с · Обновлено в/).textContent();
    await expect(page.getByText(/^Обновляется каждые 5 с · Обновлено в/)).not.toHaveText(before!, {
      timeout: 12_000,
    });
  });

  test('an admin makes a backup from the system page and downloads its archive', async ({
    page,
    makeUser,
  }) => {
    const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан' });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/system');
    const card = page.getByRole('region', { name: 'Резервные копии' });
    const archives = card.getByRole('listitem');
    const before = await archives.count();

    await card.getByRole('button', { name: 'Создать резервную копию' }).click();
    await expect(toast(page, 'Резервная копия создана')).toBeVisible({ timeout: 60_000 });
    await expect(archives).toHaveCount(before + 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      archives
        .first()
        .getByRole('link', { name: /^Скачать копию от / })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vesta-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const archive = Buffer.concat(chunks);
    // A gzip stream, as large as the card says (the demo shop's pictures make megabytes).
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(archive.length).toBeGreaterThan(100_000);
  });

  test('the item analytics page shows the whole shop to an admin', async ({ page, makeUser }) => {
    const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан', lastName: 'Сапаров' });
    await signIn(page, admin.email, admin.password);
    // The sales report opens first; the items' analytics is the «Товары» tab.
    await page.goto('/admin/analytics?tab=items');
    await expect(page.getByRole('heading', { name: 'Аналитика товаров' })).toBeVisible();
    await expect(page.getByText(/^Ерлан Сапаров · все товары магазина/)).toBeVisible();
    const prices = page.getByRole('figure', { name: 'Распределение цен' });
    await expect(prices.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Средняя' })).toContainText('₸');
  });

  test('an import from the UI ends with «Парсинг завершён» and the new items in the catalogue', async ({
    page,
    makeUser,
  }) => {
    test.setTimeout(90_000);
    const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан' });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/lamoda-parser');

    await expect(page.getByText('Система готова')).toBeVisible();
    const rates = page.getByRole('region', { name: 'Курсы валют' });
    // RUB and BYN come from the server's settings, named to the admin by no variable.
    await expect(rates.getByText('из настроек сервера')).toHaveCount(2);

    // The fixture catalogue's «all» query on lamoda.kz, three products, full mode.
    await page.getByRole('textbox', { name: 'Поисковый запрос' }).fill('all');
    const count = page.getByRole('textbox', { name: 'Количество товаров' });
    await count.fill('3');
    await page.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }).click();
    await expect(toast(page, 'Парсинг запущен')).toBeVisible();

    const running = page.getByRole('region', { name: 'Запущенные задачи' });
    const card = running.getByRole('article', { name: /^Задача / });
    await expect(card).toHaveAttribute('data-state', 'SUCCESS', { timeout: 60_000 });
    await expect(toast(page, 'Парсинг завершён')).toBeVisible();
    await expect(card.getByText(/^В каталоге: новых \d+, обновлено \d+$/)).toBeVisible();

    const products = card.getByRole('article');
    await expect(products).toHaveCount(3);
    const links = products.getByRole('link');
    const hrefs = await links.evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')!));
    try {
      // Stored by the shop: its own /uploads/ pictures, and a link to the new catalogue item.
      const first = products.first();
      await expect(first.getByRole('img')).toHaveAttribute('src', /\/uploads\//);
      const name = (await links.first().textContent())!.trim();
      expect(hrefs[0]).toMatch(/^\/items\/\d+$/);

      // The catalogue now has it.
      await page.goto(`/items?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole('article', { name }).first()).toBeVisible();
      await page.goto(hrefs[0]!);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    } finally {
      // The other specs count the demo catalogue: the imported items go again.
      const token = await page.evaluate(
        (key) => localStorage.getItem(key),
        STORAGE_KEYS.accessToken,
      );
      for (const href of hrefs) {
        const id = href.split('/').pop();
        const response = await page.request.delete(`/api/items/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok(), `DELETE /api/items/${id}`).toBe(true);
      }
    }
  });
});

// The import tool's long wait.
{
  // The same server work at any size; the import tool's page at a phone's size is
  // admin-category-import.spec.ts's.
  const size = SIZES[0];
  test.describe(`admin dashboards, ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('an import past five minutes is said to go on on the server, then shows its result', async ({
      page,
      makeUser,
    }) => {
      test.setTimeout(40_000);
      const admin = await makeUser({ isAdmin: true });
      // The browser's clock, moved on below: the five minutes pass without being waited for.
      await page.clock.install();
      await signIn(page, admin.email, admin.password);
      await page.goto('/admin/lamoda-parser');
      await expect(page.getByText('Система готова')).toBeVisible();

      // The fixture's «slow» search answers after 3 s: the task is still on when the clock jumps.
      await page.getByRole('textbox', { name: 'Поисковый запрос' }).fill('slow');
      await page.getByRole('button', { name: 'Только парсинг' }).click();
      const card = page
        .getByRole('region', { name: 'Запущенные задачи' })
        .getByRole('article', { name: /^Задача / });
      await expect(card).toBeVisible();
      await page.clock.fastForward('05:05');

      const still = card.getByText(
        /Задача выполняется дольше 5 минут — она продолжается на сервере/,
      );
      await expect(still).toBeVisible();
      await expect(card).not.toHaveAttribute('data-state', 'FAILURE');
      await expect(card.getByText('❌ Ошибка:')).toHaveCount(0);

      // The card keeps following the task, which ends on the server with its products: the
      // browser's clock is moved on by the slower polls while the server works in real time.
      await expect(async () => {
        await page.clock.runFor(10_000);
        await expect(card).toHaveAttribute('data-state', 'SUCCESS', { timeout: 1_000 });
      }).toPass({ timeout: 25_000 });
      await expect(still).toHaveCount(0);
      await expect(card.getByText(/^Найдено: \d+$/)).toBeVisible();
    });
  });
}
