import type { APIRequestContext } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, test } from './fixtures';

/**
 * Decision 079 against the real shop: the item page's «Состав» and the brand's size in brackets,
 * the cart's crossed-out old price and «Скидка», and a favourite the shop no longer sells.
 */
test.describe.configure({ timeout: 90_000 });

const money = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/auth/token', {
    form: { username: account.email, password: account.password },
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

test('the item page shows «Состав» and «46 (M)»; the cart shows the old price and «Скидка»', async ({
  page,
  db,
}) => {
  const { item } = await createItem(db, {
    name: 'Джинсы прямые для состава',
    category: 'bottom',
    price: '30000',
    compareAtPrice: '45000',
    composition: 'Хлопок - 98%, эластан - 2%',
    attributes: [{ title: 'Страна производства', value: 'Бангладеш' }],
    variants: [
      { size: '44', brandSize: 'S', stock: 3, price: null },
      { size: '46', brandSize: 'M', stock: 3, price: null },
    ],
  });
  await page.goto(`/items/${item.id}`);
  await expect(page.getByRole('row', { name: 'Состав Хлопок - 98%, эластан - 2%' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Страна производства Бангладеш' })).toBeVisible();
  await expect(page.getByText('В скобках — размер бренда')).toBeVisible();
  await page.getByRole('button', { name: '46 (M)' }).click();
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();

  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: 'Джинсы прямые для состава' });
  await expect(line.getByRole('img', { name: /^Старая цена/ })).toBeVisible();
  expect(money(await line.getByTestId('old-price').textContent())).toBe('45 000 ₸−33 %');
  expect(money(await page.getByTestId('cart-savings').textContent())).toBe('−15 000 ₸');
  expect(money(await page.getByTestId('cart-total').textContent())).toBe('30 000 ₸');
});

test('a favourite the shop stopped selling shows «Больше не продаётся»', async ({
  page,
  makeUser,
  request,
  db,
}) => {
  const shopper = await makeUser();
  const admin = await makeUser({ isAdmin: true });
  // Not a coat: search.spec wants «пальто» to be a word the catalogue has never had.
  const { item } = await createItem(db, { name: 'Плащ прошлого сезона', price: '52000' });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/items/${item.id}`);
  await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await expect(page.getByRole('link', { name: 'Избранное: 1' })).toBeVisible();

  const archived = await request.put(`/api/items/${item.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, admin)}` },
    data: { status: 'archived' },
  });
  expect(archived.ok()).toBe(true);

  await page.goto('/favorites');
  const card = page.getByRole('article', { name: 'Плащ прошлого сезона' });
  await expect(card.getByText('Больше не продаётся')).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByText('Товар больше не продаётся')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить в корзину' })).toHaveCount(0);
});
