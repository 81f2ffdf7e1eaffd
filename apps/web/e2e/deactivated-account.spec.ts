import { expect, signIn, test } from './fixtures';

test.describe('a deactivated account', () => {
  test('an admin switches a shopper off; the shopper’s open tab signs out and says why', async ({
    page,
    browser,
    makeUser,
  }) => {
    // Two people at two computers, two sign-ins and a save: more than 30 s on a busy machine.
    test.setTimeout(60_000);
    const shopper = await makeUser({ firstName: 'Дана' });
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Привет, Дана!' })).toBeVisible();

    const admin = await makeUser({ isAdmin: true });
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'ru-RU' });
    const adminPage = await other.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/admin/users/${shopper.id}/edit`);
    await expect(adminPage.getByLabel('Email')).toHaveValue(shopper.email);
    await adminPage.getByRole('switch', { name: /^Активен/ }).click({ force: true });
    await adminPage.getByRole('button', { name: 'Сохранить' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/users$/);
    await expect(adminPage.getByText('Пользователь успешно обновлён')).toBeVisible();
    await other.close();

    // The shopper's next move to a page of their account: the tab is signed out and told why.
    await page
      .getByRole('link', { name: /^Избранное/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-inactive')).toContainText(
      'Аккаунт отключён администратором',
    );
    await expect(
      page.locator('.mantine-Notification-root', { hasText: 'Аккаунт отключён администратором' }),
    ).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // Signing in again gets the same words.
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Пароль', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByTestId('form-error')).toContainText('Аккаунт отключён администратором');
    await expect(page).toHaveURL(/\/login$/);
  });
});
