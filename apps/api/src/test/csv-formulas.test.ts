import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, setCheckoutSettings } from '../db/factories';
import { asAdmin, asUser, buildTestApp, type Caller, type TestApp } from './app';
import { orderBody, placeOrder } from './orders';

/**
 * No export hands a spreadsheet a formula, whatever separator the spreadsheet splits on: a name,
 * a comment or an email with `=`, `+`, `-` or `@` after a comma, a semicolon, a bar or a tab is
 * written quoted with a leading ', so that no split of the line starts a cell with it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setCheckoutSettings(t.db);
});
afterAll(() => t.close());

async function download(caller: Caller, url: string): Promise<string> {
  const response = await caller.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload.toString('utf8');
}

/**
 * The cells a spreadsheet reads when told that `separator` splits fields: text in quotes is
 * kept whole (a doubled quote is one), a separator outside quotes starts a cell, and so does a
 * line end outside quotes.
 */
function cellsSplitOn(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      if (quoted && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && (c === separator || c === '\r' || c === '\n')) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => c.replace(/^\uFEFF/, ''));
}

/** A cell a spreadsheet would run as a formula. */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

function expectNoFormula(text: string) {
  for (const separator of [';', ',', '\t', '|']) {
    const runnable = cellsSplitOn(text, separator).filter(
      (cell) => FORMULA.test(cell) && !PLAIN_NUMBER.test(cell),
    );
    expect(runnable, `split on ${JSON.stringify(separator)}`).toEqual([]);
  }
}

describe('CSV exports and formulas', () => {
  const names = ['x,=1+1', 'a;@SUM(1)', '\t=1', 'b|-2+3', 'c, +cmd'];

  it('orders: a buyer’s name, comment and email with formulas after a separator stay text', async () => {
    const admin = await asAdmin(t);
    const marker = `f${Date.now()}`;
    const shopper = await asUser(t, { email: `a-${marker}+x,=1@mail.example` });
    const { variants } = await createItem(t.db, { price: '1000' });
    for (const name of names)
      await placeOrder(
        shopper,
        orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 1000 }], {
          contact: { name, phone: '+7 701 234-56-78' },
          comment: `Позвоните заранее,=HYPERLINK("http://evil")`,
        }),
      );
    const text = await download(admin, `/api/orders/manage/export?q=${marker}`);
    const lines: Record<string, string>[] = parse(text, {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(lines.map((l) => l['Покупатель']).sort()).toEqual(
      names.map((n) => `'${n.trim()}`).sort(),
    );
    expect(new Set(lines.map((l) => l['Email']))).toEqual(
      new Set([`'a-${marker}+x,=1@mail.example`]),
    );
    expect(new Set(lines.map((l) => l['Комментарий']))).toEqual(
      new Set([`'Позвоните заранее,=HYPERLINK("http://evil")`]),
    );
    expectNoFormula(text);
  });

  it('items and customers: names with formulas after a separator stay text', async () => {
    const admin = await asAdmin(t);
    const marker = `g${Date.now()}`;
    for (const name of names) await createItem(t.db, { name: `${marker} ${name}` });
    await asUser(t, { firstName: `${marker},=1+1`, lastName: 'a;@SUM(1)' });
    const items = await download(admin, `/api/items/manage/export?q=${marker}`);
    expect(items).toContain(`"'${marker} x,=1+1"`);
    expectNoFormula(items);
    const customers = await download(admin, `/api/users/export?q=${marker}`);
    expect(customers).toContain(`"'${marker},=1+1";"'a;@SUM(1)"`);
    expectNoFormula(customers);
  });
});
