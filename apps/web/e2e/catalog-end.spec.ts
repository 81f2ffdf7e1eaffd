import { expect, test } from './fixtures';

/**
 * The catalogue's last page: every item the shop sells, counted against the shop's total. It runs
 * with the journeys that read shop-wide figures (playwright.config.ts), before the journeys that
 * add items of their own; the rest of the catalogue's journeys run beside those.
 */
test('scrolling down loads page after page until «Больше товаров нет»', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/items');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  const end = page.getByText('Больше товаров нет');
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // Every item of the catalogue (the 150 demo items, and any other journey added), 20 a page.
  const { total } = (await (await page.request.get('/api/items/facets')).json()) as {
    total: number;
  };
  expect(total).toBeGreaterThanOrEqual(150);
  await expect(cards).toHaveCount(total);
});
