import { expect, signIn, test } from '../fixtures';
import { shoot, SIZES } from './shoot';

test('the admin screens', async ({ page, makeUser }) => {
  const admin = await makeUser({ isAdmin: true, isModerator: true });
  await signIn(page, admin.email, admin.password);
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/users');
    await expect(page.getByText(admin.email).first()).toBeVisible();
    await shoot(page, `admin-users-${label}`);
    await page.goto('/admin/items');
    await expect(page.getByText('Каталог магазина').first()).toBeVisible();
    await shoot(page, `admin-items-${label}`);
    await page.goto('/admin/items/new');
    await page.getByRole('button', { name: 'Добавить вариант' }).click();
    await page.getByRole('button', { name: 'Создать' }).click();
    await expect(page.getByText('Название товара обязательно')).toBeVisible();
    await shoot(page, `admin-item-form-${label}`);
    const firstItem = await page.request.get('/api/items/?limit=1');
    const [item] = (await firstItem.json()) as { id: number }[];
    await page.goto(`/admin/items/${item!.id}/edit`);
    await expect(page.getByRole('button', { name: /^Удалить изображение/ }).first()).toBeVisible();
    await shoot(page, `admin-item-edit-${label}`);
    await page.goto('/admin/outfits/new');
    await expect(page.getByRole('group', { name: 'Верх' })).toBeVisible();
    await shoot(page, `admin-outfit-form-${label}`);
  }
});

test('the dashboards and the import tool', async ({ page, makeUser }) => {
  const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан', lastName: 'Сапаров' });
  await signIn(page, admin.email, admin.password);

  // A finished parse-only task, so the import screen shows a result card.
  await page.goto('/admin/lamoda-parser');
  await page.getByRole('textbox', { name: 'Поисковый запрос' }).fill('all');
  await page.getByRole('button', { name: 'Только парсинг' }).click();
  await expect(
    page.getByRole('region', { name: 'Запущенные задачи' }).getByRole('article').first(),
  ).toHaveAttribute('data-state', 'SUCCESS', { timeout: 60_000 });
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shoot(page, `lamoda-parser-${label}`);
    for (const [tab, slug] of [
      ['Парсинг по страницам', 'pages'],
      [/Задачи/, 'tasks'],
      ['Аналитика', 'analytics'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await shoot(page, `lamoda-parser-${slug}-${label}`);
    }
    await page.getByRole('tab', { name: 'Парсер' }).click();
  }

  await page.goto('/admin/analytics');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shoot(page, `analytics-${label}`);
  }

  await page.goto('/admin/system');
  await expect(page.locator('.recharts-layer').first()).toBeVisible();
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    for (const [tab, slug] of [
      ['Обзор', 'overview'],
      ['Пользователи', 'users'],
      ['Контент', 'content'],
      ['Производительность', 'performance'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await shoot(page, `system-${slug}-${label}`);
    }
  }
});
