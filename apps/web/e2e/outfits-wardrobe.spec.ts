import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { fullLengthPhoto } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { tshirtPhoto } from './drawn-photos';
import { shoot } from './shots/shoot';

/**
 * An outfit of what the shopper owns and what the shop sells, at a desktop and on a phone: an own
 * T-shirt (added by photo through the API) chosen «Из гардероба» beside a catalogue item, drawn
 * on the mannequin, tried on a photo, saved private, shown on the outfit's page «Из гардероба»
 * without a price, and marked «Надето сегодня».
 */

/** Adds an own T-shirt to the signed-in shopper's wardrobe under `name`. */
async function addOwnTshirt(page: Page, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const added = await page.request.post('/api/wardrobe/items', {
    headers,
    multipart: {
      photo: {
        name: 'tshirt.png',
        mimeType: 'image/png',
        buffer: await tshirtPhoto(page, '#8c1f2b'),
      },
    },
    timeout: 90_000,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const named = await page.request.patch(`/api/wardrobe/items/${id}`, {
    headers,
    data: { name, slot: 'top', kind: 'tshirt' },
  });
  expect(named.ok()).toBe(true);
}

function slot(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await shoot(page, name);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('an outfit of an own piece and a shop item is drawn, tried on, saved private and worn', async ({
      page,
      makeUser,
    }) => {
      // Recognising the photo and dressing a person are heavy work on a loaded machine.
      test.setTimeout(180_000);
      const shopper = await makeUser();
      const token = await signIn(page, shopper.email, shopper.password);
      const mine = unique('Моя футболка');
      await addOwnTshirt(page, token, mine);

      await page.goto('/outfits/new');
      const top = slot(page, 'Верх');
      await expect(top.getByText(/^1 из \d+$/)).toBeVisible();
      // The switch's radios are hidden behind their labels, as Mantine draws them.
      await top.locator('label').filter({ hasText: 'Из гардероба' }).click();
      await expect(top.getByRole('radio', { name: 'Из гардероба' })).toBeChecked();
      await top.getByRole('button', { name: `Добавить в образ: ${mine}` }).click();
      await expect(top.getByRole('button', { name: `Убрать «${mine}»` })).toBeVisible();
      // With an own piece alone the stylist fills the empty slots from the catalogue.
      await page.getByRole('button', { name: 'Дополнить образ' }).click();
      await expect(page.getByText(/^Стилист добавил \d+ вещ/)).toBeVisible({ timeout: 20_000 });
      await expect(slot(page, 'Низ').getByRole('button', { name: /^Убрать «/ })).toBeVisible();
      // Drawn for this shopper with the session: a picture of its own, not a public address.
      const preview = page.getByTestId('tryon-preview').locator('[data-preview="current"]');
      await expect(preview).toHaveAttribute('src', /^data:image\/webp;base64,/, {
        timeout: 30_000,
      });
      await expect(page.getByRole('switch', { name: /Показывать образ всем/ })).not.toBeChecked();
      // «Из гардероба» and its chips read well to everyone (WCAG 2.1 AA, contrast included), and
      // so does a slot's empty wardrobe.
      const footwear = slot(page, 'Обувь');
      await footwear.locator('label').filter({ hasText: 'Из гардероба' }).click();
      await expect(footwear.getByRole('link', { name: 'Добавить вещь' })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .include('#builder-items')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await top.scrollIntoViewIfNeeded();
      await shot(page, `outfit-wardrobe-builder-${size.name}`);

      await page.getByLabel('Файл фото для примерки').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await fullLengthPhoto(768),
      });
      await expect(page.getByTestId('builder-photo-status')).toHaveText('Фото загружено');
      await page.getByRole('button', { name: 'Собрать образ' }).click();
      await expect(page.getByTestId('tryon-message')).toContainText('Виртуальная примерка готова', {
        timeout: 90_000,
      });
      await shot(page, `outfit-wardrobe-tryon-${size.name}`);

      await page.getByRole('textbox', { name: /^Название/ }).fill(unique('Свой образ'));
      await page.getByRole('textbox', { name: /^Стиль/ }).click();
      await page.getByRole('option', { name: 'Повседневный' }).click();
      await page.getByRole('button', { name: 'Создать образ' }).click();
      await page.waitForURL(/\/outfits\/\d+$/);

      const piece = page.getByRole('listitem', { name: mine });
      await expect(piece.getByText('Из гардероба')).toBeVisible();
      await expect(piece.getByRole('link')).toHaveCount(0);
      await expect(page.getByText('Виден только вам')).toBeVisible();
      await page.getByRole('button', { name: 'Надето сегодня' }).click();
      await expect(page.getByText('Отмечено как надетое: 1 вещь')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Уже отмечено сегодня' })).toBeDisabled();
      await shot(page, `outfit-wardrobe-page-${size.name}`);

      const wardrobe = await page.request.get('/api/wardrobe/items', {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = ((await wardrobe.json()) as { items: { name: string; times_worn: number }[] })
        .items;
      expect(items.find((p) => p.name === mine)?.times_worn).toBe(1);
    });
  });
}
