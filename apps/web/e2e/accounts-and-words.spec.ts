import type { Page } from '@playwright/test';
import { latestEmailTo, type Db } from '@shop/api/testing';
import { STORAGE_KEYS } from '@shop/contract';
import { expect, signIn, SIZES, test, unique } from './fixtures';

/*
 * What an attacker's probe and a shopper found in the accounts and the words (issue 38, points
 * 10–12, 14–18), at a desktop and a phone size.
 */

const DEAD_LINK = 'Ссылка недействительна или устарела. Запросите новую';

/** A new account made through the API (its address not confirmed), signed in in this browser. */
async function newUnconfirmedShopper(page: Page) {
  const email = `${unique('probe', '-')}@example.com`;
  const password = 'a-long-own-phrase';
  const made = await page.request.post('/api/auth/register', { data: { email, password } });
  expect(made.status(), await made.text()).toBe(201);
  await signIn(page, email, password);
  return { email, password };
}

async function resetLinkOf(db: Db, email: string) {
  let link: string | undefined;
  await expect.poll(async () => (link = (await latestEmailTo(db, email)).link)).toBeTruthy();
  const url = new URL(link!);
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! };
}

for (const size of SIZES) {
  test.describe(`accounts and words at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });
    test.slow();

    test('a used reset link says so at once, once', async ({ page, db, makeUser }) => {
      const { email } = await makeUser();
      await page.request.post('/api/auth/password/forgot', { data: { email } });
      const { path, token } = await resetLinkOf(db, email);
      const used = await page.request.post('/api/auth/password/reset', {
        data: { token, password: 'a-first-new-phrase' },
      });
      expect(used.status()).toBe(200);

      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: DEAD_LINK })).toBeVisible();
      await expect(page.getByLabel('Пароль', { exact: true })).toHaveCount(0);
      await expect(page.getByText(DEAD_LINK)).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`dead-reset-link-${size.name}.png`) });
    });

    test('sign-up refuses a common password and a quoted address, with the reason', async ({
      page,
    }) => {
      await page.goto('/register');
      await page.getByLabel('Email').fill('"probe-a"@example.com');
      await page.getByLabel('Пароль', { exact: true }).fill('12345678');
      await page.getByLabel('Повторите пароль').fill('12345678');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(
        page.getByText('Адрес почты не может содержать кавычки, скобки и обратную косую черту'),
      ).toBeVisible();

      await page.getByLabel('Email').fill(`${unique('common', '-')}@example.com`);
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(
        page.getByText('Этот пароль слишком распространён: придумайте другой'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
    });

    test('the settings refuse the current password as the new one, a new address from an unconfirmed account, and a negative height', async ({
      page,
    }) => {
      const { password } = await newUnconfirmedShopper(page);
      await page.goto('/settings');

      const passwordCard = page.getByRole('region', { name: 'Пароль' });
      await passwordCard.getByLabel('Текущий пароль').fill(password);
      await passwordCard.getByLabel('Новый пароль', { exact: true }).fill(password);
      await passwordCard.getByLabel('Повторите новый пароль').fill(password);
      await passwordCard.getByRole('button', { name: 'Сменить пароль' }).click();
      await expect(passwordCard.getByText('Новый пароль совпадает с текущим')).toBeVisible();

      const emailCard = page.getByRole('region', { name: 'Электронная почта' });
      await emailCard.getByLabel('Новый адрес').fill(`${unique('victim', '-')}@example.com`);
      await emailCard.getByLabel('Текущий пароль').fill(password);
      await emailCard.getByRole('button', { name: 'Сменить адрес' }).click();
      await expect(
        page.getByText('Подтвердите адрес почты: ссылка пришла в письме после регистрации').first(),
      ).toBeVisible();

      const height = page.getByLabel('Рост');
      await height.fill('-170');
      await expect(height).toHaveValue('-170');
      await page.getByRole('button', { name: 'Сохранить изменения' }).click();
      await expect(page.getByText('Числовые параметры должны быть положительными')).toBeVisible();
    });

    test('an avatar that is not a picture gets the server’s reason', async ({ page }) => {
      await newUnconfirmedShopper(page);
      await page.goto('/settings');
      await page.getByLabel('Файл аватара').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not a picture at all'),
      });
      await expect(
        page
          .locator('.mantine-Notification-root')
          .filter({ hasText: 'Пожалуйста, выберите изображение' }),
      ).toBeVisible();
      await expect(page.getByText('Не удалось загрузить аватар')).toHaveCount(0);
    });

    test('a perfume asks for a volume, and an English page shows its values in English', async ({
      page,
    }) => {
      const [perfume] = (await (
        await page.request.get('/api/items/?category=fragrance&in_stock=true&limit=1')
      ).json()) as { id: number }[];
      await page.goto(`/items/${perfume!.id}`);
      await expect(page.getByText('Объём', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Выберите объём')).toBeVisible();
      if (size.phone)
        await expect(page.getByRole('button', { name: 'Выбрать объём' })).toBeVisible();
      await expect(page.getByText(/\d+ мл/).first()).toBeVisible();

      await page.evaluate((key) => localStorage.setItem(key, 'en'), STORAGE_KEYS.language);
      await page.reload();
      await expect(page.getByText('Choose a volume').first()).toBeVisible();
      await expect(page.getByText(/^\d+ ml$/).first()).toBeVisible();
      await expect(page.getByText(/\d+ мл/)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`perfume-english-${size.name}.png`) });

      // In stock: the specs beside this one add tops of their own, some without a variant yet.
      const [top] = (await (
        await page.request.get('/api/items/?category=top&in_stock=true&limit=1')
      ).json()) as {
        id: number;
      }[];
      await page.goto(`/items/${top!.id}`);
      await expect(page.getByTestId('chosen-color')).toHaveText(/^Colour: [a-z ]+$/);
    });
  });
}
