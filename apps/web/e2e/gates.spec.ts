import { expect, openDrawnPage, signIn, test } from './fixtures';

test.describe('route gates and layouts', () => {
  test('a guest opening /favorites is sent to /login with one calm notice above the form', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('sign-in-needed')).toContainText('Войдите, чтобы продолжить');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });

  test('unknown paths go to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeVisible();
  });

  test('the landing comes drawn before the app; a signed-in visitor still goes to /home', async ({
    browser,
    page,
    makeUser,
  }) => {
    // Without JavaScript: what the HTML itself shows (decision 037), at a phone's size.
    const plain = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const drawn = await plain.newPage();
    await drawn.goto('/');
    await expect(
      drawn.getByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeVisible();
    const nav = drawn.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(drawn.getByRole('link', { name: 'Начать покупки' }).first()).toBeVisible();
    await plain.close();

    // The app adopts the drawn page (the very same heading element) without a second copy of its
    // styles; then its links navigate without a reload.
    expect(await openDrawnPage(page, '/')).toBe(true);
    // Stylesheets the page inlined stay disabled links; only a later section's own (the shoppers'
    // outfits, loaded when near) may come as new ones.
    const sheets = await page.evaluate(() => {
      const hrefs = (selector: string) =>
        [...document.querySelectorAll<HTMLLinkElement>(selector)].map((l) => l.href);
      return {
        inlined: hrefs('link[rel="stylesheet"][disabled]'),
        loaded: hrefs('link[rel="stylesheet"]:not([disabled])'),
      };
    });
    expect(sheets.inlined.length).toBeGreaterThan(0);
    expect(sheets.loaded.filter((href) => sheets.inlined.includes(href))).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Войти', exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    const user = await makeUser();
    await signIn(page, user.email, user.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the Админ entry is shown to an admin and leads to /admin/users', async ({
    page,
    makeUser,
  }) => {
    const admin = await makeUser({ isAdmin: true, firstName: 'Ерлан' });
    await signIn(page, admin.email, admin.password);
    await page.goto('/home');
    const adminLink = page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Админ' });
    await expect(adminLink).toHaveAttribute('href', '/admin/users');
    await adminLink.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test('a moderator’s Админ entry leads to /admin/items and the users page is refused', async ({
    page,
    makeUser,
  }) => {
    const moderator = await makeUser({ isModerator: true });
    await signIn(page, moderator.email, moderator.password);
    await page.goto('/home');
    const adminLink = page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Админ' });
    await expect(adminLink).toHaveAttribute('href', '/admin/items');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await page.getByRole('link', { name: 'К моим разделам' }).click();
    await expect(page).toHaveURL(/\/admin\/items$/);
  });

  test('a shopper sees no Админ entry and cannot open the panel', async ({ page, makeUser }) => {
    const shopper = await makeUser();
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Админ' })).toHaveCount(0);
    await page.goto('/admin/items');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a phone-sized screen shows the five-tab bottom bar', async ({ page, makeUser }) => {
    const user = await makeUser();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, user.email, user.password);
    await page.goto('/home');
    const tabBar = page.getByRole('navigation', { name: 'Быстрые разделы' });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByRole('link')).toHaveText([
      'Главная',
      'Каталог',
      'Образы',
      'Гардероб',
      'Профиль',
    ]);
    await tabBar.getByRole('link', { name: 'Профиль' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden();
  });
});

test.describe('installable app', () => {
  test('serves the service worker and the manifest', async ({ page, request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(await sw.text()).toContain('index.html');

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await request.get(manifestHref!);
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(body.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // The page registers /sw.js and it takes control.
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toMatch(/\/sw\.js$/);
  });
});
