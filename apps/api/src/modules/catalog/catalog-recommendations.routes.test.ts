import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, ItemSummary } from '@shop/contract';
import { asUser, buildTestApp, type TestApp } from '../../test/app';
import { createItem } from '../../db/factories';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ TRENDING_REFRESH_SECONDS: '0' });
  const make = async (key: string, options: Parameters<typeof createItem>[1]) => {
    ids[key] = (await createItem(t.db, options)).item.id;
  };
  await make('viewedDress', {
    name: 'Платье миди',
    category: 'top',
    gender: 'women',
    style: 'Вечерний',
  });
  await make('likedDress', {
    name: 'Платье макси',
    category: 'top',
    gender: 'women',
    style: 'Вечерний',
  });
  await make('womenTop', {
    name: 'Блуза шёлковая',
    category: 'top',
    gender: 'women',
    style: 'Вечерний',
  });
  await make('menShirt', {
    name: 'Рубашка оксфорд',
    category: 'top',
    gender: 'men',
    style: 'Деловой',
  });
  await make('unisexTee', {
    name: 'Футболка базовая',
    category: 'top',
    gender: 'unisex',
    style: 'Повседневный',
  });
  await make('menJeans', { name: 'Джинсы прямые', category: 'bottom', gender: 'men' });
  await make('perfume', { name: 'Туалетная вода', category: 'fragrance', gender: 'men' });
});
afterAll(() => t.close());

const names = (items: ItemSummary[]) => items.map((i) => i.name);

describe('GET /api/items/recommendations', () => {
  it('recommends items like the shopper’s viewed and favourite ones, never those themselves', async () => {
    const shopper = await asUser(t);
    await shopper.inject({ method: 'GET', url: `/api/items/${ids.viewedDress}` });
    const liked = await shopper.inject({
      method: 'PUT',
      url: `/api/items/${ids.likedDress}/favorite`,
    });
    expect(liked.statusCode, liked.body).toBe(200);

    const response = await shopper.inject({
      method: 'GET',
      url: '/api/items/recommendations?limit=4',
    });
    expect(response.statusCode).toBe(200);
    const got = names(response.json() as ItemSummary[]);
    expect(got).toHaveLength(4);
    // The same category, gender and style first; the men's shirt after the unisex T-shirt.
    expect(got[0]).toBe('Блуза шёлковая');
    expect(got.indexOf('Футболка базовая')).toBeLessThan(got.indexOf('Рубашка оксфорд'));
    expect(got).not.toContain('Платье миди');
    expect(got).not.toContain('Платье макси');
  });

  it('gives guests and new shoppers trending and popular items, as many as asked', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/items/recommendations?limit=5' });
    expect(guest.statusCode).toBe(200);
    expect((guest.json() as ItemSummary[]).length).toBe(5);
    const fresh = await asUser(t);
    const mine = await fresh.inject({ method: 'GET', url: '/api/items/recommendations' });
    expect((mine.json() as ItemSummary[]).length).toBe(7);
  });

  it('refuses a limit out of range with the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/items/recommendations?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
  });
});
