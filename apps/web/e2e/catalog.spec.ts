import { expect, openDrawnPage, signIn, test, unique } from './fixtures';

/**
 * The catalogue against the real shop with the seeded demo catalogue (150 items, 'Кроссовки …',
 * 'Джинсы …'). Guests may browse and fill a local cart (decision 008).
 */
test.describe('catalogue', () => {
  test('a guest searches with a typo, filters in the drawer, opens an item and adds it to the cart', async ({
    page,
  }) => {
    await page.goto('/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    // 'кросовки' (one «с») still finds sneakers.
    await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill('кросовки');
    await expect(page).toHaveURL(/q=%D0%BA%D1%80%D0%BE%D1%81%D0%BE%D0%B2%D0%BA%D0%B8/);
    await expect(page.getByRole('article').first()).toContainText(/[Кк]россовки/);

    await page.getByRole('button', { name: /Фильтры/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(drawer).toBeVisible();
    // The state follows the URL, so click and then wait for it (check() wants it at once).
    await drawer.getByRole('radio', { name: /^Обувь/ }).click();
    await expect(drawer.getByRole('radio', { name: /^Обувь/ })).toBeChecked();
    await expect(page).toHaveURL(/category=footwear/);
    const brand = drawer.getByRole('checkbox', { name: /^Lacoste \(\d+\)$/ });
    await brand.click();
    await expect(brand).toBeChecked();
    await expect(page).toHaveURL(/brand=Lacoste/);
    await drawer.getByRole('button', { name: /^Показать \(\d+\)$/ }).click();
    await expect(drawer).toBeHidden();

    // The filters are in the URL: a reload keeps them.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Выбранные фильтры' }).getByText('Lacoste'),
    ).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Lacoste');

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/items\/\d+$/);
    const add = page.getByRole('button', { name: 'Добавить в корзину' });
    await expect(add).toBeDisabled();
    // A size of the colour shown (decision 028: the colour is chosen first, then its sizes).
    await page.locator('[data-sizes] button:not([disabled])').first().click();
    await expect(add).toBeEnabled();
    await page.getByRole('button', { name: 'Увеличить количество' }).click();
    await add.click();
    await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();

    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 2 });
    expect(cart[0].name).toMatch(/[Кк]россовки|[Кк]еды/);
  });

  test('«Загрузить ещё» loads the next 20 items', async ({ page }) => {
    await page.goto('/items');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(20);
    // Without scrolling: scrolling down would let the infinite scroll load the page itself.
    await page.getByRole('button', { name: 'Загрузить ещё' }).dispatchEvent('click');
    await expect(cards).toHaveCount(40);
  });

  test('«Джинсы» finds jeans; nonsense shows «Ничего не найдено»', async ({ page }) => {
    await page.goto('/items?q=джинсы');
    await expect(page.getByRole('article').first()).toContainText(/[Дд]жинс/);
    await page.goto('/items?q=zzzzqqqq');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить поиск' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).toHaveURL(/\/items$/);
  });

  test('on a phone the catalogue and an item come drawn, and the app adopts them', async ({
    browser,
  }) => {
    const phone = {
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    };
    // Without JavaScript: what the HTML itself shows (decision 037).
    const plain = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const drawn = await plain.newPage();
    await drawn.goto('/items?q=джинсы');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    const firstCard = drawn.getByRole('link', { name: /^Джинсы/ }).first();
    await expect(firstCard).toBeVisible();
    const href = await firstCard.getAttribute('href');
    await drawn.goto(href!);
    await expect(drawn.getByRole('heading', { level: 1, name: /^Джинсы/ })).toBeVisible();
    await expect(drawn.getByTestId('buy-bar')).toBeVisible();
    await plain.close();

    // With it: the same elements stay (hydrated, no error), and the page works.
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    expect(await openDrawnPage(page, href!)).toBe(true);
    await page.getByTestId('buy-bar').getByRole('button').click();
    await expect(page.getByRole('group', { name: 'Размеры', exact: true })).toBeInViewport();
    // The breadcrumb back to the catalogue navigates inside the app.
    await page.getByRole('link', { name: 'Каталог', exact: true }).first().click();
    await expect(page).toHaveURL(/\/items$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a missing item shows «Товар не найден»', async ({ page }) => {
    await page.goto('/items/999999');
    await expect(page.getByRole('heading', { name: 'Товар не найден' })).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться в каталог' }).click();
    await expect(page).toHaveURL(/\/items$/);
  });
});

test.describe('reviews', () => {
  test('a signed-in shopper reviews an item with a rating, likes it and deletes it', async ({
    page,
    makeUser,
  }) => {
    const shopper = await makeUser({ firstName: 'Ерке' });
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/items?q=джинсы');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/items\/\d+$/);

    const reviews = page.getByRole('region', { name: /Отзывы/ });
    const send = reviews.getByRole('button', { name: 'Отправить' });
    await expect(send).toBeDisabled();
    const text = unique('Отличная посадка');
    await reviews.getByRole('textbox', { name: 'Ваш отзыв' }).fill('   ');
    await expect(send).toBeDisabled();
    await reviews.getByRole('textbox', { name: 'Ваш отзыв' }).fill(text);
    // A star is the label of a radio input.
    const star = reviews.getByRole('radio', { name: 'Оценка: 4 из 5' });
    await page.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    await expect(star).toBeChecked();
    await send.click();

    const entry = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeVisible();
    await expect(entry.getByText('Ерке')).toBeVisible();

    await entry.getByRole('button', { name: 'Нравится' }).click();
    await expect(entry.getByRole('button', { name: 'Больше не нравится' })).toBeVisible();
    await expect(entry.getByLabel('Отметок «Нравится»: 1')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('listitem').filter({ hasText: text });
    await expect(reloaded.getByLabel('Отметок «Нравится»: 1')).toBeVisible();

    await reloaded.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить комментарий?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  });

  test('a guest is invited to sign in to review', async ({ page }) => {
    await page.goto('/items/1');
    await expect(page.getByRole('link', { name: 'Войдите, чтобы оставить отзыв' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('textbox', { name: 'Ваш отзыв' })).toHaveCount(0);
  });
});
