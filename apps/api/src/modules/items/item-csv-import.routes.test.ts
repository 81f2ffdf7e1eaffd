import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type {
  AuditPage,
  CsvImportPreview,
  CsvImportResult,
  ErrorEnvelope,
  StockMovement,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { guardFormula } from '../../lib/csv-export';
import { items, itemVariants } from '../../db/schema';
import { asAdmin, asModerator, buildTestApp, type Caller } from '../../test/app';

/**
 * The product CSV import: the admin list's export comes back unchanged, an edited file shows
 * what it changes and applies it whole, a file with errors names them and writes nothing.
 */
const t = await buildTestApp();
afterAll(() => t.close());

/** The file as a multipart upload in the field "file". */
function upload(file: Buffer | string) {
  const boundary = `----vesta-csv-${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="items.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const preview = (caller: Caller, file: Buffer | string) =>
  caller.inject({ method: 'POST', url: '/api/admin/items/import/preview', ...upload(file) });
const apply = (caller: Caller, file: Buffer | string) =>
  caller.inject({ method: 'POST', url: '/api/admin/items/import/apply', ...upload(file) });
/** The audit log's entries for an item, newest first, as the admins read them. */
const auditOf = async (admin: Caller, itemId: number) =>
  (
    (
      await admin.inject({
        method: 'GET',
        url: `/api/admin/audit?entity_type=item&entity_id=${itemId}`,
      })
    ).json() as AuditPage
  ).items;

async function exported(caller: Caller): Promise<Buffer> {
  const response = await caller.inject({
    method: 'GET',
    url: '/api/items/manage/export?mine=true',
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

type Sheet = Record<string, string>[];
const read = (file: Buffer): Sheet =>
  parse(file, { bom: true, delimiter: ';', columns: true, record_delimiter: '\r\n' });
/** The sheet saved back as the export writes it. */
const written = (sheet: Sheet) =>
  Buffer.from(
    stringify(sheet, {
      header: true,
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      quoted: true,
      cast: { string: guardFormula },
    }),
  );
/** A file typed by hand: a header and lines, «;» between cells. */
const typed = (...lines: string[]) => lines.join('\r\n');

describe('product CSV import', () => {
  it('reads the export back as unchanged, whatever its items look like', async () => {
    const admin = await asAdmin(t);
    await createItem(t.db, {
      name: '=HYPERLINK("x") платье',
      brand: 'VESTA',
      price: '12990.50',
      compareAtPrice: '15990',
      status: 'draft',
      size: 'M',
      composition: 'Хлопок - 95%; эластан - 5%',
      description: 'Платье миди.\n- хлопок;\n- =SUM(1) не формула',
      images: ['items/rt-front.webp', 'items/rt-back.webp'],
      ownerId: admin.user.id,
      variants: [
        { sku: `RT-S-${admin.user.id}`, size: 'S', brandSize: 'EU 36', stock: 3 },
        { sku: `RT-M-${admin.user.id}`, size: null, stock: 0, price: '13990' },
      ],
    });
    await createItem(t.db, { name: 'Шарф, шерсть', ownerId: admin.user.id, variants: [] });
    const file = await exported(admin);
    expect(read(file).find((l) => l['Название'] === `'=HYPERLINK("x") платье`)).toMatchObject({
      Статус: 'Черновик',
      'Старая цена': '15990',
      Описание: `'Платье миди.\n- хлопок;\n- =SUM(1) не формула`,
      Фото: '/uploads/items/rt-front.webp /uploads/items/rt-back.webp',
    });
    const response = await preview(admin, file);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CsvImportPreview;
    expect(body.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
    expect(body.lines.map((l) => l.line)).toEqual([2, 3, 4]);
    expect(body.lines.every((l) => l.item_id !== null && l.changes.length === 0)).toBe(true);
  });

  it('shows an edited price and stock, applies them, and the stock history has the movement', async () => {
    const admin = await asAdmin(t);
    const { item, variants } = await createItem(t.db, {
      name: 'Тренч',
      price: '45990',
      ownerId: admin.user.id,
      variants: [{ sku: `TR-${admin.user.id}`, stock: 4 }],
    });
    const sheet = read(await exported(admin));
    sheet[0]!['Цена'] = '39 990,50';
    sheet[0]!['Остаток'] = '7';
    const file = written(sheet);

    const shown = (await preview(admin, file)).json() as CsvImportPreview;
    expect(shown.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    expect(shown.lines[0]).toMatchObject({
      action: 'update',
      item_id: item.id,
      changes: [
        { field: 'price', column: 'Цена', before: '45990', after: '39990,50' },
        { field: 'stock', column: 'Остаток', before: '4', after: '7' },
      ],
    });
    const [unchanged] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(unchanged!.price).toBe('45990.00');

    const applied = await apply(admin, file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ items_created: 0, items_updated: 1 });
    const [after] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(after!.price).toBe('39990.50');
    // As a form edit makes it: a re-import from the source keeps the person's price.
    expect(after!.editedFields).toContain('price');
    const history = await admin.inject({ method: 'GET', url: `/api/admin/items/${item.id}/stock` });
    expect(history.json() as StockMovement[]).toMatchObject([
      { variant_id: variants[0]!.id, delta: 3, stock_after: 7, reason: 'import' },
    ]);
    const again = (await preview(admin, file)).json() as CsvImportPreview;
    expect(again.counts.unchanged).toBe(1);
    // The audit log names who changed the price and the stock through the file.
    expect(await auditOf(admin, item.id)).toMatchObject([
      {
        action: 'stock.import_csv',
        actor_id: admin.user.id,
        changes: { [`stock.TR-${admin.user.id}`]: [4, 7] },
      },
      { action: 'item.update', actor_id: admin.user.id, changes: { price: [45990, 39990.5] } },
    ]);
  });

  it('reads and applies «Состав» and «Размер бренда» as the person’s, as the form does', async () => {
    const admin = await asAdmin(t);
    const { item, variants } = await createItem(t.db, {
      name: 'Джинсы прямые',
      price: '29990',
      composition: 'Хлопок - 100%',
      ownerId: admin.user.id,
      variants: [{ sku: `JN-${admin.user.id}`, size: '46', brandSize: 'W30/L32', stock: 2 }],
    });
    const sheet = read(await exported(admin));
    const line = sheet.find((l) => l['SKU'] === variants[0]!.sku)!;
    expect(line).toMatchObject({ Состав: 'Хлопок - 100%', 'Размер бренда': 'W30/L32' });
    line['Состав'] = 'Хлопок - 98%, эластан - 2%';
    line['Размер бренда'] = 'M';
    const file = written(sheet);

    const shown = (await preview(admin, file)).json() as CsvImportPreview;
    expect(shown.lines.find((l) => l.item_id === item.id)).toMatchObject({
      action: 'update',
      changes: [
        {
          field: 'composition',
          column: 'Состав',
          before: 'Хлопок - 100%',
          after: 'Хлопок - 98%, эластан - 2%',
        },
        { field: 'brand_size', column: 'Размер бренда', before: 'W30/L32', after: 'M' },
      ],
    });
    expect((await apply(admin, file)).statusCode).toBe(200);
    const [after] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(after!.composition).toBe('Хлопок - 98%, эластан - 2%');
    expect(after!.editedFields).toEqual(expect.arrayContaining(['brand_sizes', 'composition']));
    const [variant] = await t.db
      .select()
      .from(itemVariants)
      .where(eq(itemVariants.id, variants[0]!.id));
    expect(variant!.brandSize).toBe('M');
  });

  it('names each line’s errors by column and reason, and refuses to apply them', async () => {
    const admin = await asAdmin(t);
    const other = await createItem(t.db, { variants: [{ sku: `OTHER-${admin.user.id}` }] });
    const mine = await createItem(t.db, { ownerId: admin.user.id, variants: [] });
    const sku = (s: string) => `${s}-${admin.user.id}`;
    const file = typed(
      'ID товара;Название;Категория;Цена;SKU;Остаток;Цена варианта',
      `;Кеды;Обувь;abc;${sku('A')};1;`,
      `;Сумка;Посуда;1000;${sku('B')};1;`,
      `;Куртка;Верх;1000;${sku('C')};-2;`,
      `;Куртка;Верх;1000;${sku('C')};2;`,
      `99999999;Нет такой;Верх;1000;${sku('D')};1;`,
      `${mine.item.id};Моя;Верх;1000;OTHER-${admin.user.id};1;`,
      `${mine.item.id};Моя;Верх;1000;;5;`,
      `;;Верх;1000;${sku('E')};1;`,
      `;Пальто;Верх;1000;${sku('F')};1,5;0`,
    );
    const response = await preview(admin, file);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CsvImportPreview;
    const errors = Object.fromEntries(body.lines.map((l) => [l.line, l.errors]));
    expect(errors).toEqual({
      2: [{ column: 'Цена', reason: 'invalid_price' }],
      3: [{ column: 'Категория', reason: 'unknown_category' }],
      4: [{ column: 'Остаток', reason: 'negative_stock' }],
      5: [{ column: 'SKU', reason: 'duplicate_sku' }],
      6: [{ column: 'ID товара', reason: 'unknown_item' }],
      7: [{ column: 'SKU', reason: 'sku_of_another_item' }],
      8: [{ column: 'Остаток', reason: 'stock_without_sku' }],
      9: [{ column: 'Название', reason: 'required' }],
      10: [
        { column: 'Цена варианта', reason: 'price_not_positive' },
        { column: 'Остаток', reason: 'invalid_stock' },
      ],
    });
    expect(body.counts.error).toBe(9);
    const refused = await apply(admin, file);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).details?.reason).toBe('csv_has_errors');
    const [untouched] = await t.db
      .select()
      .from(itemVariants)
      .where(eq(itemVariants.id, other.variants[0]!.id));
    expect(untouched!.itemId).toBe(other.item.id);
  });

  it('applies a status, an old price, a description and the pictures’ order; stock is in the audit as a CSV import', async () => {
    const admin = await asAdmin(t);
    const { item, variants } = await createItem(t.db, {
      name: 'Кардиган',
      price: '19990',
      status: 'active',
      description: 'Тёплый.',
      images: ['items/cg-1.webp', 'items/cg-2.webp', 'items/cg-3.webp'],
      ownerId: admin.user.id,
      variants: [{ sku: `CG-${admin.user.id}`, stock: 2 }],
    });
    const sheet = read(await exported(admin));
    const line = sheet.find((l) => l['ID товара'] === String(item.id))!;
    line['Статус'] = 'В архиве';
    line['Старая цена'] = '24990';
    line['Описание'] = 'Тёплый кардиган.\r\nШерсть.';
    line['Фото'] = '/uploads/items/cg-3.webp /uploads/items/cg-1.webp';
    line['Остаток'] = '5';
    const file = written(sheet);

    const shown = (await preview(admin, file)).json() as CsvImportPreview;
    expect(shown.lines.find((l) => l.item_id === item.id)?.changes.map((c) => c.field)).toEqual([
      'description',
      'status',
      'compare_at_price',
      'pictures',
      'stock',
    ]);
    expect((await apply(admin, file)).statusCode).toBe(200);
    const [after] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(after).toMatchObject({
      status: 'archived',
      compareAtPrice: '24990.00',
      description: 'Тёплый кардиган.\nШерсть.',
      imageKey: 'items/cg-3.webp',
    });
    const again = read(await exported(admin)).find((l) => l['ID товара'] === String(item.id))!;
    expect(again['Фото']).toBe('/uploads/items/cg-3.webp /uploads/items/cg-1.webp');
    expect(
      ((await preview(admin, written(read(await exported(admin))))).json() as CsvImportPreview)
        .counts,
    ).toMatchObject({ update: 0, create: 0, error: 0 });

    const log = await auditOf(admin, item.id);
    expect(log.find((e) => e.action === 'stock.import_csv')).toMatchObject({
      actor_id: admin.user.id,
      changes: { [`stock.${variants[0]!.sku}`]: [2, 5] },
    });
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['item.update', 'item.pictures']),
    );
    const history = await admin.inject({ method: 'GET', url: `/api/admin/items/${item.id}/stock` });
    expect(history.json() as StockMovement[]).toMatchObject([{ reason: 'import', note: 'CSV' }]);
  });

  it('refuses a picture address that is not one of the item’s, and pictures for a new item', async () => {
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db, {
      ownerId: admin.user.id,
      images: ['items/own.webp'],
      variants: [],
    });
    const file = typed(
      'ID товара;Название;SKU;Фото',
      `${item.id};${item.name};;/uploads/items/own.webp https://evil.example/x.jpg`,
      `;Новая вещь;NEWPIC-${admin.user.id};https://evil.example/y.jpg`,
    );
    const body = (await preview(admin, file)).json() as CsvImportPreview;
    expect(body.lines.map((l) => l.errors)).toEqual([
      [{ column: 'Фото', reason: 'unknown_picture' }],
      [{ column: 'Фото', reason: 'unknown_picture' }],
    ]);
  });

  it('names a price of 0 on its line, for a new item and a change alike, and writes nothing', async () => {
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db, {
      ownerId: admin.user.id,
      price: '1000',
      variants: [{ sku: `ZERO-${admin.user.id}`, stock: 1 }],
    });
    const file = typed(
      'ID товара;Название;Цена;Старая цена;SKU',
      `;Бесплатная футболка;0;;NEW-ZERO-${admin.user.id}`,
      `${item.id};${item.name};0,00;;ZERO-${admin.user.id}`,
      `;Футболка со скидкой;500;0;NEW-ZERO2-${admin.user.id}`,
    );
    const body = (await preview(admin, file)).json() as CsvImportPreview;
    expect(body.lines.map((l) => [l.line, l.action, l.errors])).toEqual([
      [2, 'error', [{ column: 'Цена', reason: 'price_not_positive' }]],
      [3, 'error', [{ column: 'Цена', reason: 'price_not_positive' }]],
      [4, 'error', [{ column: 'Старая цена', reason: 'price_not_positive' }]],
    ]);
    const refused = await apply(admin, file);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).details?.reason).toBe('csv_has_errors');
    const [unchanged] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(unchanged!.price).toBe('1000.00');
  });

  it('creates new items from a comma file Excel saved in its Cyrillic code page', async () => {
    const admin = await asAdmin(t);
    const sku = `NEW-${admin.user.id}`;
    const text = typed(
      'Название,Бренд,Категория,Для кого,Цена,SKU,Размер,Цвет,Цена варианта,Остаток',
      `Джинсы прямые,VESTA,Низ,Мужчинам,"15990,50",${sku}-30,30,синий,,5`,
      `Джинсы прямые,VESTA,Низ,Мужчинам,"15990,50",${sku}-32,32,синий,,0`,
    );
    const cp1251 = Buffer.from(
      [...text].map((ch) => {
        const code = ch.charCodeAt(0);
        return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
      }),
    );
    const shown = (await preview(admin, cp1251)).json() as CsvImportPreview;
    expect(shown.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    const result = (await apply(admin, cp1251)).json() as CsvImportResult;
    expect(result).toMatchObject({ items_created: 1, items_updated: 0 });
    const [variant] = await t.db
      .select()
      .from(itemVariants)
      .where(eq(itemVariants.sku, `${sku}-30`));
    const [item] = await t.db.select().from(items).where(eq(items.id, variant!.itemId));
    expect(item).toMatchObject({
      name: 'Джинсы прямые',
      category: 'bottom',
      gender: 'men',
      price: '15990.50',
      status: 'draft',
      ownerId: admin.user.id,
    });
    expect(variant).toMatchObject({ size: '30', color: 'синий', stock: 5 });
    expect((await auditOf(admin, item!.id)).map((entry) => entry.action)).toEqual([
      'stock.import_csv',
      'item.variants',
      'item.create',
    ]);
  });

  it('lets a moderator change their own items only', async () => {
    const moderator = await asModerator(t);
    const own = await createItem(t.db, { ownerId: moderator.user.id, price: '1000', variants: [] });
    const seen = await createItem(t.db, { price: '2000', variants: [] });
    const foreign = await createItem(t.db, { price: '2000', variants: [] });
    const file = typed(
      'ID товара;Название;Цена;SKU',
      `${own.item.id};${own.item.name};1500;`,
      `${seen.item.id};${seen.item.name};2000;`,
      `${foreign.item.id};${foreign.item.name};2500;`,
    );
    const body = (await preview(moderator, file)).json() as CsvImportPreview;
    expect(body.lines.map((l) => l.action)).toEqual(['update', 'unchanged', 'error']);
    expect(body.lines[2]!.errors).toContainEqual({ column: 'ID товара', reason: 'not_allowed' });
    expect((await apply(moderator, file)).statusCode).toBe(400);
    const mineOnly = typed('ID товара;Название;Цена;SKU', `${own.item.id};${own.item.name};1500;`);
    expect((await apply(moderator, mineOnly)).statusCode).toBe(200);
    const [after] = await t.db.select().from(items).where(eq(items.id, own.item.id));
    expect(after!.price).toBe('1500.00');
  });

  it('refuses a file it cannot read, with a reason', async () => {
    const admin = await asAdmin(t);
    const reasonOf = async (file: Buffer | string) => {
      const response = await preview(admin, file);
      return [response.statusCode, (response.json() as ErrorEnvelope).details?.reason];
    };
    expect(await reasonOf('Имя;Цена\r\nПлатье;100')).toEqual([400, 'csv_missing_columns']);
    expect(await reasonOf('Название;SKU\r\n"Платье;A1\r\n')).toEqual([400, 'csv_unreadable']);
    expect(await reasonOf(`Название;SKU\r\n${'Платье;\r\n'.repeat(5001)}`)).toEqual([
      400,
      'csv_too_many_lines',
    ]);
    const big = await preview(admin, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    const none = await admin.inject({ method: 'POST', url: '/api/admin/items/import/preview' });
    expect(none.statusCode).toBe(415);
  });

  it('leaves every item as it was when a write fails half way', async () => {
    const admin = await asAdmin(t);
    const first = await createItem(t.db, { ownerId: admin.user.id, price: '100' });
    const second = await createItem(t.db, { ownerId: admin.user.id, price: '200' });
    const sheet = read(await exported(admin));
    for (const line of sheet) {
      line['Цена'] = '999';
      line['Остаток'] = '42';
    }
    const { stock } = t.app.services;
    const adjustMany = stock.adjustMany.bind(stock);
    const spy = vi
      .spyOn(stock, 'adjustMany')
      .mockImplementationOnce(adjustMany)
      .mockRejectedValueOnce(new Error('the disk is full'));
    try {
      expect((await apply(admin, written(sheet))).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    for (const { item, variants } of [first, second]) {
      const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
      expect(row!.price).toBe(item.price);
      const [variant] = await t.db
        .select()
        .from(itemVariants)
        .where(eq(itemVariants.id, variants[0]!.id));
      expect(variant!.stock).toBe(variants[0]!.stock);
    }
  });
});
