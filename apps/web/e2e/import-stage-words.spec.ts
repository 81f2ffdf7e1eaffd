import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, SIZES, test } from './fixtures';

/**
 * The import's stage comes from the server as a code and is worded by the web: an admin reading
 * the tool in English sees the finished system test's summary in English (the Russian wording is
 * read by admin-category-import.spec.ts).
 */
{
  // The same server work at any size; the import tool's page at a phone's size is
  // admin-category-import.spec.ts's.
  const size = SIZES[0];
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a finished import says how it ended in the admin’s language', async ({
      page,
      makeUser,
    }) => {
      test.setTimeout(90_000);
      const admin = await makeUser({ isAdmin: true });
      await signIn(page, admin.email, admin.password);
      await page.evaluate((key) => localStorage.setItem(key, 'en'), STORAGE_KEYS.language);
      await page.goto('/admin/lamoda-parser');
      await expect(page.getByText('System ready')).toBeVisible();
      await page.getByRole('button', { name: 'System test' }).click();

      const card = page.getByRole('region', { name: 'Running tasks' }).getByRole('article').first();
      await expect(card).toHaveAttribute('data-state', 'SUCCESS', { timeout: 60_000 });
      await expect(card.getByText(/^Done: \d+ found, \d+ parsed$/)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`import-english-${size.name}.png`) });
    });
  });
}
