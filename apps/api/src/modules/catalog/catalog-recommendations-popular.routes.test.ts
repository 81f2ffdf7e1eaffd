import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  RECOMMENDATIONS_LIMIT,
  TRENDING_LIMIT,
  type ItemSummary,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { asUser, buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const created: { id: number; category: string; variantId: number }[] = [];

// A catalogue big enough for both rows of /home: «Популярное» (with no engagement yet, the newest
// items: all of them from the last category made) and «Рекомендуем вам».
beforeAll(async () => {
  t = await buildTestApp({ TRENDING_REFRESH_SECONDS: '0' });
  for (const category of CATEGORIES) {
    for (let n = 0; n < 10; n += 1) {
      const { item, variants } = await createItem(t.db, {
        name: `${category} ${n}`,
        category,
        gender: n % 2 ? 'men' : 'women',
      });
      created.push({ id: item.id, category, variantId: variants[0]!.id });
    }
  }
});
afterAll(() => t.close());

const ids = (list: ItemSummary[]) => list.map((i) => i.id);

async function popularShown(): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/items/trending' });
  expect(response.statusCode).toBe(200);
  return ids(response.json() as ItemSummary[]).slice(0, TRENDING_LIMIT);
}

describe('«Рекомендуем вам» next to «Популярное»', () => {
  it('a guest and a new shopper get a full row of other items, across the categories', async () => {
    const popular = await popularShown();
    expect(popular).toHaveLength(TRENDING_LIMIT);

    const guest = await t.app.inject({ method: 'GET', url: '/api/items/recommendations' });
    const fresh = await (
      await asUser(t)
    ).inject({
      method: 'GET',
      url: '/api/items/recommendations',
    });
    for (const response of [guest, fresh]) {
      expect(response.statusCode).toBe(200);
      const got = response.json() as ItemSummary[];
      expect(got).toHaveLength(RECOMMENDATIONS_LIMIT);
      expect(ids(got).filter((id) => popular.includes(id))).toEqual([]);
      // The first cards come from different categories, not the popular list's order again.
      const first = got.slice(0, CATEGORIES.length).map((i) => i.category);
      expect(new Set(first).size).toBe(CATEGORIES.length);
    }
  });

  it('a shopper with a cart gets items like it first, still none that «Популярное» shows', async () => {
    const shopper = await asUser(t);
    const inCart = created.find((c) => c.category === 'footwear')!;
    const added = await shopper.inject({ method: 'POST', url: `/api/cart/${inCart.variantId}` });
    expect(added.statusCode, added.body).toBe(200);

    const popular = await popularShown();
    const response = await shopper.inject({ method: 'GET', url: '/api/items/recommendations' });
    const got = response.json() as ItemSummary[];
    expect(got).toHaveLength(RECOMMENDATIONS_LIMIT);
    expect(ids(got)).not.toContain(inCart.id);
    expect(ids(got).filter((id) => popular.includes(id))).toEqual([]);
    expect(got.slice(0, 3).map((i) => i.category)).toEqual(['footwear', 'footwear', 'footwear']);
  });
});
