import { expect, signIn, test } from './fixtures';

test.describe('accounts', () => {
  test('a visitor goes from the landing page through registration to /home in the signed-in layout', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Новая коллекция уже здесь')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeVisible();
    await expect(page.getByText('Наши партнёры')).toBeVisible();

    await page.getByRole('link', { name: 'Начать покупки' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    const email = `shopper-${Date.now()}@example.com`;
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
    await expect(page.getByText('Аккаунт отключён. Обратитесь в поддержку').first()).toBeVisible();
  });

  test('logout ends the session and returns to the landing page', async ({ page, makeUser }) => {
    const user = await makeUser({ firstName: 'Дана' });
    await signIn(page, user.email, user.password);
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
