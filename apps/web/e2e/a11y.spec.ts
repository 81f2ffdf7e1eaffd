import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Db } from '@shop/api/testing';
import { expect, signIn, test } from './fixtures';

/**
 * Accessibility: an axe-core pass over every shopper page, as a guest and signed in, with no
 * serious or critical violation (WCAG 2.1 A and AA rules, colour contrast included). Each page is
 * checked once it has loaded its data, with the filter drawer and a notification open where they
 * exist, at a desktop and a phone width.
 */

type Found = {
  page: string;
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string; html: string }[];
};

async function scan(page: Page, label: string): Promise<Found[]> {
  // Sections drawn when scrolled near (decision 037) are drawn too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // Loaders and skeletons gone: the page shows what a shopper reads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: label,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 4).map((n) => ({
        target: n.target.join(' '),
        summary: (n.failureSummary ?? '').slice(0, 300),
        html: n.html.slice(0, 200),
      })),
    }));
}

/**
 * The demo seed's first item (the lowest id), of `category` if given: the same page whatever ran
 * before. The catalogue's own first item is the newest, another spec's when this one is not first.
 */
async function seededItemId(db: Db, category?: 'top'): Promise<number> {
  const item = await db.query.items.findFirst({
    columns: { id: true },
    where: (items, { and, eq }) =>
      and(eq(items.status, 'active'), category ? eq(items.category, category) : undefined),
    orderBy: (items, { asc }) => [asc(items.id)],
  });
  return item!.id;
}

async function createOutfit(page: Page, db: Db): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const top = await seededItemId(db, 'top');
  const response = await page.request.post('/api/outfits', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Образ для проверки доступности',
      style: 'Повседневный',
      top_ids: [top],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`no serious or critical axe violation on the shopper pages (${viewport.name})`, async ({
    page,
    db,
    makeUser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const found: Found[] = [];
    const itemId = await seededItemId(db);

    // Guests.
    for (const path of ['/', '/login', '/register', '/items', `/items/${itemId}`, '/cart']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await scan(page, `guest ${path}`)));
    }
    // The filter drawer of the catalogue.
    await page.goto('/items');
    await page.getByRole('button', { name: /Фильтры/ }).click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await scan(page, 'guest /items with Фильтры open')));

    // Signed in.
    const shopper = await makeUser({ firstName: 'Алия' });
    await signIn(page, shopper.email, shopper.password);
    const outfitId = await createOutfit(page, db);
    // A notification on screen: saving unchanged settings says «Изменений не обнаружено».
    await page.goto('/settings');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Изменений не обнаружено' }),
    ).toBeVisible();
    found.push(...(await scan(page, 'signed in /settings with a notification')));

    for (const path of [
      '/home',
      '/items',
      '/cart',
      '/favorites',
      '/history',
      '/profile',
      '/settings',
      '/outfits',
      '/outfits/new',
      `/outfits/${outfitId}`,
      `/outfits/${outfitId}/edit`,
      '/wardrobe',
      '/wardrobe/stats',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await scan(page, `signed in ${path}`)));
    }

    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
}
