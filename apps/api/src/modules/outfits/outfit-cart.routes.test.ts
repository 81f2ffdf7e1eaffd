import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  Outfit,
  OutfitCartOptionsResponse,
  OutfitCartResponse,
  CartLine,
} from '@shop/contract';
import { createItem, createOutfit, type VariantRow } from '../../db/factories';
import { items } from '../../db/schema';
import { asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());

/** An item in these sizes (stock 5 each unless told), main colour black. */
async function itemIn(
  category: 'top' | 'bottom' | 'footwear' | 'accessory',
  name: string,
  sizes: (string | { size: string; stock?: number; color?: string })[],
) {
  const { item, variants } = await createItem(t.db, {
    category,
    name,
    color: 'чёрный',
    price: '10000.00',
    variants: sizes.map((s) =>
      typeof s === 'string'
        ? { size: s, stock: 5, color: 'чёрный' }
        : { stock: 5, color: 'чёрный', ...s },
    ),
  });
  const bySize = (size: string, color = 'чёрный') =>
    variants.find((v) => v.size === size && v.color === color)!;
  return { item, variants, bySize };
}

const options = (caller: Caller, id: number) =>
  caller.inject({ method: 'GET', url: `/api/outfits/${id}/cart-options` });
const addLines = (caller: Caller, id: number, lines: unknown) =>
  caller.inject({ method: 'POST', url: `/api/outfits/${id}/cart`, payload: { lines } });
const cartOf = async (caller: Caller) =>
  (await caller.inject({ method: 'GET', url: '/api/cart/' })).json() as CartLine[];

let owner: Caller;
let tee: Awaited<ReturnType<typeof itemIn>>;
let jeans: Awaited<ReturnType<typeof itemIn>>;
let boots: Awaited<ReturnType<typeof itemIn>>;
let bag: Awaited<ReturnType<typeof itemIn>>;
let cap: Awaited<ReturnType<typeof itemIn>>;
let outfitId: number;

beforeAll(async () => {
  owner = await asUser(t);
  tee = await itemIn('top', 'Футболка базовая', [
    'S',
    'M',
    'L',
    { size: 'XL', stock: 0 },
    { size: 'M', color: 'белый' },
  ]);
  jeans = await itemIn('bottom', 'Джинсы прямые', ['44', '46', '48']);
  boots = await itemIn('footwear', 'Ботинки челси', ['40', '41', '42']);
  bag = await itemIn('accessory', 'Сумка-тоут', ['ONE SIZE']);
  cap = await itemIn('accessory', 'Кепка', [{ size: 'ONE SIZE', stock: 0 }]);
  const outfit = await createOutfit(t.db, {
    ownerId: owner.user.id,
    name: 'Осенний город',
    items: {
      top: [tee.item.id],
      bottom: [jeans.item.id],
      footwear: [boots.item.id],
      accessory: [bag.item.id, cap.item.id],
    },
  });
  outfitId = outfit.id;
});

describe('GET /api/outfits/{id}/cart-options', () => {
  it('lists each item with its variants in stock, the main colour first, and what cannot be bought', async () => {
    const shopper = await asUser(t);
    const response = await options(shopper, outfitId);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as OutfitCartOptionsResponse;
    expect(items.map((i) => [i.name, i.category, i.unavailable, i.preferred_variant_id])).toEqual([
      ['Футболка базовая', 'top', null, null],
      ['Джинсы прямые', 'bottom', null, null],
      ['Ботинки челси', 'footwear', null, null],
      ['Сумка-тоут', 'accessory', null, null],
      ['Кепка', 'accessory', 'out_of_stock', null],
    ]);
    // XL is sold out: not offered. The white M comes after the black sizes.
    expect(items[0]!.variants.map((v) => [v.size, v.color])).toEqual([
      ['S', 'чёрный'],
      ['M', 'чёрный'],
      ['L', 'чёрный'],
      ['M', 'белый'],
    ]);
    expect(items[4]!.variants).toEqual([]);
  });

  it('preselects the sizes of the caller’s past orders, by category and size system', async () => {
    const buyer = await asUser(t);
    // Earlier orders: a T-shirt in M twice, a shirt in L once; shoes in 41; a bag (one size).
    const shirt = await itemIn('top', 'Рубашка', ['M', 'L']);
    const sneakers = await itemIn('footwear', 'Кроссовки', ['41']);
    const line = (v: VariantRow, quantity = 1) => ({ variant_id: v.id, quantity, price: 10000 });
    await placeOrder(buyer, orderBody([line(shirt.bySize('M'), 2), line(sneakers.bySize('41'))]));
    await placeOrder(buyer, orderBody([line(shirt.bySize('L')), line(bag.bySize('ONE SIZE'))]));

    const { items } = (await options(buyer, outfitId)).json() as OutfitCartOptionsResponse;
    const preferred = Object.fromEntries(items.map((i) => [i.name, i.preferred_variant_id]));
    expect(preferred).toEqual({
      // M was ordered most often; of the two M variants, the item's main colour.
      'Футболка базовая': tee.bySize('M').id,
      // Jeans come in Russian sizes; nothing was ordered in that system.
      'Джинсы прямые': null,
      'Ботинки челси': boots.bySize('41').id,
      // One variant: nothing to choose.
      'Сумка-тоут': null,
      Кепка: null,
    });
    // Someone else's orders say nothing about this caller.
    const other = (await options(await asUser(t), outfitId)).json() as OutfitCartOptionsResponse;
    expect(other.items.every((i) => i.preferred_variant_id === null)).toBe(true);
  });

  it('is for signed-in callers who may see the outfit', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outfits/${outfitId}/cart-options` }))
        .statusCode,
    ).toBe(401);
    const hidden = await createOutfit(t.db, {
      ownerId: owner.user.id,
      isPublic: false,
      items: { top: [tee.item.id] },
    });
    expect((await options(await asUser(t), hidden.id)).statusCode).toBe(404);
    expect((await options(owner, hidden.id)).statusCode).toBe(200);
  });
});

describe('POST /api/outfits/{id}/cart with chosen lines', () => {
  it('adds only the chosen variants, one each, and names what it added', async () => {
    const shopper = await asUser(t);
    const response = await addLines(shopper, outfitId, [
      { item_id: tee.item.id, variant_id: tee.bySize('L').id },
      { item_id: boots.item.id, variant_id: boots.bySize('42').id },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OutfitCartResponse;
    expect(body.added).toEqual([
      {
        item_id: tee.item.id,
        variant_id: tee.bySize('L').id,
        name: 'Футболка базовая',
        size: 'L',
      },
      {
        item_id: boots.item.id,
        variant_id: boots.bySize('42').id,
        name: 'Ботинки челси',
        size: '42',
      },
    ]);
    expect(body.skipped).toEqual([]);
    expect(body.cart.map((l) => [l.name, l.size, l.quantity])).toEqual([
      ['Футболка базовая', 'L', 1],
      ['Ботинки челси', '42', 1],
    ]);
  });

  it('skips a chosen variant that is sold out, adding the rest', async () => {
    const shopper = await asUser(t);
    const response = await addLines(shopper, outfitId, [
      { item_id: tee.item.id, variant_id: tee.bySize('XL').id },
      { item_id: jeans.item.id, variant_id: jeans.bySize('46').id },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OutfitCartResponse;
    expect(body.added.map((a) => [a.name, a.size])).toEqual([['Джинсы прямые', '46']]);
    expect(body.skipped).toEqual([
      { item_id: tee.item.id, name: 'Футболка базовая', reason: 'out_of_stock' },
    ]);
  });

  it('refuses lines that are not the outfit’s, naming each, and adds nothing', async () => {
    const shopper = await asUser(t);
    const stranger = await itemIn('top', 'Чужая рубашка', ['M']);
    const refusals: [unknown, string, RegExp][] = [
      [
        [
          { item_id: tee.item.id, variant_id: tee.bySize('M').id },
          { item_id: stranger.item.id, variant_id: stranger.bySize('M').id },
        ],
        'lines.1.item_id',
        new RegExp(`^Item ${stranger.item.id} is not in this outfit`),
      ],
      [
        [{ item_id: tee.item.id, variant_id: jeans.bySize('44').id }],
        'lines.0.variant_id',
        new RegExp(`^Variant ${jeans.bySize('44').id} is not one of item ${tee.item.id}`),
      ],
      [
        [
          { item_id: tee.item.id, variant_id: tee.bySize('M').id },
          { item_id: tee.item.id, variant_id: tee.bySize('S').id },
        ],
        'lines.1.item_id',
        new RegExp(`^Item ${tee.item.id} is given twice`),
      ],
      [[], 'lines', /./],
      [[{ item_id: tee.item.id }], 'lines.0.variant_id', /./],
    ];
    for (const [lines, path, message] of refusals) {
      const response = await addLines(shopper, outfitId, lines);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      const error = response.json() as ErrorEnvelope;
      expect(error.code).toBe('VALIDATION_FAILED');
      const fields = (error.details as { fields: { path: string; message: string }[] }).fields;
      expect(fields, JSON.stringify(lines)).toEqual(
        expect.arrayContaining([{ path, message: expect.stringMatching(message) }]),
      );
    }
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('keeps the old call without a body: one of each item in stock', async () => {
    const shopper = await asUser(t);
    const response = await shopper.inject({ method: 'POST', url: `/api/outfits/${outfitId}/cart` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as OutfitCartResponse;
    expect(body.added.map((a) => [a.name, a.size])).toEqual([
      ['Футболка базовая', 'S'],
      ['Джинсы прямые', '44'],
      ['Ботинки челси', '40'],
      ['Сумка-тоут', 'ONE SIZE'],
    ]);
    expect(body.skipped).toEqual([{ item_id: cap.item.id, name: 'Кепка', reason: 'out_of_stock' }]);
  });
});

describe('an outfit with an item no longer sold', () => {
  it('leaves it out of the total, offers no size of it and skips it as not sold', async () => {
    const shopper = await asUser(t);
    const coat = await itemIn('top', 'Пальто прошлого сезона', ['M']);
    const trousers = await itemIn('bottom', 'Брюки палаццо', ['44']);
    const outfit = await createOutfit(t.db, {
      ownerId: shopper.user.id,
      name: 'Прошлая осень',
      items: { top: [coat.item.id], bottom: [trousers.item.id] },
    });
    const shown = async () =>
      (await shopper.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).json() as Outfit;
    expect((await shown()).total_price).toBe(20000);
    await t.db.update(items).set({ status: 'archived' }).where(eq(items.id, coat.item.id));

    const after = await shown();
    expect(after.top[0]).toMatchObject({ id: coat.item.id, sold: false, price: 10000 });
    expect(after.total_price).toBe(10000);
    const offered = (await options(shopper, outfit.id)).json() as OutfitCartOptionsResponse;
    expect(offered.items.find((i) => i.item_id === coat.item.id)).toMatchObject({
      unavailable: 'not_sold',
      variants: [],
    });
    expect(offered.items.find((i) => i.item_id === trousers.item.id)?.unavailable).toBeNull();
    const added = (
      await shopper.inject({ method: 'POST', url: `/api/outfits/${outfit.id}/cart` })
    ).json() as OutfitCartResponse;
    expect(added.added.map((a) => a.item_id)).toEqual([trousers.item.id]);
    expect(added.skipped).toEqual([
      { item_id: coat.item.id, name: 'Пальто прошлого сезона', reason: 'not_sold' },
    ]);
  });
});
