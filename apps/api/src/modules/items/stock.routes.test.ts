import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  ManagedItemPage,
  StockMovement,
  StockSettings,
  Variant,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { itemVariants, stockMovements } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';
import { orderBody, placeOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);

const codeOf = (r: { json: () => unknown }) => (r.json() as ErrorEnvelope).code;

/** The movements of these variants, oldest first, as the table holds them. */
async function movementsOf(...variantIds: number[]) {
  const rows = await t.db.select().from(stockMovements).orderBy(asc(stockMovements.id));
  return rows
    .filter((r) => variantIds.includes(r.variantId))
    .map((r) => ({
      variant: r.variantId,
      delta: r.delta,
      after: r.stockAfter,
      reason: r.reason,
      actor: r.actorId,
      order: r.orderId,
      note: r.note,
    }));
}

const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;

const adjust = (caller: Caller, itemId: number, payload: object) =>
  caller.inject({ method: 'POST', url: `/api/admin/items/${itemId}/stock`, payload });

describe('stock movements', () => {
  it('records a sale and its cancel with the order and the person', async () => {
    const shopper = await asUser(t);
    const { variants } = await createItem(t.db, {
      price: '1000.00',
      variants: [{ size: 'M', stock: 5, price: '1000.00' }],
    });
    const v = variants[0]!;
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 2, price: 1000 }]),
    );
    const cancel = await admin.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      payload: { reason: 'Нет связи' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await movementsOf(v.id)).toEqual([
      {
        variant: v.id,
        delta: -2,
        after: 3,
        reason: 'sale',
        actor: shopper.user.id,
        order: order.id,
        note: null,
      },
      {
        variant: v.id,
        delta: 2,
        after: 5,
        reason: 'cancel',
        actor: admin.user.id,
        order: order.id,
        note: null,
      },
    ]);
  });

  it('records the variants editor and a new variant as changes by hand', async () => {
    const moderator = await asModerator(t);
    const { item, variants } = await createItem(t.db, {
      ownerId: moderator.user.id,
      variants: [{ sku: `ED-${Date.now()}-S`, size: 'S', stock: 4 }],
    });
    const s = variants[0]!;
    const saved = await moderator.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/variants`,
      payload: [
        { id: s.id, sku: s.sku, size: 'S', stock: 1 },
        { sku: `${s.sku}-M`, size: 'M', stock: 6 },
        { sku: `${s.sku}-L`, size: 'L', stock: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const ids = (saved.json() as Variant[]).map((v) => v.id);
    const added = await moderator.inject({
      method: 'POST',
      url: `/api/items/${item.id}/variants`,
      payload: { sku: `${s.sku}-XL`, size: 'XL', stock: 2 },
    });
    expect(added.statusCode).toBe(201);
    const xl = (added.json() as Variant).id;
    expect(await stockOf(xl)).toBe(2);
    expect(await movementsOf(...ids, xl)).toEqual([
      {
        variant: s.id,
        delta: -3,
        after: 1,
        reason: 'manual',
        actor: moderator.user.id,
        order: null,
        note: null,
      },
      {
        variant: ids[1],
        delta: 6,
        after: 6,
        reason: 'manual',
        actor: moderator.user.id,
        order: null,
        note: null,
      },
      {
        variant: xl,
        delta: 2,
        after: 2,
        reason: 'manual',
        actor: moderator.user.id,
        order: null,
        note: null,
      },
    ]);
  });

  it('records an import’s stock, and sizes gone at the source drop to 0', async () => {
    const sku = `LM-${Date.now()}`;
    const source = (sizes: { size: string; stock: number }[]) => ({
      name: 'Кеды',
      brand: 'Lamoda',
      category: 'footwear' as const,
      gender: 'unisex' as const,
      description: '',
      color: null,
      size: null,
      style: null,
      collection: null,
      price: '5000.00',
      article: null,
      source: 'lamoda',
      sourceDomain: 'lamoda.kz',
      sourceSku: sku,
      sourceUrl: null,
      sourcePrice: null,
      sourceCurrency: null,
      gallery: [],
      variants: sizes.map((s) => ({ sku: `${sku}-${s.size}`, size: s.size, stock: s.stock })),
    });
    const { items } = t.app.services;
    const first = await t.db.transaction((tx) =>
      items.upsertFromSource(
        source([
          { size: '40', stock: 3 },
          { size: '41', stock: 1 },
        ]),
        tx,
      ),
    );
    await t.db.transaction((tx) => items.upsertFromSource(source([{ size: '40', stock: 5 }]), tx));
    const variants = await items.variants(first.itemId);
    const [v40, v41] = variants.map((v) => v.id);
    expect(variants.map((v) => v.stock)).toEqual([5, 0]);
    expect(
      (await movementsOf(v40!, v41!)).map((m) => [
        m.variant,
        m.delta,
        m.after,
        m.reason,
        m.actor,
        m.note,
      ]),
    ).toEqual([
      [v40, 3, 3, 'import', null, 'lamoda'],
      [v41, 1, 1, 'import', null, 'lamoda'],
      [v40, 2, 5, 'import', null, 'lamoda'],
      [v41, -1, 0, 'import', null, 'lamoda'],
    ]);
  });
});

describe('POST /api/admin/items/:id/stock', () => {
  it('changes by a delta or to a number, with the note, and shows it in the history', async () => {
    const { item, variants } = await createItem(t.db, {
      variants: [
        { size: 'S', color: 'чёрный', stock: 2 },
        { size: 'M', color: 'чёрный', stock: 7 },
      ],
    });
    const [s, m] = variants;
    const plus = await adjust(admin, item.id, { variant_id: s!.id, delta: 3, note: 'Поставка' });
    expect(plus.statusCode).toBe(200);
    expect((plus.json() as Variant[]).map((v) => v.stock)).toEqual([5, 7]);
    const set = await adjust(admin, item.id, { variant_id: m!.id, set_to: 4 });
    expect((set.json() as Variant[]).map((v) => v.stock)).toEqual([5, 4]);

    const history = await admin.inject({ method: 'GET', url: `/api/admin/items/${item.id}/stock` });
    expect(history.statusCode).toBe(200);
    expect(
      (history.json() as StockMovement[]).map((h) => [
        h.size,
        h.delta,
        h.stock_after,
        h.reason,
        h.actor_id,
        h.note,
      ]),
    ).toEqual([
      ['M', -3, 4, 'manual', admin.user.id, null],
      ['S', 3, 5, 'manual', admin.user.id, 'Поставка'],
    ]);
    expect((history.json() as StockMovement[])[0]!.actor_name).toBeTruthy();
  });

  it('refuses a bad body, stock below zero and a variant of another item', async () => {
    const { item, variants } = await createItem(t.db, { variants: [{ stock: 2 }] });
    const other = await createItem(t.db, { variants: [{ stock: 2 }] });
    const v = variants[0]!.id;
    for (const body of [
      { variant_id: v },
      { variant_id: v, delta: 1, set_to: 3 },
      { variant_id: v, delta: 0 },
      { variant_id: v, set_to: -1 },
      { variant_id: v, delta: 1.5 },
      { variant_id: v, delta: 1, note: 'x'.repeat(501) },
    ]) {
      const r = await adjust(admin, item.id, body);
      expect([r.statusCode, codeOf(r)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const below = await adjust(admin, item.id, { variant_id: v, delta: -3 });
    expect(below.statusCode).toBe(400);
    expect((below.json() as ErrorEnvelope).details!.fields).toEqual([
      { path: 'delta', message: expect.any(String) },
    ]);
    expect(await stockOf(v)).toBe(2);
    const foreign = await adjust(admin, item.id, { variant_id: other.variants[0]!.id, delta: 1 });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([404, 'NOT_FOUND']);
    expect(await movementsOf(v, other.variants[0]!.id)).toEqual([]);
  });

  it('follows the item edit rule: a moderator changes their own items only, shoppers none', async () => {
    const moderator = await asModerator(t);
    const own = await createItem(t.db, { ownerId: moderator.user.id, variants: [{ stock: 1 }] });
    const foreign = await createItem(t.db, { variants: [{ stock: 1 }] });
    expect(
      (await adjust(moderator, own.item.id, { variant_id: own.variants[0]!.id, delta: 1 }))
        .statusCode,
    ).toBe(200);
    const refused = await adjust(moderator, foreign.item.id, {
      variant_id: foreign.variants[0]!.id,
      delta: 1,
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'FORBIDDEN']);
    const shopper = await asUser(t);
    expect(
      (await adjust(shopper, own.item.id, { variant_id: own.variants[0]!.id, delta: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await shopper.inject({ method: 'GET', url: `/api/admin/items/${own.item.id}/stock` }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/items/${own.item.id}/stock`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(await stockOf(foreign.variants[0]!.id)).toBe(1);
    expect(
      (await admin.inject({ method: 'GET', url: '/api/admin/items/99999999/stock' })).statusCode,
    ).toBe(404);
  });
});

describe('the admin list', () => {
  const list = async (caller: Caller, query: string) => {
    const r = await caller.inject({ method: 'GET', url: `/api/items/manage?${query}` });
    expect(r.statusCode).toBe(200);
    return r.json() as ManagedItemPage;
  };

  it('answers the total, sorts by a whitelisted column and filters items running low', async () => {
    const moderator = await asModerator(t);
    const mk = (name: string, price: string, stocks: number[]) =>
      createItem(t.db, {
        name,
        price,
        ownerId: moderator.user.id,
        variants: stocks.map((stock) => ({ stock, price })),
      });
    const a = await mk('Бриджи', '3000.00', [1, 1]);
    const b = await mk('Анорак', '1000.00', [10]);
    const c = await mk('Вельветовая куртка', '2000.00', [0]);

    const newest = await list(moderator, 'mine=true');
    expect(newest.total).toBe(3);
    expect(newest.low_stock_threshold).toBe(3);
    expect(newest.items.map((i) => i.id)).toEqual([c.item.id, b.item.id, a.item.id]);
    expect(newest.items.map((i) => [i.stock_total, i.low_stock])).toEqual([
      [0, true],
      [10, false],
      [2, true],
    ]);
    const byName = await list(moderator, 'mine=true&sort=name&order=asc');
    expect(byName.items.map((i) => i.name)).toEqual(['Анорак', 'Бриджи', 'Вельветовая куртка']);
    const byPrice = await list(moderator, 'mine=true&sort=price&order=desc');
    expect(byPrice.items.map((i) => i.id)).toEqual([a.item.id, c.item.id, b.item.id]);
    const byStock = await list(moderator, 'mine=true&sort=stock&order=asc');
    expect(byStock.items.map((i) => i.stock_total)).toEqual([0, 2, 10]);
    const paged = await list(moderator, 'mine=true&sort=stock&order=asc&limit=2&page=2');
    expect([paged.total, paged.items.map((i) => i.stock_total)]).toEqual([3, [10]]);

    const low = await list(moderator, 'mine=true&low_stock=true');
    expect([low.total, low.items.map((i) => i.id)]).toEqual([2, [c.item.id, a.item.id]]);

    for (const bad of ['sort=owner_id', 'sort=i.name;drop', 'order=sideways']) {
      const r = await moderator.inject({ method: 'GET', url: `/api/items/manage?${bad}` });
      expect([r.statusCode, codeOf(r)]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('lets admins alone set the low-stock threshold, which the filter follows', async () => {
    const moderator = await asModerator(t);
    const put = (caller: Caller, value: number) =>
      caller.inject({
        method: 'PUT',
        url: '/api/admin/stock-settings',
        payload: { low_stock_threshold: value },
      });
    expect((await put(moderator, 10)).statusCode).toBe(403);
    expect((await put(admin, -1)).statusCode).toBe(400);
    const saved = await put(admin, 1);
    expect(saved.json() as StockSettings).toEqual({ low_stock_threshold: 1 });
    const read = await moderator.inject({ method: 'GET', url: '/api/admin/stock-settings' });
    expect(read.json() as StockSettings).toEqual({ low_stock_threshold: 1 });
    await createItem(t.db, { ownerId: moderator.user.id, variants: [{ stock: 2 }] });
    expect((await list(moderator, 'mine=true&low_stock=true')).total).toBe(0);
    await put(admin, 3);
  });
});
