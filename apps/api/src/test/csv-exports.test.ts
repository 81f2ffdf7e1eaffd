import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@shop/contract';
import { createItem, setCheckoutSettings } from '../db/factories';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller, type TestApp } from './app';
import { orderBody, placeOrder } from './orders';

/**
 * The admin's CSV exports as Excel gets them: a byte order mark, «;» between fields, CRLF, a
 * header line in Russian, the list's own filters applied, every page, formulas defused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setCheckoutSettings(t.db);
});
afterAll(() => t.close());

type Download = { status: number; type: string; disposition: string; body: Buffer };

async function download(caller: Caller, url: string): Promise<Download> {
  const response = await caller.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.rawPayload,
  };
}

/** The sheet as a spreadsheet reads it: header names to cells, one record per line. */
function sheet(file: Download): Record<string, string>[] {
  return parse(file.body, { bom: true, delimiter: ';', columns: true, record_delimiter: '\r\n' });
}

describe('CSV exports', () => {
  it('are for admins only (items: the whole staff, a moderator their own)', async () => {
    const shopper = await asUser(t);
    const moderator = await asModerator(t);
    for (const url of ['/api/orders/manage/export', '/api/users/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await download(shopper, url)).status, url).toBe(403);
      expect((await download(moderator, url)).status, url).toBe(403);
    }
    expect((await download(shopper, '/api/items/manage/export')).status).toBe(403);
    const own = await createItem(t.db, {
      name: 'Свой свитер модератора',
      ownerId: moderator.user.id,
    });
    const mine = sheet(await download(moderator, '/api/items/manage/export?mine=true'));
    expect(mine.map((line) => line['ID товара'])).toEqual([String(own.item.id)]);
  });

  it('orders: the filtered list, every page, in Excel’s form', async () => {
    const admin = await asAdmin(t);
    const marker = `exp${Date.now()}`;
    const shopper = await asUser(t, { email: `${marker}@orders.example` });
    const { variants } = await createItem(t.db, { name: 'Пальто для выгрузки', price: '25990.50' });
    const placed = [];
    // More than one page of the export (500) would be slow here; the paging has its own test.
    for (let i = 0; i < 3; i++)
      placed.push(
        await placeOrder(
          shopper,
          orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 25990.5 }], {
            contact: {
              name: i === 0 ? '=HYPERLINK("http://evil")' : 'Айгерим Садыкова',
              phone: '+7 701 234-56-78',
            },
          }),
        ),
      );
    const file = await download(admin, `/api/orders/manage/export?q=${marker}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Every cell quoted: a spreadsheet that splits on commas keeps «Товаров, шт.» whole.
    expect(file.body.toString('utf8').split('\r\n')[0]).toBe(
      '\ufeff' +
        [
          'Номер',
          'Дата (UTC)',
          'Статус',
          'Покупатель',
          'Email',
          'Телефон',
          'Доставка',
          'Адрес',
          'Способ оплаты',
          'Оплата',
          'Товаров, шт.',
          'Сумма товаров',
          'Промокод',
          'Скидка',
          'Стоимость доставки',
          'Итого',
          'Возвращено',
          'Валюта',
          'Комментарий',
        ]
          .map((header) => `"${header}"`)
          .join(';'),
    );
    const lines = sheet(file);
    expect(lines.map((line) => line['Номер'])).toEqual(
      placed.map((order) => orderNumber(order.id)).reverse(),
    );
    const first = lines.at(-1)!;
    expect(first).toMatchObject({
      Статус: 'Новый',
      Email: `${marker}@orders.example`,
      Доставка: 'Курьером',
      Адрес: 'Алматы, пр. Абая, д. 52, кв. 14',
      'Способ оплаты': 'Оплата при получении',
      'Товаров, шт.': '1',
      'Сумма товаров': '25990,50',
    });
    // A name that a spreadsheet would run as a formula is text, and the phone is not a sum.
    expect(first['Покупатель']).toBe(`'=HYPERLINK("http://evil")`);
    expect(first['Телефон']).toBe(`'+77012345678`);

    const none = sheet(
      await download(admin, `/api/orders/manage/export?q=${marker}&status=cancelled`),
    );
    expect(none).toEqual([]);
    const refused = await download(admin, '/api/orders/manage/export?date_from=вчера');
    expect(refused.status).toBe(400);
  });

  it('customers: found by name or phone, with their orders and what they spent', async () => {
    const admin = await asAdmin(t);
    const surname = `Выгрузкина${Date.now()}`;
    const buyer = await asUser(t, {
      firstName: 'Дана',
      lastName: surname,
      phoneNumber: '+7 (705) 555-12-34',
    });
    const { variants } = await createItem(t.db, { price: '1000' });
    const line = [{ variant_id: variants[0]!.id, quantity: 2, price: 1000 }];
    const kept = await placeOrder(buyer, orderBody(line));
    const cancelled = await placeOrder(buyer, orderBody(line));
    await buyer.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, payload: {} });

    const byName = sheet(
      await download(admin, `/api/users/export?q=${encodeURIComponent(`Дана ${surname}`)}`),
    );
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({
      ID: String(buyer.user.id),
      Имя: 'Дана',
      Фамилия: surname,
      Роль: 'Покупатель',
      Активен: 'да',
      Заказов: '2',
      // The cancelled order is counted as placed but not as spent.
      'Сумма заказов': String(kept.totals.total),
    });
    expect(byName[0]!['Последний заказ (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byName[0]!['Последняя активность (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const byPhone = sheet(await download(admin, '/api/users/export?q=7055551234'));
    expect(byPhone.map((c) => c.ID)).toEqual([String(buyer.user.id)]);
    // The list finds them the same way.
    const listed = (
      await admin.inject({ method: 'GET', url: `/api/users/?q=${surname}` })
    ).json() as {
      items: { id: number }[];
    };
    expect(listed.items.map((u) => u.id)).toEqual([buyer.user.id]);
  });

  it('items: one line per variant with its stock, filtered like the list', async () => {
    const admin = await asAdmin(t);
    const name = `Кеды выгрузки ${Date.now()}`;
    const { item } = await createItem(t.db, {
      name,
      category: 'footwear',
      gender: 'unisex',
      price: '15990',
      variants: [
        { size: '38', price: '16990', stock: 4 },
        { size: '39', price: null, stock: 0 },
      ],
    });
    const lines = sheet(
      await download(admin, `/api/items/manage/export?q=${encodeURIComponent(name)}`),
    );
    expect(
      lines.map((l) => [l['ID товара'], l.Категория, l.Размер, l['Цена варианта'], l.Остаток]),
    ).toEqual([
      [String(item.id), 'Обувь', '38', '16990', '4'],
      [String(item.id), 'Обувь', '39', '', '0'],
    ]);
    expect(lines[0]).toMatchObject({ Название: name, Цена: '15990', 'Для кого': 'Унисекс' });
    const other = sheet(
      await download(admin, `/api/items/manage/export?q=${encodeURIComponent(name)}&category=top`),
    );
    expect(other).toEqual([]);
  });
});
