import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  garmentKindOf,
  type Category,
  type ErrorEnvelope,
  type ItemSummary,
  stylistLooksResponseSchema,
  type StylistLooks,
} from '@shop/contract';
import { createItem, createOutfit, type CreateItemOptions } from '../../db/factories';
import { asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());

/** An item in stock (sizes S, M, L unless told) at a price, for whom and in which colour. */
async function item(
  category: Category,
  name: string,
  options: Partial<CreateItemOptions> & { sizes?: string[]; stock?: number } = {},
) {
  const { sizes = ['S', 'M', 'L'], stock = 5, ...rest } = options;
  const color = rest.color ?? 'чёрный';
  const made = await createItem(t.db, {
    category,
    name,
    gender: 'women',
    style: 'Повседневный',
    price: '20000.00',
    ...rest,
    color,
    variants: sizes.map((size) => ({ size, stock, color, price: rest.price ?? '20000.00' })),
  });
  return made;
}

const get = (url: string, caller?: Caller) =>
  caller ? caller.inject({ method: 'GET', url }) : t.app.inject({ method: 'GET', url });

async function looksOf(url: string, caller?: Caller) {
  const response = await get(url, caller);
  expect(response.statusCode, response.body).toBe(200);
  // The contract's schema reads the answer: every reason a kind the web can word.
  return stylistLooksResponseSchema.parse(response.json()).looks;
}

const catalogItems = (looks: StylistLooks['looks']) =>
  looks.flatMap((look) =>
    look.items.flatMap((piece) => (piece.source === 'catalog' ? [piece.item] : [])),
  );
const kindOf = (i: ItemSummary) => garmentKindOf(i.category, i.name);

const ids: Record<string, number> = {};

beforeAll(async () => {
  const make = async (key: string, ...args: Parameters<typeof item>) => {
    ids[key] = (await item(...args)).item.id;
  };
  await make('coat', 'top', 'Пальто шерстяное', { color: 'бежевый', price: '90000.00' });
  await make('sweater', 'top', 'Свитер вязаный', { color: 'тёмно-синий' });
  await make('shirt', 'top', 'Рубашка хлопковая', { color: 'белый' });
  await make('blouse', 'top', 'Блузка шёлковая', { color: 'серый', price: '30000.00' });
  await make('tshirt', 'top', 'Футболка базовая', { color: 'белый' });
  await make('menShirt', 'top', 'Рубашка оксфорд мужская', { gender: 'men', color: 'голубой' });
  await make('soldOutSweater', 'top', 'Свитер кашемировый', { color: 'серый', stock: 0 });
  await make('jeans', 'bottom', 'Джинсы прямые', { color: 'синий' });
  await make('trousers', 'bottom', 'Брюки классические', { color: 'чёрный' });
  await make('skirt', 'bottom', 'Юбка миди', { color: 'бежевый', gender: 'unisex' });
  await make('menTrousers', 'bottom', 'Брюки мужские', { gender: 'men' });
  await make('sandals', 'footwear', 'Сандалии кожаные', { color: 'бежевый', sizes: ['38'] });
  await make('boots', 'footwear', 'Ботинки челси', { sizes: ['37', '38', '39'] });
  await make('shoes', 'footwear', 'Туфли лодочки', { color: 'коричневый', sizes: ['38'] });
  await make('loafers', 'footwear', 'Лоферы кожаные', { color: 'чёрный', sizes: ['38'] });
  await make('soldOutBoots', 'footwear', 'Сапоги высокие', { stock: 0, sizes: ['38'] });
  await make('bag', 'accessory', 'Сумка тоут', { sizes: ['ONE SIZE'], price: '40000.00' });
  await make('scarf', 'accessory', 'Шарф шерстяной', { color: 'серый', sizes: ['ONE SIZE'] });
  await make('belt', 'accessory', 'Ремень кожаный', { color: 'коричневый', sizes: ['ONE SIZE'] });
  await make('glasses', 'accessory', 'Очки солнцезащитные', { sizes: ['ONE SIZE'] });
  await make('draft', 'top', 'Пальто черновик', { status: 'draft' });
});

describe('GET /api/stylist/looks?item_id=', () => {
  it('answers a guest three complete looks around the item', async () => {
    const looks = await looksOf(`/api/stylist/looks?item_id=${ids.coat}`);
    expect(looks).toHaveLength(3);
    for (const look of looks) {
      const slots = look.items.map((p) => p.slot);
      // A coat goes over a top: two tops, a bottom, footwear and an accessory.
      expect(slots).toEqual(['top', 'top', 'bottom', 'footwear', 'accessory']);
      expect(look.items.some((p) => p.source === 'catalog' && p.item.id === ids.coat)).toBe(true);
      for (const piece of look.items)
        if (piece.source === 'catalog') expect(piece.variant?.stock).toBeGreaterThan(0);
    }
  });

  it('never proposes an item out of stock, for men, or out of season', async () => {
    const items = catalogItems(await looksOf(`/api/stylist/looks?item_id=${ids.coat}`));
    const shown = new Set(items.map((i) => i.id));
    for (const key of ['soldOutSweater', 'soldOutBoots', 'menShirt', 'menTrousers', 'draft'])
      expect(shown.has(ids[key]!), key).toBe(false);
    // No sandals, T-shirt or sunglasses with a winter coat.
    expect(items.map(kindOf)).not.toContain('sandals');
    expect(items.map(kindOf)).not.toContain('tshirt');
    expect(items.map(kindOf)).not.toContain('glasses');
    expect(items.every((i) => i.in_stock && i.gender !== 'men')).toBe(true);
  });

  it('makes the three looks differ: no catalogue piece twice', async () => {
    const looks = await looksOf(`/api/stylist/looks?item_id=${ids.coat}`);
    const added = catalogItems(looks)
      .map((i) => i.id)
      .filter((id) => id !== ids.coat);
    expect(new Set(added).size).toBe(added.length);
  });

  it('puts what public outfits wear with the item first', async () => {
    const owner = await asUser(t);
    await createOutfit(t.db, {
      ownerId: owner.user.id,
      items: { top: [ids.coat!], accessory: [ids.belt!] },
    });
    const [first] = await looksOf(`/api/stylist/looks?item_id=${ids.coat}`);
    const accessory = first!.items.find((p) => p.slot === 'accessory')!;
    expect(accessory.source === 'catalog' && accessory.item.id).toBe(ids.belt);
  });

  it('chooses the shopper’s usual size for «Добавить недостающее в корзину»', async () => {
    const buyer = await asUser(t);
    const { variants } = await item('footwear', 'Ботинки на шнуровке', { sizes: ['39'] });
    await placeOrder(
      buyer,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 20000 }]),
    );
    const looks = await looksOf(`/api/stylist/looks?item_id=${ids.coat}`, buyer);
    const boots = looks
      .flatMap((l) => l.items)
      .find((p) => p.source === 'catalog' && p.item.id === ids.boots);
    expect(boots, 'the boots in 39 are in some look').toBeDefined();
    expect(boots!.source === 'catalog' && boots!.variant?.size).toBe('39');
  });

  it('refuses a draft and an unknown item as not found', async () => {
    for (const id of [ids.draft, 999_999]) {
      const response = await get(`/api/stylist/looks?item_id=${id}`);
      expect(response.statusCode).toBe(404);
      expect((response.json() as ErrorEnvelope).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/stylist/looks, other questions', () => {
  it('fills only the empty slots of the builder’s picks (item_ids)', async () => {
    const looks = await looksOf(`/api/stylist/looks?item_ids=${ids.sweater},${ids.trousers}`);
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks) {
      expect(look.items.map((p) => p.slot)).toEqual(['top', 'bottom', 'footwear', 'accessory']);
      const picked = look.items.filter((p) => p.source === 'catalog').map((p) => p.item.id);
      expect(picked).toEqual(expect.arrayContaining([ids.sweater, ids.trousers]));
    }
  });

  it('fills an outfit the caller may see, and hides another’s private one', async () => {
    const owner = await asUser(t);
    const other = await asUser(t);
    const outfit = await createOutfit(t.db, {
      ownerId: owner.user.id,
      isPublic: false,
      items: { top: [ids.shirt!], bottom: [ids.jeans!] },
    });
    const looks = await looksOf(`/api/stylist/looks?outfit_id=${outfit.id}`, owner);
    expect(looks[0]!.items.map((p) => p.slot)).toEqual(['top', 'bottom', 'footwear', 'accessory']);
    for (const caller of [other, undefined]) {
      const response = await get(`/api/stylist/looks?outfit_id=${outfit.id}`, caller);
      expect(response.statusCode).toBe(404);
    }
  });

  it('asks a guest to sign in for a wardrobe piece or «Что надеть»', async () => {
    for (const query of ['wardrobe_item_id=1', 'from=wardrobe']) {
      const response = await get(`/api/stylist/looks?${query}`);
      expect(response.statusCode, query).toBe(401);
    }
  });

  it('does not find a wardrobe piece that is not the caller’s', async () => {
    const shopper = await asUser(t);
    const response = await get('/api/stylist/looks?wardrobe_item_id=1', shopper);
    expect(response.statusCode).toBe(404);
    expect(await looksOf('/api/stylist/looks?from=wardrobe', shopper)).toEqual([]);
  });

  it('refuses a question that is not exactly one, or not well formed, with the envelope', async () => {
    for (const query of [
      '',
      `item_id=${ids.coat}&outfit_id=1`,
      'item_id=abc',
      'item_id=0',
      'item_ids=',
      'item_ids=1,x',
      'from=closet',
      `item_id=${ids.coat}&color=red`,
    ]) {
      const response = await get(`/api/stylist/looks?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as ErrorEnvelope).code, query).toBe('VALIDATION_FAILED');
    }
  });
});
