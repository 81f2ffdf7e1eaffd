import type { Page } from '@playwright/test';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { tshirtPhoto } from './drawn-photos';
import { shoot } from './shots/shoot';

/** A photo with no garment in it: a bare wall, lighter at the top, as a PNG. */
async function wallPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 1000;
    const g = canvas.getContext('2d')!;
    const light = g.createLinearGradient(0, 0, 0, 1000);
    light.addColorStop(0, '#f1ece4');
    light.addColorStop(1, '#d9d1c4');
    g.fillStyle = light;
    g.fillRect(0, 0, 800, 1000);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Marks catalogue items «Уже есть у меня» through the API: the first item a search finds in each
 * slot (a shirt, jeans and trainers share spring, so they make one complete look). Answers their
 * names.
 */
async function ownCatalogPieces(page: Page, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const names: string[] = [];
  for (const [category, q] of [
    ['top', 'Рубашка'],
    ['bottom', 'джинсы'],
    ['footwear', 'Кроссовки'],
  ] as const) {
    const found = await page.request.get('/api/items', { params: { q, category, limit: 1 } });
    const [item] = (await found.json()) as { id: number; name: string }[];
    const added = await page.request.post('/api/wardrobe/items', {
      headers,
      data: { item_id: item!.id },
    });
    expect(added.status()).toBe(201);
    names.push(item!.name);
  }
  return names;
}

/** Pictures of each page for a person to look at, when SHOTS_DIR asks for them. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await shoot(page, name);
}

/**
 * The wardrobe against the real shop, at a desktop and on a phone: an own T-shirt added by a photo
 * beside one with no garment (refused, the T-shirt recognised and confirmed under a name), marked
 * worn today, counted in the stats; a catalogue item marked «Уже есть у меня» on its page.
 */
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('a garment added by photo is confirmed, worn today and counted in the stats', async ({
      page,
      makeUser,
    }) => {
      // Recognising a photo is heavy work on the server; a loaded machine needs the time.
      test.setTimeout(120_000);
      const shopper = await makeUser();
      await signIn(page, shopper.email, shopper.password);
      const photo = await tshirtPhoto(page, '#1d2433');
      const wall = await wallPhoto(page);
      const name = unique('Футболка');

      await page.goto('/wardrobe');
      await expect(page.getByRole('heading', { name: 'Гардероб пока пуст' })).toBeVisible();
      await shot(page, `wardrobe-empty-${size.name}`);
      await page.getByRole('button', { name: 'Добавить вещь' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Добавить вещь' });
      // Two photos at once: the first has no garment, and the second goes on all the same.
      await dialog.getByLabel('Выбрать фото').setInputFiles([
        { name: 'wall.png', mimeType: 'image/png', buffer: wall },
        { name: 'tshirt.png', mimeType: 'image/png', buffer: photo },
      ]);
      await expect(dialog.getByRole('region', { name: 'wall.png' }).getByRole('alert')).toHaveText(
        'На фото не найдена одежда',
        { timeout: 60_000 },
      );
      const result = dialog.getByRole('region', { name: 'tshirt.png' });
      await expect(result.getByRole('button', { name: 'Сохранить' })).toBeVisible({
        timeout: 60_000,
      });
      await expect(result.getByRole('img', { name: 'Вещь с фото tshirt.png' })).toBeVisible();
      await expect(result.getByRole('textbox', { name: 'Раздел' })).toHaveValue('Верх');
      await shot(page, `wardrobe-add-${size.name}`);
      await result.getByRole('textbox', { name: 'Название' }).fill(name);
      await result.getByRole('button', { name: 'Сохранить' }).click();
      await expect(result.getByText('В гардеробе')).toBeVisible();
      await dialog.getByRole('button', { name: 'Готово' }).click();

      const card = page.getByRole('article', { name });
      await expect(card).toContainText('Ещё не надевали');
      await shot(page, `wardrobe-${size.name}`);
      await card.getByRole('button').click();
      const panel = page.getByRole('dialog', { name });
      await panel.getByRole('button', { name: 'Надето сегодня' }).click();
      await expect(panel.getByText('Сегодня надето')).toBeVisible();
      await shot(page, `wardrobe-piece-${size.name}`);
      await page.keyboard.press('Escape');
      await expect(card).toContainText('Надевали 1 раз');
      await expect(
        page.getByRole('region', { name: 'Что надевали' }).getByRole('button', { name }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Статистика' }).click();
      await expect(page.getByRole('heading', { name: 'Статистика гардероба' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Выходов за 30 дней' })).toContainText('1');
      await expect(page.getByRole('region', { name: 'Чаще всего' })).toContainText(name);
      await expect(page.getByRole('region', { name: 'По разделам' })).toContainText('Верх');
      await shot(page, `wardrobe-stats-${size.name}`);
    });

    test('«Что надеть» proposes a look of own pieces, worn today at once; a piece shows its looks', async ({
      page,
      makeUser,
    }) => {
      const shopper = await makeUser();
      const token = await signIn(page, shopper.email, shopper.password);
      const [shirt] = await ownCatalogPieces(page, token);
      await page.goto('/wardrobe');
      const section = page.getByRole('region', { name: 'Что надеть' });
      const look = section.getByRole('article').first();
      await expect(look).toBeVisible();
      await expect(look.getByRole('listitem')).toHaveCount(3);
      await look.getByRole('button', { name: 'Надето сегодня' }).dblclick();
      await expect(page.getByText('Отмечено: надеты 3 вещи')).toBeVisible();
      await expect(look.getByText('Сегодня надето')).toBeVisible();
      await shot(page, `wardrobe-what-to-wear-${size.name}`);
      // Each piece worn once, however the button was pressed.
      const list = await page.request.get('/api/wardrobe/items', {
        headers: { authorization: `Bearer ${token}` },
      });
      const pieces = ((await list.json()) as { items: { times_worn: number }[] }).items;
      expect(pieces.map((p) => p.times_worn)).toEqual([1, 1, 1]);

      await look.getByRole('button', { name: shirt }).click();
      const panel = page.getByRole('dialog', { name: shirt });
      const looks = panel.getByRole('region', { name: 'С чем носить' });
      await expect(looks.getByRole('article').first()).toBeVisible();
      await expect(looks.getByText('В гардеробе').first()).toBeVisible();
      await shot(page, `wardrobe-piece-looks-${size.name}`);
    });

    test('«С чем носить» on an item page puts a look’s missing pieces in the cart', async ({
      page,
      makeUser,
    }) => {
      const shopper = await makeUser();
      const token = await signIn(page, shopper.email, shopper.password);
      await page.goto('/items/5');
      const looks = page.getByRole('region', { name: 'С чем носить' });
      const look = looks.getByRole('article').first();
      await expect(look).toBeVisible();
      const pieces = await look.getByRole('listitem').count();
      expect(pieces).toBeGreaterThanOrEqual(3);
      await look.getByRole('button', { name: 'Добавить недостающее в корзину' }).click();
      await expect(page.getByText(/^В корзину добавлен/)).toBeVisible();
      await shot(page, `item-stylist-${size.name}`);
      // A new shopper owns nothing: every piece of the look, the item itself too, is in the cart.
      const cart = await page.request.get('/api/cart', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await cart.json()) as unknown[]).length).toBe(pieces);
    });

    test('«Уже есть у меня» on an item page puts the item in the wardrobe', async ({
      page,
      makeUser,
    }) => {
      const shopper = await makeUser();
      await signIn(page, shopper.email, shopper.password);
      // A catalogue item of the demo shop; the shopper is new, so it is not theirs yet.
      await page.goto('/items/5');
      const itemName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('button', { name: 'Уже есть у меня' }).click();
      const owned = page.getByRole('link', { name: 'В гардеробе' });
      await expect(owned).toBeVisible();
      await shot(page, `wardrobe-item-owned-${size.name}`);
      await owned.click();
      await expect(page).toHaveURL(/\/wardrobe$/);
      const card = page.getByRole('article', { name: itemName });
      await expect(card).toBeVisible();
      // Coming back, the page remembers it.
      await page.goto('/items/5');
      await expect(page.getByRole('link', { name: 'В гардеробе' })).toBeVisible();
    });
  });
}
