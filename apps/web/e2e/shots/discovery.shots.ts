import { expect, signIn, test } from '../fixtures';
import { shoot, SIZES } from './shoot';

/** Who-for, sizes by system, the home strips, suggestions and the English shop (helper E). */
test('who-for, sizes, strips, suggestions and English', async ({ page, makeUser }) => {
  const shopper = await makeUser({ firstName: 'Дана' });
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/items?gender=women');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, `e-catalog-women-${label}`);
    await page.getByRole('button', { name: /Фильтры/ }).click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
    await shoot(page, `e-filters-${label}`);
    await page.goto('/items?q=абракадабра');
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    await shoot(page, `e-not-found-${label}`);
    await page.goto('/cart');
    await expect(page.getByText('Ваша корзина пуста')).toBeVisible();
    await shoot(page, `e-cart-empty-${label}`);
  }
  await signIn(page, shopper.email, shopper.password);
  for (const id of [3, 40, 90]) await page.goto(`/items/${id}`);
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Вы недавно смотрели' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shoot(page, `e-home-${label}`);
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Язык интерфейса' })).toBeVisible();
    await shoot(page, `e-settings-${label}`);
  }
  await page.getByText('English').first().click();
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/items');
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible();
    await shoot(page, `e-catalog-en-${label}`);
    await page.goto('/home');
    await shoot(page, `e-home-en-${label}`);
  }
});
