import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, test } from './fixtures';

/**
 * On a phone, against the real shop: the women's tile lands on women's (and unisex) items, the
 * size filter lists sizes by system, one size reads «Один размер», /home shows what was viewed and
 * what is recommended, and the language switch turns the shop English for this browser and the
 * account (decisions 029 and 030).
 */
test('phone: who-for, sizes by system, one size, home strips and the English switch', async ({
  page,
  makeUser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // The landing's «Для женщин» opens the catalogue filtered, with the count the API gives.
  const facets = (await (await page.request.get('/api/items/facets?gender=women')).json()) as {
    total: number;
    genders: { value: string; count: number }[];
  };
  const all = (await (await page.request.get('/api/items/facets')).json()) as { total: number };
  expect(facets.total).toBeGreaterThan(0);
  expect(facets.total).toBeLessThan(all.total);
  await page.goto('/');
  await page.getByRole('link', { name: /Для женщин/ }).click();
  await expect(page).toHaveURL(/\/items\?gender=women$/);
  await expect(page.getByText(new RegExp(`^Найден\\S* ${facets.total} товар`))).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Женщинам' })).toBeChecked();

  // Sizes by system: a shoe size is chosen among shoe sizes only.
  await page.getByRole('button', { name: /Фильтры/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  const shoes = drawer.getByRole('group', { name: 'Обувь' });
  await shoes.getByRole('checkbox', { name: /^38 / }).click();
  await expect(page).toHaveURL(/size=shoes%3A38/);
  await expect(drawer.getByRole('group', { name: 'Буквенные' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('button', { name: 'Убрать фильтр «Обувь 38»' })).toBeVisible();

  // One size reads «Один размер» on the item page.
  const [bag] = (await (
    await page.request.get('/api/items/?category=accessory&q=сумка&limit=1')
  ).json()) as { id: number }[];
  await page.goto(`/items/${bag!.id}`);
  await expect(page.getByText('Один размер').first()).toBeVisible();
  await expect(page.getByText('ONE SIZE')).toHaveCount(0);

  // Signed in: /home shows the item just viewed and recommendations.
  const shopper = await makeUser({ firstName: 'Дана' });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/items/${bag!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/home');
  const recent = page.getByRole('region', { name: 'Вы недавно смотрели' });
  await expect(recent.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Рекомендуем вам' }).getByRole('article').first(),
  ).toBeVisible();

  // English from the phone menu: texts, prices; kept after a reload and on the account.
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(page.getByText(/^(from )?₸\d{1,3}(,\d{3})*$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  const me = (await (
    await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { language: string | null };
  expect(me.language).toBe('en');
});
