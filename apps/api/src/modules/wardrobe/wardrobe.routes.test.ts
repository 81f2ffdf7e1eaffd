import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, OrderDetail, WardrobeItem, WardrobeStats } from '@shop/contract';
import { createItem } from '../../db/factories';
import { wardrobeItems, wardrobeWears } from '../../db/schema';
import { asAdmin, asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';
import { addOwned, listOf, ownPiece, patch, uploadBytes, worn } from '../../test/wardrobe';
import { addDays, dayIn } from './wardrobe.mapper';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);
const today = dayIn('Asia/Almaty');

describe('privacy', () => {
  it('answers another account 404 and a guest 401, and shows nothing outside the wardrobe', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const piece = await ownPiece(owner);
    await patch(owner, piece.id, { name: 'Секретный свитер Зефирка' });
    const url = `/api/wardrobe/items/${piece.id}`;
    for (const caller of [other, admin]) {
      expect(
        (await caller.inject({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode,
      ).toBe(404);
      expect((await caller.inject({ method: 'DELETE', url })).statusCode).toBe(404);
      expect((await worn(caller, piece.id)).statusCode).toBe(404);
      expect((await listOf(caller)).items.map((p) => p.id)).not.toContain(piece.id);
    }
    for (const [method, path] of [
      ['GET', '/api/wardrobe/items'],
      ['GET', '/api/wardrobe/stats'],
      ['POST', `${url}/worn`],
      ['DELETE', url],
    ] as const)
      expect((await t.app.inject({ method, url: path })).statusCode).toBe(401);
    const search = await t.app.inject({ method: 'GET', url: '/api/items?q=Зефирка' });
    expect(search.body).not.toContain('Зефирка');
    const outfits = await t.app.inject({ method: 'GET', url: '/api/outfits' });
    expect(outfits.body).not.toContain('/private/wardrobe/');
  });
});

describe('«Уже есть у меня»', () => {
  it('keeps one piece when pressed many times at once', async () => {
    const shopper = await asUser(t);
    const { item } = await createItem(t.db, { category: 'top', name: 'Рубашка льняная' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => addOwned(shopper, { item_id: item.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => (a.json() as WardrobeItem).id)).size).toBe(1);
    // What the stylist reads: the same pieces, for this account only.
    expect(
      (await t.app.services.wardrobe.ownedPieces(shopper.user.id)).map((p) => p.item_id),
    ).toEqual([item.id]);
  });

  it('adds a catalogue item once, however often it is pressed', async () => {
    const shopper = await asUser(t);
    const { item, variants } = await createItem(t.db, {
      category: 'bottom',
      name: 'Юбка миди плиссе',
      color: 'бежевый',
      variants: [{ size: 'M', color: 'Чёрный' }],
    });
    const first = await addOwned(shopper, { item_id: item.id, variant_id: variants[0]!.id });
    const again = await addOwned(shopper, { item_id: item.id });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    const piece = first.json() as WardrobeItem;
    expect((again.json() as WardrobeItem).id).toBe(piece.id);
    expect(piece).toMatchObject({
      source: 'catalog',
      item_id: item.id,
      slot: 'bottom',
      kind: 'skirt',
      colors: ['чёрный'],
      size: 'M',
      price: null,
    });
    expect((await listOf(shopper)).items).toHaveLength(1);
    // The catalogue says what the piece is: its slot and kind do not change.
    expect((await patch(shopper, piece.id, { slot: 'top' })).statusCode).toBe(400);
    expect((await patch(shopper, piece.id, { kind: 'jeans' })).statusCode).toBe(400);
    expect((await patch(shopper, piece.id, { size: 'L', price: 8000 })).json()).toMatchObject({
      kind: 'skirt',
      size: 'L',
      price: 8000,
    });
    const unknown = await addOwned(shopper, { item_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const foreign = await addOwned(shopper, { item_id: item.id, variant_id: 999_999 });
    expect(foreign.statusCode).toBe(400);
  });
});

/** An order of two lines delivered to the shopper: 2 × a black dress, 1 × white trainers. */
async function deliveredOrder(shopper: Caller) {
  const dress = await createItem(t.db, {
    category: 'top',
    name: 'Платье миди',
    price: '10000.00',
    variants: [{ size: 'S', color: 'чёрный', stock: 5, price: '10000.00' }],
  });
  const shoes = await createItem(t.db, {
    category: 'footwear',
    name: 'Кроссовки беговые',
    price: '5000.00',
    variants: [{ size: '38', color: 'белый', stock: 5, price: '5000.00' }],
  });
  const order = await placeOrder(
    shopper,
    orderBody([
      { variant_id: dress.variants[0]!.id, quantity: 2, price: 10000 },
      { variant_id: shoes.variants[0]!.id, quantity: 1, price: 5000 },
    ]),
  );
  for (const status of ['confirmed', 'shipped', 'delivered'])
    await admin.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status } });
  return (
    await admin.inject({ method: 'GET', url: `/api/orders/${order.id}` })
  ).json() as OrderDetail;
}

describe('one catalogue item asked about', () => {
  it("answers only that item's piece, with the whole wardrobe's counts and value", async () => {
    const [shopper, other] = await Promise.all([asUser(t), asUser(t)]);
    const { item } = await createItem(t.db, { category: 'top', name: 'Свитер кашемировый' });
    const { item: skirt } = await createItem(t.db, { category: 'bottom', name: 'Юбка карандаш' });
    expect((await listOf(shopper, `?item_id=${item.id}`)).items).toEqual([]);
    const marked = (await addOwned(shopper, { item_id: item.id })).json() as WardrobeItem;
    await addOwned(shopper, { item_id: skirt.id });
    const own = await ownPiece(shopper);
    await patch(shopper, own.id, { price: 1200.5, slot: 'top', kind: 'dress' });
    await addOwned(other, { item_id: item.id });
    const whole = await listOf(shopper);
    const asked = await listOf(shopper, `?item_id=${item.id}`);
    expect(asked.items.map((p) => p.id)).toEqual([marked.id]);
    expect(asked.counts).toEqual(whole.counts);
    expect([asked.dresses, whole.dresses]).toEqual([1, 1]);
    expect(asked.value).toBe(whole.value);
    expect(asked.value).toBe(1200.5);
    expect((await listOf(shopper, `?item_id=${item.id}&slot=bottom`)).items).toEqual([]);
    expect((await listOf(shopper, '?item_id=999999')).items).toEqual([]);
    const bad = await shopper.inject({ method: 'GET', url: '/api/wardrobe/items?item_id=x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bought here', () => {
  it('puts a delivered order’s lines in the wardrobe; a line returned in full leaves', async () => {
    const shopper = await asUser(t);
    const order = await deliveredOrder(shopper);
    const pieces = (await listOf(shopper)).items;
    expect(pieces.map((p) => p.name).sort()).toEqual(['Кроссовки беговые', 'Платье миди']);
    expect(pieces.find((p) => p.slot === 'top')).toMatchObject({
      source: 'order',
      order_id: order.id,
      kind: 'dress',
      colors: ['чёрный'],
      size: 'S',
      price: 10000,
      acquired_on: today,
    });
    const shoes = order.lines.find((l) => l.name === 'Кроссовки беговые')!;
    const dress = order.lines.find((l) => l.name === 'Платье миди')!;
    const returns = `/api/orders/${order.id}/returns`;
    // One of the two dresses goes back: one is still the shopper's.
    const partial = { lines: [{ line_id: dress.id, quantity: 1 }] };
    expect(
      (await admin.inject({ method: 'POST', url: returns, payload: partial })).statusCode,
    ).toBe(200);
    expect((await listOf(shopper)).items).toHaveLength(2);
    const full = { lines: [{ line_id: shoes.id, quantity: 1 }] };
    expect((await admin.inject({ method: 'POST', url: returns, payload: full })).statusCode).toBe(
      200,
    );
    expect((await listOf(shopper)).items.map((p) => p.name)).toEqual(['Платье миди']);
  });

  it('takes the pieces back with a «delivered» undone', async () => {
    const shopper = await asUser(t);
    const order = await deliveredOrder(shopper);
    const undo = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/undo-delivered`,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await listOf(shopper)).items).toEqual([]);
  });

  it('back-fills pieces of orders delivered before the wardrobe (migration 0044)', async () => {
    const shopper = await asUser(t);
    await deliveredOrder(shopper);
    await t.db.delete(wardrobeItems).where(eq(wardrobeItems.ownerId, shopper.user.id));
    const file = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../db/migrations/0044_wardrobe.sql', import.meta.url), 'utf8'),
    );
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(backfill));
    const pieces = (await listOf(shopper)).items;
    expect(pieces).toHaveLength(2);
    expect(pieces.find((p) => p.slot === 'footwear')).toMatchObject({
      colors: ['белый'],
      price: 5000,
      acquired_on: today,
    });
  });
});

describe('changing a piece', () => {
  it('refuses an unknown colour, a bad date and a kind of another slot with the envelope', async () => {
    const shopper = await asUser(t);
    const piece = await ownPiece(shopper);
    const cases: [object, string][] = [
      [{ colors: ['изумрудный'] }, 'colors'],
      [{ acquired_on: '2026-02-30' }, 'acquired_on'],
      [{ acquired_on: addDays(today, 2) }, 'acquired_on'],
      [{ slot: 'top', kind: 'jeans' }, 'kind'],
      [{ price: -1 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const response = await patch(shopper, piece.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json() as ErrorEnvelope;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.fields?.map((f) => f.path).join(',')).toContain(field);
    }
    const changed = await patch(shopper, piece.id, {
      name: 'Свитер',
      brand: 'Zara',
      slot: 'top',
      kind: 'sweater',
      colors: ['серый', 'белый'],
      price: 12000,
      acquired_on: '2025-10-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Свитер',
      kind: 'sweater',
      seasons: ['autumn', 'winter'],
      colors: ['серый', 'белый'],
      price: 12000,
      cost_per_wear: 12000,
    });
  });
});

describe('the wear log', () => {
  it('logs a day once, refuses a day to come, takes a day back', async () => {
    const shopper = await asUser(t);
    const piece = await ownPiece(shopper);
    expect((await worn(shopper, piece.id)).statusCode).toBe(200);
    const twice = (await worn(shopper, piece.id, { date: today })).json() as WardrobeItem;
    expect(twice).toMatchObject({ times_worn: 1, last_worn: today });
    const future = await worn(shopper, piece.id, { date: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    await worn(shopper, piece.id, { date: addDays(today, -3) });
    const calendar = await shopper.inject({
      method: 'GET',
      url: `/api/wardrobe/wears?from=${addDays(today, -7)}&to=${today}`,
    });
    expect(calendar.json()).toEqual({
      wears: [
        { date: addDays(today, -3), wardrobe_item_id: piece.id, outfit_id: null },
        { date: today, wardrobe_item_id: piece.id, outfit_id: null },
      ],
    });
    const tooLong = await shopper.inject({
      method: 'GET',
      url: `/api/wardrobe/wears?from=${addDays(today, -400)}&to=${today}`,
    });
    expect(tooLong.statusCode).toBe(400);
    const back = await shopper.inject({
      method: 'DELETE',
      url: `/api/wardrobe/items/${piece.id}/worn/${today}`,
    });
    expect(back.json()).toMatchObject({ times_worn: 1, last_worn: addDays(today, -3) });
  });

  it('counts the wardrobe: value, slots, most and least worn, idle, cost per wear', async () => {
    const shopper = await asUser(t);
    const [shirt, jeans, old, unworn] = [
      await ownPiece(shopper),
      await ownPiece(shopper),
      await ownPiece(shopper),
      await ownPiece(shopper),
    ];
    await patch(shopper, shirt!.id, { slot: 'top', kind: 'shirt', price: 9000 });
    await patch(shopper, jeans!.id, { slot: 'bottom', kind: 'jeans', price: 20000 });
    await patch(shopper, old!.id, { slot: 'top', kind: 'coat', price: 50000 });
    for (const days of [0, 1, 2]) await worn(shopper, shirt!.id, { date: addDays(today, -days) });
    await worn(shopper, jeans!.id, { date: addDays(today, -1) });
    await worn(shopper, old!.id, { date: addDays(today, -120) });
    // The coat and the never-worn piece came long ago; a piece added today is not idle yet.
    await t.db
      .update(wardrobeItems)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(sql`${wardrobeItems.id} in (${old!.id}, ${unworn!.id})`);
    const stats = (
      await shopper.inject({ method: 'GET', url: '/api/wardrobe/stats' })
    ).json() as WardrobeStats;
    expect(stats).toMatchObject({ count: 4, value: 79000, idle_count: 2, wears_last_30_days: 4 });
    expect(stats.by_slot.find((s) => s.slot === 'top')).toEqual({
      slot: 'top',
      count: 3,
      value: 59000,
    });
    expect(stats.most_worn.map((p) => p.id)).toEqual([shirt!.id, jeans!.id, old!.id]);
    expect(stats.most_worn[0]).toMatchObject({ times_worn: 3, cost_per_wear: 3000 });
    expect(stats.least_worn[0]!.id).toBe(unworn!.id);
    // The longest unworn first: never worn for 200 days, then worn 120 days ago.
    expect(stats.idle.map((p) => p.id)).toEqual([unworn!.id, old!.id]);
    expect((await listOf(shopper, '?idle=true')).items.map((p) => p.id).sort()).toEqual(
      [old!.id, unworn!.id].sort(),
    );
    expect((await listOf(shopper, '?slot=top')).counts).toMatchObject({ top: 3, bottom: 1 });
    expect((await listOf(shopper, '?season=summer')).items.map((p) => p.id)).not.toContain(old!.id);
  });
});

describe('the account and the API reference', () => {
  it('deletes the wardrobe, its wears and its files with the account', async () => {
    const shopper = await asUser(t);
    const piece = await ownPiece(shopper);
    await worn(shopper, piece.id);
    const [row] = await t.db.select().from(wardrobeItems).where(eq(wardrobeItems.id, piece.id));
    const gone = await shopper.inject({ method: 'DELETE', url: '/api/profile' });
    expect(gone.statusCode).toBe(200);
    expect(
      await t.db.select().from(wardrobeItems).where(eq(wardrobeItems.ownerId, shopper.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(wardrobeWears).where(eq(wardrobeWears.ownerId, shopper.user.id)),
    ).toEqual([]);
    expect(await uploadBytes(t, shopper.user.id)).toBe(0);
    await expect(t.app.services.media.read(row!.imageKey!)).rejects.toThrow();
  });

  it('documents every wardrobe call under its tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags: string[]; requestBody?: { content: object } }>>;
    };
    expect(spec.tags.map((tag) => tag.name)).toContain('wardrobe');
    const calls = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/wardrobe'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          expect(op.tags).toEqual(['wardrobe']);
          return `${method.toUpperCase()} ${path}`;
        }),
      );
    expect(calls.sort()).toEqual([
      'DELETE /api/wardrobe/items/{id}',
      'DELETE /api/wardrobe/items/{id}/worn/{date}',
      'GET /api/wardrobe/items',
      'GET /api/wardrobe/stats',
      'GET /api/wardrobe/wears',
      'PATCH /api/wardrobe/items/{id}',
      'POST /api/wardrobe/items',
      'POST /api/wardrobe/items/{id}/worn',
    ]);
    expect(Object.keys(spec.paths['/api/wardrobe/items']!.post!.requestBody!.content)).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
  });
});
