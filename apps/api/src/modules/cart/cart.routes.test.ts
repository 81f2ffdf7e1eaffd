import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CartLine, ErrorEnvelope } from '@shop/contract';
import { bearer, buildTestApp, registerUser } from '../../test/app';
import { createItem } from '../../db/factories';

const t = await buildTestApp();
afterAll(() => t.close());

async function shopper() {
  const session = await registerUser(t.app);
  const headers = bearer(session.access_token);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    lines: async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      (await call(method, url, payload)).json() as CartLine[],
  };
}

async function variantWithStock(stock: number, price = '12990.00') {
  const { item, variants } = await createItem(t.db, {
    name: 'Свитер крупной вязки',
    brand: 'Befree',
    price,
    variants: [{ size: 'M', color: 'бежевый', stock, price }],
  });
  return { item, variant: variants[0]! };
}

describe('the server cart', () => {
  it('shows each line with a picture of its own colour (decision 028)', async () => {
    const { lines } = await shopper();
    const { variants } = await createItem(t.db, {
      name: 'Рубашка оверсайз',
      color: 'голубой',
      images: [
        { imageKey: 'items/shirt-blue-1.webp', color: 'голубой' },
        { imageKey: 'items/shirt-blue-2.webp', color: 'голубой' },
        { imageKey: 'items/shirt-black-1.webp', color: 'чёрный' },
        { imageKey: 'items/shirt-label.webp', color: null },
      ],
      variants: [
        { size: 'M', color: 'голубой', stock: 3 },
        { size: 'M', color: 'чёрный', stock: 3 },
        { size: 'M', color: 'бежевый', stock: 3 },
      ],
    });
    const [blue, black, beige] = variants;
    await lines('POST', `/api/cart/${blue!.id}`);
    await lines('POST', `/api/cart/${black!.id}`);
    const cart = await lines('POST', `/api/cart/${beige!.id}`);
    const pictureOf = (id: number) => cart.find((l) => l.variant_id === id)?.image_url;
    expect(pictureOf(blue!.id)).toBe('/uploads/items/shirt-blue-1.webp');
    expect(pictureOf(black!.id)).toBe('/uploads/items/shirt-black-1.webp');
    // A colour without pictures of its own gets the picture that shows every colour.
    expect(pictureOf(beige!.id)).toBe('/uploads/items/shirt-label.webp');
  });

  it('carries the item’s old price on a line while it is above what the line costs', async () => {
    const { lines } = await shopper();
    const { variants } = await createItem(t.db, {
      name: 'Пальто из шерсти',
      price: '30000',
      compareAtPrice: '45000',
      variants: [
        // No price of its own: the item's price, with the old price beside it.
        { size: 'S', stock: 3, price: null },
        { size: 'M', stock: 3, price: '35000' },
        // Priced above the old price: no discount to show.
        { size: 'XL', stock: 3, price: '46000' },
      ],
    });
    const [small, medium, large] = variants;
    await lines('POST', `/api/cart/${small!.id}`);
    await lines('POST', `/api/cart/${medium!.id}`);
    const cart = await lines('POST', `/api/cart/${large!.id}`);
    const line = (id: number) => cart.find((l) => l.variant_id === id);
    expect(line(small!.id)).toMatchObject({ price: 30000, compare_at_price: 45000 });
    expect(line(medium!.id)).toMatchObject({ price: 35000, compare_at_price: 45000 });
    expect(line(large!.id)).toMatchObject({ price: 46000, compare_at_price: null });
    const { variant } = await variantWithStock(2);
    expect((await lines('POST', `/api/cart/${variant.id}`)).at(-1)!.compare_at_price).toBeNull();
  });

  it('adds, increases capped at stock, sets, removes and clears — answering the whole cart', async () => {
    const { call, lines } = await shopper();
    const { item, variant } = await variantWithStock(5);

    expect(await lines('POST', `/api/cart/${variant.id}`)).toEqual([
      {
        variant_id: variant.id,
        item_id: item.id,
        name: 'Свитер крупной вязки',
        brand: 'Befree',
        price: 12990,
        compare_at_price: null,
        quantity: 1,
        image_url: null,
        size: 'M',
        color: 'бежевый',
        stock: 5,
      },
    ]);
    expect((await lines('POST', `/api/cart/${variant.id}?qty=3`))[0]!.quantity).toBe(4);
    // More than the stock is capped at the stock, not refused.
    expect((await lines('POST', `/api/cart/${variant.id}?qty=10`))[0]!.quantity).toBe(5);
    expect((await lines('PUT', `/api/cart/${variant.id}`, { quantity: 99 }))[0]!.quantity).toBe(5);
    expect((await lines('PUT', `/api/cart/${variant.id}`, { quantity: 2 }))[0]!.quantity).toBe(2);
    expect(await lines('GET', '/api/cart/')).toHaveLength(1);
    // 0 or less removes the line.
    expect(await lines('PUT', `/api/cart/${variant.id}`, { quantity: 0 })).toEqual([]);
    await call('POST', `/api/cart/${variant.id}?qty=2`);
    expect(await lines('DELETE', `/api/cart/${variant.id}`)).toEqual([]);
    await call('POST', `/api/cart/${variant.id}`);
    expect(await lines('DELETE', '/api/cart/')).toEqual([]);
  });

  it('answers an add with the whole cart as a read of it shows, the older lines first', async () => {
    const { lines } = await shopper();
    const first = await variantWithStock(5);
    const second = await variantWithStock(5);
    await lines('POST', `/api/cart/${first.variant.id}`);
    await lines('POST', `/api/cart/${second.variant.id}`);
    // The first line grows in place: the answer is the cart with this add, in the cart's order.
    const added = await lines('POST', `/api/cart/${first.variant.id}?qty=2`);
    expect(added.map((line) => [line.variant_id, line.quantity])).toEqual([
      [first.variant.id, 3],
      [second.variant.id, 1],
    ]);
    expect(added).toEqual(await lines('GET', '/api/cart/'));
  });

  it('refuses an out-of-stock variant, unknown variants, bad quantities and guests', async () => {
    const { call } = await shopper();
    const { variant } = await variantWithStock(0);
    const soldOut = await call('POST', `/api/cart/${variant.id}`);
    expect(soldOut.statusCode).toBe(409);
    expect((soldOut.json() as ErrorEnvelope).code).toBe('OUT_OF_STOCK');
    expect((await call('POST', '/api/cart/999999')).statusCode).toBe(404);
    expect((await call('POST', `/api/cart/${variant.id}?qty=0`)).statusCode).toBe(400);
    expect((await call('POST', `/api/cart/${variant.id}?qty=abc`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/cart/${variant.id}`, { quantity: 'many' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/cart/${variant.id}` })).statusCode,
    ).toBe(401);
  });

  it('merges the guest cart at sign-in, adding quantities capped at stock and skipping unknown variants', async () => {
    const { call, lines } = await shopper();
    const a = await variantWithStock(3, '5000.00');
    const b = await variantWithStock(10, '7000.00');
    await call('POST', `/api/cart/${a.variant.id}?qty=2`);
    const merged = await lines('POST', '/api/cart/merge', {
      lines: [
        { variant_id: a.variant.id, quantity: 2 },
        { variant_id: b.variant.id, quantity: 4 },
        { variant_id: 999999, quantity: 1 },
      ],
    });
    expect(merged.map((l) => [l.variant_id, l.quantity])).toEqual([
      [a.variant.id, 3],
      [b.variant.id, 4],
    ]);
  });

  it('keeps each user’s cart to themselves', async () => {
    const first = await shopper();
    const second = await shopper();
    const { variant } = await variantWithStock(4);
    await first.call('POST', `/api/cart/${variant.id}`);
    expect(await second.lines('GET', '/api/cart/')).toEqual([]);
  });
});

describe('an add sent again', () => {
  it('adds once per Idempotency-Key: a double click at once and a retry later add nothing more', async () => {
    const session = await registerUser(t.app);
    const { variant } = await variantWithStock(10);
    const add = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${variant.id}`,
        headers: { ...bearer(session.access_token), ...(key ? { 'idempotency-key': key } : {}) },
      });
    const [first, second] = await Promise.all([add('add-key-0001'), add('add-key-0001')]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect((second!.json() as CartLine[])[0]!.quantity).toBe(1);
    expect(((await add('add-key-0001')).json() as CartLine[])[0]!.quantity).toBe(1);

    // Another key is another add; no key at all, as before, adds every time.
    expect(((await add('add-key-0002')).json() as CartLine[])[0]!.quantity).toBe(2);
    expect(((await add()).json() as CartLine[])[0]!.quantity).toBe(3);
    expect(((await add()).json() as CartLine[])[0]!.quantity).toBe(4);
    expect((await add('short')).statusCode).toBe(400);

    // Trending counts the shopper's adds of the item once a day, however many there were.
    const events = await t.db.execute(
      sql`select count(*)::int as n from engagement_events where kind = 'cart_add' and item_id = ${variant.itemId}`,
    );
    expect(events.rows[0]).toEqual({ n: 1 });
  });

  it('leaves a refused add’s key unused, so its retry adds once there is stock', async () => {
    const session = await registerUser(t.app);
    const { variant } = await variantWithStock(0);
    const headers = { ...bearer(session.access_token), 'idempotency-key': 'refused-add-01' };
    const url = `/api/cart/${variant.id}`;
    expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(409);
    await t.db.execute(sql`update item_variants set stock = 3 where id = ${variant.id}`);
    const retried = await t.app.inject({ method: 'POST', url, headers });
    expect((retried.json() as CartLine[])[0]!.quantity).toBe(1);
  });
});
