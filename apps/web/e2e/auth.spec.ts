import type { Page } from '@playwright/test';
import { latestEmailTo, type Db } from '@shop/api/testing';
import { expect, signInWithForm, test, unique } from './fixtures';

test.describe('accounts', () => {
  test('a visitor goes from the landing page through registration to /home in the signed-in layout', async ({
    page,
  }) => {
    // Landing, registration, home and a reload: the browser's first test pays its start too.
    test.slow();
    await page.goto('/');
    await expect(page.getByText('Новая коллекция уже здесь')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeVisible();
    await expect(page.getByText('Наши партнёры')).toBeVisible();

    // «Начать покупки» opens the catalogue; the account is made from the registration page.
    await expect(page.getByRole('link', { name: 'Начать покупки' }).first()).toHaveAttribute(
      'href',
      '/items',
    );
    await page.goto('/register');
    const email = `${unique('shopper', '-')}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('short');
    await page.getByLabel('Повторите пароль').fill('different');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Пароль должен содержать минимум 8 символов')).toBeVisible();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();

    await page.getByLabel('Пароль', { exact: true }).fill('my-secret-pass');
    await page.getByLabel('Повторите пароль').fill('my-secret-pass');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Привет, стилист!' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Каталог' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Образы' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Админ' })).toHaveCount(0);

    // The session survives a reload (tokens in local storage, user fetched again).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Привет, стилист!' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(
      email,
    );
  });

  test('registering a taken email says so in Russian', async ({ page, makeUser }) => {
    const existing = await makeUser();
    await page.goto('/register');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Пароль', { exact: true }).fill('my-secret-pass');
    await page.getByLabel('Повторите пароль').fill('my-secret-pass');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Пользователь с таким email уже существует').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('sign-in errors use the exact Russian texts', async ({ page, makeUser }) => {
    const user = await makeUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Пароль', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Некорректный email')).toBeVisible();
    await expect(page.getByText('Пароль должен содержать минимум 8 символов')).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Неверный email или пароль').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a deactivated account is told so', async ({ page, makeUser }) => {
    const user = await makeUser({ isActive: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Пароль', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Аккаунт отключён администратором').first()).toBeVisible();
  });

  test('logout ends the session and returns to the landing page', async ({ page, makeUser }) => {
    const user = await makeUser({ firstName: 'Дана' });
    await signInWithForm(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Привет, Дана!' })).toBeVisible();
    const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // The server ended the session too: the old refresh token no longer works.
    const replay = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: refreshToken },
    });
    expect(replay.status()).toBe(401);

    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Google sign-in goes through the provider and lands on /home', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти через Google' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Привет, Алия!' })).toBeVisible();
  });

  test('a Google callback without a code sends the user back to /login', async ({ page }) => {
    await page.goto('/google/callback');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page.getByText('Код авторизации не найден').first()).toBeVisible();
  });
});

test.describe('addresses proven by email (decision 045)', () => {
  // Each journey crosses four or five pages and an email: more than the usual 30 s on a busy machine.
  test.slow();

  /** Follows the link of the newest email to `to`, as the person would from their mailbox. */
  async function openEmailLink(page: Page, db: Db, to: string) {
    let link: string | undefined;
    await expect.poll(async () => (link = (await latestEmailTo(db, to)).link)).toBeTruthy();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
  }

  test('sign-up → the link in the email → the address is confirmed', async ({ page, db }) => {
    const email = `${unique('confirm', '-')}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('my-secret-pass');
    await page.getByLabel('Повторите пароль').fill('my-secret-pass');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`Мы отправили письмо на ${email}`, { exact: false })).toBeVisible();

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Электронная почта' });
    await expect(card.getByText('Не подтверждён', { exact: true })).toBeVisible();

    await openEmailLink(page, db, email);
    await expect(
      page.getByText(`Адрес ${email} подтверждён. Теперь можно оформлять заказы.`),
    ).toBeVisible();
    // The secret leaves the address bar once read.
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByRole('link', { name: 'Открыть настройки' }).click();
    await expect(card.getByText('Подтверждён', { exact: true })).toBeVisible();
  });

  test('«Забыли пароль?» → the link in the email → a new password → signed in', async ({
    page,
    db,
    makeUser,
  }) => {
    const { email } = await makeUser({ firstName: 'Мадина' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(
      page.getByText(`Если аккаунт с адресом ${email} есть, мы отправили на него ссылку.`, {
        exact: false,
      }),
    ).toBeVisible();

    await openEmailLink(page, db, email);
    await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
    await page.getByLabel('Пароль', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Повторите пароль').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Сохранить и войти' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Привет, Мадина!' })).toBeVisible();

    // The new password is the one that works from now on.
    const signInWith = (password: string) =>
      page.request.post('/api/auth/token', { form: { username: email, password } });
    expect((await signInWith('brand-new-secret')).status()).toBe(200);
    expect((await signInWith('e2e-password-123')).status()).toBe(401);
  });
});
