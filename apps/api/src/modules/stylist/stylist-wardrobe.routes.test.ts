import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  stylistLooksResponseSchema,
  type Category,
  type StylistLooks,
  type WardrobeItem,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { asUser, buildTestApp, type Caller } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

async function item(category: Category, name: string, color: string, price = '20000.00') {
  const { item } = await createItem(t.db, {
    category,
    name,
    color,
    price,
    gender: 'women',
    style: 'Повседневный',
    variants: [{ size: 'M', stock: 5, color, price }],
  });
  return item.id;
}

async function looksOf(caller: Caller, query: string) {
  const response = await caller.inject({ method: 'GET', url: `/api/stylist/looks?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  // The contract's schema reads the answer: every reason a kind the web can word.
  return stylistLooksResponseSchema.parse(response.json()).looks;
}

/** «Уже есть у меня» on a catalogue item: it joins the caller's wardrobe. */
async function own(caller: Caller, itemId: number) {
  const response = await caller.inject({
    method: 'POST',
    url: '/api/wardrobe/items',
    payload: { item_id: itemId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WardrobeItem;
}

const ids: Record<string, number> = {};
let shopper: Caller;
let ownJeans: WardrobeItem;

beforeAll(async () => {
  ids.shirt = await item('top', 'Рубашка хлопковая', 'белый');
  ids.blouse = await item('top', 'Блузка шёлковая', 'бежевый');
  ids.jeans = await item('bottom', 'Джинсы прямые', 'синий');
  ids.trousers = await item('bottom', 'Брюки классические', 'чёрный');
  ids.skirt = await item('bottom', 'Юбка миди', 'серый');
  ids.loafers = await item('footwear', 'Лоферы кожаные', 'чёрный');
  ids.shoes = await item('footwear', 'Туфли лодочки', 'бежевый');
  ids.sneakers = await item('footwear', 'Кроссовки белые', 'белый');
  ids.bag = await item('accessory', 'Сумка тоут', 'чёрный');
  ids.belt = await item('accessory', 'Ремень кожаный', 'коричневый');
  ids.hat = await item('accessory', 'Шапка вязаная', 'серый');
  shopper = await asUser(t);
  ownJeans = await own(shopper, ids.jeans);
  await own(shopper, ids.loafers);
});

describe('the stylist with the shopper’s wardrobe', () => {
  it('takes what the shopper owns first and fills the gaps from the catalogue', async () => {
    const looks = await looksOf(shopper, `item_id=${ids.shirt}`);
    expect(looks.length).toBeGreaterThan(0);
    const [first] = looks;
    const bottom = first!.items.find((p) => p.slot === 'bottom')!;
    expect(bottom.source).toBe('wardrobe');
    expect(bottom.item.id).toBe(ownJeans.id);
    // The owned catalogue items are never offered to buy again.
    const bought = looks.flatMap((l) =>
      l.items.flatMap((p) => (p.source === 'catalog' ? [p.item.id] : [])),
    );
    expect(bought).not.toContain(ids.jeans);
    expect(bought).not.toContain(ids.loafers);
  });

  it('offers a guest the catalogue alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/stylist/looks?item_id=${ids.shirt}`,
    });
    const { looks } = response.json() as StylistLooks;
    expect(looks.every((l) => l.items.every((p) => p.source === 'catalog'))).toBe(true);
  });

  it('styles the owner’s own piece, and not another’s', async () => {
    const looks = await looksOf(shopper, `wardrobe_item_id=${ownJeans.id}`);
    expect(looks[0]!.items.some((p) => p.source === 'wardrobe' && p.item.id === ownJeans.id)).toBe(
      true,
    );
    const other = await asUser(t);
    const response = await other.inject({
      method: 'GET',
      url: `/api/stylist/looks?wardrobe_item_id=${ownJeans.id}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('«Что надеть» proposes looks from the wardrobe alone', async () => {
    await own(shopper, ids.blouse!);
    const looks = await looksOf(shopper, 'from=wardrobe');
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks) {
      expect(look.items.every((p) => p.source === 'wardrobe')).toBe(true);
    }
  });

  it('«Что надеть» never offers the same clothes twice told apart by an accessory', async () => {
    const small = await asUser(t);
    for (const id of [ids.blouse!, ids.skirt!, ids.shoes!, ids.bag!, ids.belt!])
      await own(small, id);
    const looks = await looksOf(small, 'from=wardrobe');
    expect(looks).toHaveLength(1);
    expect(looks[0]!.items.map((p) => p.slot)).toEqual(
      expect.arrayContaining(['top', 'bottom', 'footwear']),
    );
  });

  it('«Дополнить образ» fills around the builder’s own pieces too, only the owner’s', async () => {
    const looks = await looksOf(shopper, `item_ids=${ids.shirt}&wardrobe_ids=${ownJeans.id}`);
    const [first] = looks;
    expect(first!.items.filter((p) => p.slot === 'bottom').map((p) => p.item.id)).toEqual([
      ownJeans.id,
    ]);
    expect(first!.items.some((p) => p.slot === 'footwear')).toBe(true);
    // Own pieces alone are enough to ask with.
    const alone = await looksOf(shopper, `wardrobe_ids=${ownJeans.id}`);
    expect(alone[0]!.items.some((p) => p.slot === 'top')).toBe(true);
    const other = await asUser(t);
    const response = await other.inject({
      method: 'GET',
      url: `/api/stylist/looks?wardrobe_ids=${ownJeans.id}`,
    });
    expect(response.statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/stylist/looks?wardrobe_ids=${ownJeans.id}`,
    });
    expect(guest.statusCode).toBe(401);
  });
});
