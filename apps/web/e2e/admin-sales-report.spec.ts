import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { createItem } from '@shop/api/testing';
import { expect, signIn, SIZES, test, unique } from './fixtures';
import { shoot } from './shots/shoot';

/**
 * The owner reads the sales report on «Аналитика» at a desktop and on a phone: a cash order of two
 * sweaters of this test's own item is delivered, the report lists the item with both; one coat comes
 * back and its cash is refunded; the report then shows the item's net halved, one piece returned
 * and the shop's net revenue down by exactly the refund. The browser's days are the shop's
 * (Asia/Almaty), as the report's presets are counted in the browser's days.
 */

const PRICE = 480_000;
/** Money as the page writes it: «480 000 ₸» with whatever spaces Intl puts in. */
const money = (value: number) =>
  new RegExp(`^-?${String(value).replace(/\B(?=(\d{3})+$)/g, '\\s?')}\\s?₸$`);
const amountOf = async (card: Locator) => {
  const text = (await card.locator('p').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
};

test.use({ timezoneId: 'Asia/Almaty' });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('after a refund the sales report’s net revenue and the item’s row show it', async ({
      page,
      db,
      makeUser,
      request,
    }) => {
      test.setTimeout(120_000);
      // Not a coat: the search's spec knows the demo shop sells none.
      const name = unique('Свитер для отчёта');
      const { variants } = await createItem(db, {
        name,
        brand: 'Zarina',
        category: 'top',
        price: `${PRICE}.00`,
        variants: [{ size: 'M', stock: 5, price: `${PRICE}.00` }],
      });
      const shopper = await makeUser();
      const admin = await makeUser({ isAdmin: true });
      const shopperToken = (
        (await (
          await request.post('/api/auth/token', {
            form: { username: shopper.email, password: shopper.password },
          })
        ).json()) as { access_token: string }
      ).access_token;
      const placed = await request.post('/api/orders', {
        headers: { authorization: `Bearer ${shopperToken}`, 'idempotency-key': randomUUID() },
        data: {
          contact: { name: 'Дана Ахметова', phone: '+7 701 111-22-33' },
          delivery: { method: 'courier', city: 'Алматы', street: 'Абая', house: '10', flat: null },
          payment_method: 'cash_on_delivery',
          lines: [{ variant_id: variants[0]!.id, quantity: 2, price: PRICE }],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()) as { id: number; lines: { id: number }[] };

      const adminToken = await signIn(page, admin.email, admin.password);
      const asAdmin = { authorization: `Bearer ${adminToken}` };
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const moved = await request.patch(`/api/orders/${order.id}`, {
          headers: asAdmin,
          data: { status },
        });
        expect(moved.ok(), await moved.text()).toBe(true);
      }

      await page.goto('/admin/analytics');
      await expect(page.getByRole('heading', { name: 'Аналитика', level: 2 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Продажи' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('radio', { name: '30 дней' })).toBeChecked();
      const items = page.getByRole('table', { name: 'Лучшие товары' });
      const row = items.getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('cell').nth(1)).toHaveText('2');
      await expect(row.getByRole('cell').nth(2)).toHaveText(money(2 * PRICE));
      const netCard = page.getByRole('group', { name: 'Чистая выручка' });
      const refundsCard = page.getByRole('group', { name: 'Возвраты' });
      const netBefore = await amountOf(netCard);
      const refundsBefore = await amountOf(refundsCard);

      // One sweater comes back; its cash is handed back at once.
      const returned = await request.post(`/api/orders/${order.id}/returns`, {
        headers: asAdmin,
        data: { lines: [{ line_id: order.lines[0]!.id, quantity: 1 }] },
      });
      expect(returned.ok(), await returned.text()).toBe(true);

      // «Обновить» asks again: the figures now include the refund.
      await page.getByRole('button', { name: 'Обновить' }).click();
      await expect(row.getByRole('cell').nth(1)).toHaveText('1');
      await expect(row.getByRole('cell').nth(2)).toHaveText(money(PRICE));
      await expect.poll(() => amountOf(netCard)).toBe(netBefore - PRICE);
      expect(await amountOf(refundsCard)).toBe(refundsBefore + PRICE);
      await expect(page.getByRole('group', { name: 'Продано, шт.' })).toContainText(
        /Возвращено: \d+ шт\./,
      );
      await expect(page.getByRole('figure', { name: 'Выручка по периодам' })).toBeVisible();

      // The same figures as a file for Excel.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Скачать CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await file.path(), 'utf8');
      expect(csv).toContain('"Чистая выручка"');
      expect(csv).toMatch(/\r\n"Итого";/);

      // Nothing runs off the screen, on a phone too, the button's hint after a tap included.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await shoot(page, `sales-report-${size.viewport.width}`);
    });
  });
}
