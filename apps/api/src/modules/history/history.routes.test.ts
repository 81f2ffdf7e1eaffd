import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  type ErrorEnvelope,
  type HistoryItem,
  type OutfitHistoryEntry,
} from '@shop/contract';
import { asAdmin, asUser, buildTestApp, type Caller } from '../../test/app';
import { createItem, createOutfit } from '../../db/factories';
import { drawingHeaders } from '../../plugins/drawn-pages';
import { engagementDaily, engagementEvents, itemViews, outfits } from '../../db/schema';

const t = await buildTestApp();
afterAll(() => t.close());

const viewItem = (caller: Caller, id: number) =>
  caller.inject({ method: 'GET', url: `/api/items/${id}` });
const viewOutfit = (caller: Caller, id: number) =>
  caller.inject({ method: 'GET', url: `/api/outfits/${id}` });
const itemHistory = async (caller: Caller, page = 1) =>
  (
    await caller.inject({ method: 'GET', url: `/api/items/history?page=${page}` })
  ).json() as HistoryItem[];
const outfitHistory = async (caller: Caller) =>
  (
    await caller.inject({ method: 'GET', url: '/api/outfits/history' })
  ).json() as OutfitHistoryEntry[];

describe('item history', () => {
  it('lists viewed items newest first, one entry per item, moved up by a new view', async () => {
    const shopper = await asUser(t);
    const { item: dress } = await createItem(t.db, { name: 'Платье миди' });
    const { item: boots } = await createItem(t.db, { name: 'Ботинки челси', category: 'footwear' });
    const { item: bag } = await createItem(t.db, { name: 'Сумка-тоут', category: 'accessory' });
    for (const id of [dress.id, boots.id, bag.id, dress.id]) {
      expect((await viewItem(shopper, id)).statusCode).toBe(200);
    }

    const history = await itemHistory(shopper);
    expect(history.map((h) => h.name)).toEqual(['Платье миди', 'Сумка-тоут', 'Ботинки челси']);
    const times = history.map((h) => Date.parse(h.viewed_at));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('counts a view of an item on sale only: not an archived page, not an admin’s preview of a draft', async () => {
    const shopper = await asUser(t);
    const admin = await asAdmin(t);
    const { item: archived } = await createItem(t.db, {
      name: 'Пальто прошлого сезона',
      status: 'archived',
    });
    const { item: draft } = await createItem(t.db, { name: 'Жакет в работе', status: 'draft' });
    const { item: sold } = await createItem(t.db, { name: 'Жакет в продаже' });
    expect((await viewItem(shopper, archived.id)).statusCode).toBe(200);
    expect((await viewItem(shopper, draft.id)).statusCode).toBe(404);
    expect((await viewItem(admin, draft.id)).statusCode).toBe(200);
    expect((await viewItem(shopper, sold.id)).statusCode).toBe(200);
    const counted = async (itemId: number) =>
      (await t.db.select().from(engagementEvents).where(eq(engagementEvents.itemId, itemId)))
        .length;
    expect([await counted(archived.id), await counted(draft.id), await counted(sold.id)]).toEqual([
      0, 0, 1,
    ]);
    expect((await itemHistory(shopper)).map((h) => h.name)).toEqual(['Жакет в продаже']);
  });

  it('shows the shopper’s own favourite mark on each viewed item', async () => {
    const shopper = await asUser(t);
    const { item: liked } = await createItem(t.db, { name: 'Рубашка льняная' });
    const { item: other } = await createItem(t.db, { name: 'Брюки палаццо', category: 'bottom' });
    await shopper.inject({ method: 'POST', url: `/api/items/${liked.id}/favorite` });
    await viewItem(shopper, liked.id);
    await viewItem(shopper, other.id);

    expect((await itemHistory(shopper)).map((h) => [h.name, h.is_favorite])).toEqual([
      ['Брюки палаццо', false],
      ['Рубашка льняная', true],
    ]);
  });

  it('comes in pages of twenty, the oldest views on the later page', async () => {
    const shopper = await asUser(t);
    const viewed: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 1; i++) {
      const { item } = await createItem(t.db, { name: `Футболка ${i + 1}` });
      await viewItem(shopper, item.id);
      viewed.push(item.id);
    }
    const newestFirst = [...viewed].reverse();

    const first = await itemHistory(shopper, 1);
    const second = await itemHistory(shopper, 2);
    expect(first.map((h) => h.id)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(second.map((h) => h.id)).toEqual([viewed[0]]);
    expect(await itemHistory(shopper, 3)).toEqual([]);
  });

  it('is the shopper’s own: another account sees none of it and cannot clear it', async () => {
    const owner = await asUser(t);
    const stranger = await asUser(t);
    const { item } = await createItem(t.db, { name: 'Кардиган' });
    await viewItem(owner, item.id);

    expect(await itemHistory(stranger)).toEqual([]);
    const cleared = await stranger.inject({ method: 'DELETE', url: '/api/items/history' });
    expect(cleared.json()).toEqual({ ok: true });
    expect((await itemHistory(owner)).map((h) => h.id)).toEqual([item.id]);
  });

  it('clears the item history alone, leaving the outfit history', async () => {
    const shopper = await asUser(t);
    const author = await asUser(t);
    const { item } = await createItem(t.db);
    const outfit = await createOutfit(t.db, { ownerId: author.user.id, name: 'Офисный' });
    await viewItem(shopper, item.id);
    await viewOutfit(shopper, outfit.id);

    const cleared = await shopper.inject({ method: 'DELETE', url: '/api/items/history' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ ok: true });
    expect(await itemHistory(shopper)).toEqual([]);
    expect((await outfitHistory(shopper)).map((o) => o.name)).toEqual(['Офисный']);
    // Viewing again after a clear starts a new history.
    await viewItem(shopper, item.id);
    expect((await itemHistory(shopper)).map((h) => h.id)).toEqual([item.id]);
  });

  it('drops an item the shop has deleted', async () => {
    const shopper = await asUser(t);
    const admin = await asAdmin(t);
    const { item: kept } = await createItem(t.db, { name: 'Остаётся' });
    const { item: gone } = await createItem(t.db, { name: 'Удалённый' });
    await viewItem(shopper, kept.id);
    await viewItem(shopper, gone.id);

    const deleted = await admin.inject({ method: 'DELETE', url: `/api/items/${gone.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await itemHistory(shopper)).map((h) => h.name)).toEqual(['Остаётся']);
  });

  it('is refused to a guest, who browses without leaving any history', async () => {
    const { item } = await createItem(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(itemViews).where(eq(itemViews.itemId, item.id))).toEqual([]);

    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/items/history' });
      expect(response.statusCode).toBe(401);
      expect((response.json() as ErrorEnvelope).code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 400 with the field for a page that is not a positive number', async () => {
    const shopper = await asUser(t);
    const response = await shopper.inject({ method: 'GET', url: '/api/items/history?page=0' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorEnvelope;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.details)).toContain('page');
  });
});

describe('outfit history', () => {
  it('lists viewed outfits newest first, once each, and clears them alone', async () => {
    const shopper = await asUser(t);
    const author = await asUser(t);
    const { item } = await createItem(t.db);
    const city = await createOutfit(t.db, { ownerId: author.user.id, name: 'Городской' });
    const evening = await createOutfit(t.db, { ownerId: author.user.id, name: 'Вечерний' });
    for (const id of [city.id, evening.id, city.id]) {
      expect((await viewOutfit(shopper, id)).statusCode).toBe(200);
    }
    await viewItem(shopper, item.id);

    expect((await outfitHistory(shopper)).map((o) => o.name)).toEqual(['Городской', 'Вечерний']);
    const cleared = await shopper.inject({ method: 'DELETE', url: '/api/outfits/history' });
    expect(cleared.json()).toEqual({ ok: true });
    expect(await outfitHistory(shopper)).toEqual([]);
    expect((await itemHistory(shopper)).map((h) => h.id)).toEqual([item.id]);
  });

  it('hides an outfit its owner made private, and shows it again once public', async () => {
    const shopper = await asUser(t);
    const author = await asUser(t);
    const outfit = await createOutfit(t.db, { ownerId: author.user.id, name: 'Летний' });
    await viewOutfit(shopper, outfit.id);
    await viewOutfit(author, outfit.id);

    await t.db.update(outfits).set({ isPublic: false }).where(eq(outfits.id, outfit.id));
    expect(await outfitHistory(shopper)).toEqual([]);
    // The owner still sees their own private outfit.
    expect((await outfitHistory(author)).map((o) => [o.name, o.is_public])).toEqual([
      ['Летний', false],
    ]);

    await t.db.update(outfits).set({ isPublic: true }).where(eq(outfits.id, outfit.id));
    expect((await outfitHistory(shopper)).map((o) => o.name)).toEqual(['Летний']);
  });

  it('keeps a private outfit in an admin’s history', async () => {
    const admin = await asAdmin(t);
    const author = await asUser(t);
    const outfit = await createOutfit(t.db, { ownerId: author.user.id, isPublic: false });
    expect((await viewOutfit(admin, outfit.id)).statusCode).toBe(200);
    expect((await outfitHistory(admin)).map((o) => o.id)).toEqual([outfit.id]);
  });

  it('drops a deleted outfit and never shows another account’s views', async () => {
    const shopper = await asUser(t);
    const author = await asUser(t);
    const stranger = await asUser(t);
    const kept = await createOutfit(t.db, { ownerId: author.user.id, name: 'Остаётся' });
    const gone = await createOutfit(t.db, { ownerId: author.user.id, name: 'Удалён' });
    await viewOutfit(shopper, kept.id);
    await viewOutfit(shopper, gone.id);

    const deleted = await author.inject({ method: 'DELETE', url: `/api/outfits/${gone.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await outfitHistory(shopper)).map((o) => o.name)).toEqual(['Остаётся']);
    expect(await outfitHistory(stranger)).toEqual([]);
  });

  it('is refused to a guest', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/outfits/history' });
      expect(response.statusCode).toBe(401);
      expect((response.json() as ErrorEnvelope).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('engagement events', () => {
  const eventsOf = (itemId: number) =>
    t.db
      .select({ kind: engagementEvents.kind, viewer: engagementEvents.viewer })
      .from(engagementEvents)
      .where(eq(engagementEvents.itemId, itemId));

  it('count a viewer once a visit and keep a guest’s address only as a hash', async () => {
    const shopper = await asUser(t);
    const { item } = await createItem(t.db);
    for (let i = 0; i < 3; i++) {
      await viewItem(shopper, item.id);
      await t.app.inject({
        method: 'GET',
        url: `/api/items/${item.id}`,
        remoteAddress: '10.7.7.7',
      });
    }
    await t.app.inject({ method: 'GET', url: `/api/items/${item.id}`, remoteAddress: '10.7.7.8' });

    const events = await eventsOf(item.id);
    expect(events).toHaveLength(3);
    expect(events.filter((e) => e.viewer === `user:${shopper.user.id}`)).toHaveLength(1);
    const guests = events.filter((e) => e.viewer.startsWith('guest:'));
    expect(guests).toHaveLength(2);
    for (const guest of guests) {
      expect(guest.viewer).toMatch(/^guest:[\w-]{22}$/);
      expect(guest.viewer).not.toContain('10.7.7');
    }
    expect(events.every((e) => e.kind === 'item_view')).toBe(true);
  });

  it('count a view in a later visit again, and trending a viewer once a day', async () => {
    const shopper = await asUser(t);
    // Older than `item`: in a tie of scores, trending puts the newer item first.
    const { item: other } = await createItem(t.db);
    const { item } = await createItem(t.db);
    await viewItem(shopper, item.id);
    // The half hour passes: the event stands for an earlier visit of the same day.
    await t.db
      .update(engagementEvents)
      .set({ visit: sql`${engagementEvents.visit} - 1` })
      .where(eq(engagementEvents.itemId, item.id));
    await viewItem(shopper, item.id);
    await viewItem(shopper, item.id);
    expect(await eventsOf(item.id)).toEqual([
      { kind: 'item_view', viewer: `user:${shopper.user.id}` },
      { kind: 'item_view', viewer: `user:${shopper.user.id}` },
    ]);

    // Two visits of one viewer weigh as one view in trending: with a guest's view each, `item` has
    // two viewers and `other` three, so `other` ranks above (counting visits, they would tie and
    // the newer `item` would come first).
    const guestView = (id: number, address: string) =>
      t.app.inject({ method: 'GET', url: `/api/items/${id}`, remoteAddress: address });
    await guestView(item.id, '10.8.8.1');
    await viewItem(shopper, other.id);
    await guestView(other.id, '10.8.8.2');
    await guestView(other.id, '10.8.8.3');
    const trending = (await t.app.inject({ method: 'GET', url: '/api/items/trending' })).json() as {
      id: number;
    }[];
    const rank = (id: number) => trending.findIndex((entry) => entry.id === id);
    expect(rank(other.id)).toBeGreaterThanOrEqual(0);
    expect(rank(other.id)).toBeLessThan(rank(item.id));
  });

  it('count no view for the drawing of a page, and the view its browser counts when it takes it over', async () => {
    const { item } = await createItem(t.db);
    const drawing = await t.app.inject({
      method: 'GET',
      url: `/api/items/${item.id}`,
      headers: drawingHeaders(),
      remoteAddress: '127.0.0.1',
    });
    expect(drawing.statusCode).toBe(200);
    // Another key is no drawing: a client cannot pass for one.
    await t.app.inject({
      method: 'GET',
      url: `/api/items/${item.id}`,
      headers: { 'x-drawing-page': 'guess' },
      remoteAddress: '10.9.9.1',
    });
    expect(await eventsOf(item.id)).toHaveLength(1);

    const beacon = await t.app.inject({
      method: 'POST',
      url: `/api/items/${item.id}/view`,
      remoteAddress: '10.9.9.2',
    });
    expect(beacon.statusCode).toBe(200);
    const events = await eventsOf(item.id);
    expect(events).toHaveLength(2);
    expect(new Set(events.map((e) => e.viewer)).size).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/items/999999/view' })).statusCode).toBe(
      404,
    );
  });

  it('roll events older than two weeks into daily counts, once', async () => {
    const { item } = await createItem(t.db);
    const daysAgo = (n: number) => sql`current_date - ${n}::int`;
    await t.db.insert(engagementEvents).values([
      { kind: 'item_view', itemId: item.id, viewer: 'guest:a', day: daysAgo(20) },
      { kind: 'item_view', itemId: item.id, viewer: 'guest:b', day: daysAgo(20) },
      { kind: 'cart_add', itemId: item.id, viewer: 'guest:a', day: daysAgo(20) },
      { kind: 'item_view', itemId: item.id, viewer: 'guest:c', day: daysAgo(3) },
    ]);

    await t.app.services.history.rollUp();
    await t.app.services.history.rollUp();

    const daily = await t.db
      .select({ kind: engagementDaily.kind, count: engagementDaily.count })
      .from(engagementDaily)
      .where(eq(engagementDaily.itemId, item.id))
      .orderBy(engagementDaily.kind);
    expect(daily).toEqual([
      { kind: 'cart_add', count: 1 },
      { kind: 'item_view', count: 2 },
    ]);
    expect(
      await t.db
        .select({ viewer: engagementEvents.viewer })
        .from(engagementEvents)
        .where(eq(engagementEvents.itemId, item.id)),
    ).toEqual([{ viewer: 'guest:c' }]);
  });
});
