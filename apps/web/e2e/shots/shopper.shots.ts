import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, test } from '../fixtures';
import { shoot, SIZES } from './shoot';

test('the pages a guest sees', async ({ page }) => {
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    for (const [route, slug] of [
      ['/', 'landing'],
      ['/items', 'catalog'],
      ['/items/5', 'item'],
      ['/outfits', 'outfits'],
      ['/login', 'login'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('main').first()).toBeVisible();
      await shoot(page, `guest-${slug}-${label}`);
    }
  }
});

test('the pages of a signed-in shopper', async ({ page, makeUser }) => {
  const shopper = await makeUser({ firstName: 'Айгерим' });
  await signIn(page, shopper.email, shopper.password);
  // Something in the cart: the first variant in stock of item 5.
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  const variants = (await (await page.request.get('/api/items/5/variants')).json()) as {
    id: number;
    stock: number;
  }[];
  const variant = variants.find((v) => v.stock > 0)!;
  await page.request.post(`/api/cart/${variant.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  for (const [label, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    for (const [route, slug] of [
      ['/home', 'home'],
      ['/items', 'catalog'],
      ['/items/5', 'item'],
      ['/cart', 'cart'],
      ['/favorites', 'favorites'],
      ['/history', 'history'],
      ['/profile', 'profile'],
      ['/settings', 'settings'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('main').first()).toBeVisible();
      await shoot(page, `shopper-${slug}-${label}`);
    }
  }
});
