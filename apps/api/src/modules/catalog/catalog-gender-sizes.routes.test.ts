import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sizeGroupOf,
  type Category,
  type ErrorEnvelope,
  type ItemFacets,
  type ItemSummary,
} from '@shop/contract';
import { buildTestApp, type TestApp } from '../../test/app';
import { createItem } from '../../db/factories';
import { sizeGroupSql } from './catalog.repository';

let t: TestApp;

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const names = (items: ItemSummary[]) => items.map((i) => i.name).sort();

beforeAll(async () => {
  t = await buildTestApp();
  const make = (options: Parameters<typeof createItem>[1]) => createItem(t.db, options);
  await make({
    name: 'Платье миди',
    category: 'top',
    gender: 'women',
    variants: [{ sku: 'D-S', size: 'S', stock: 2 }],
  });
  await make({
    name: 'Пиджак однобортный',
    category: 'top',
    gender: 'men',
    variants: [
      { sku: 'J-40', size: '40', stock: 2 },
      { sku: 'J-48', size: '48', stock: 2 },
    ],
  });
  await make({
    name: 'Кеды низкие',
    category: 'footwear',
    gender: 'unisex',
    variants: [
      { sku: 'K-40', size: '40', stock: 2 },
      { sku: 'K-41', size: '41', stock: 2 },
    ],
  });
  await make({
    name: 'Кепка детская',
    category: 'accessory',
    gender: 'kids',
    variants: [{ sku: 'C-OS', size: 'ONE SIZE', stock: 2 }],
  });
  // No gender given: unisex (the factory gives it a ONE SIZE variant).
  await make({ name: 'Ремень без пола', category: 'accessory' });
});

afterAll(async () => {
  await t.close();
});

describe('gender', () => {
  it('is on every card, unisex unless said otherwise', async () => {
    const { body } = await get<ItemSummary[]>('/api/items/?limit=100');
    const byName = new Map(body.map((i) => [i.name, i.gender]));
    expect(byName.get('Платье миди')).toBe('women');
    expect(byName.get('Ремень без пола')).toBe('unisex');
  });

  it('filters: women and men include unisex items, unisex and kids are only those', async () => {
    expect(names((await get<ItemSummary[]>('/api/items/?gender=women')).body)).toEqual([
      'Кеды низкие',
      'Платье миди',
      'Ремень без пола',
    ]);
    expect(names((await get<ItemSummary[]>('/api/items/?gender=men')).body)).toEqual([
      'Кеды низкие',
      'Пиджак однобортный',
      'Ремень без пола',
    ]);
    expect(names((await get<ItemSummary[]>('/api/items/?gender=unisex')).body)).toEqual([
      'Кеды низкие',
      'Ремень без пола',
    ]);
    expect(names((await get<ItemSummary[]>('/api/items/?gender=kids')).body)).toEqual([
      'Кепка детская',
    ]);
  });

  it('counts each choice under the other filters, not under its own', async () => {
    const { body } = await get<ItemFacets>('/api/items/facets?gender=women&category=top');
    expect(body.total).toBe(1);
    expect(body.genders).toEqual([
      { value: 'women', count: 1 },
      { value: 'men', count: 1 },
      { value: 'unisex', count: 0 },
      { value: 'kids', count: 0 },
    ]);
  });

  it('refuses an unknown gender with the envelope', async () => {
    const bad = await get<ErrorEnvelope>('/api/items/?gender=aliens');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('size systems', () => {
  it('keeps a shoe 40 and a jacket 40 apart in the facets and the filter', async () => {
    const { body } = await get<ItemFacets>('/api/items/facets');
    const sizes = body.sizes.map((s) => `${s.value}=${s.count}`).sort();
    expect(sizes).toEqual([
      'clothing:40=1',
      'clothing:48=1',
      'letter:S=1',
      'one:ONE SIZE=2',
      'shoes:40=1',
      'shoes:41=1',
    ]);
    const shoe = body.sizes.find((s) => s.value === 'shoes:40')!;
    expect([shoe.size, shoe.group]).toEqual(['40', 'shoes']);

    expect(names((await get<ItemSummary[]>('/api/items/?size=shoes:40')).body)).toEqual([
      'Кеды низкие',
    ]);
    expect(names((await get<ItemSummary[]>('/api/items/?size=clothing:40')).body)).toEqual([
      'Пиджак однобортный',
    ]);
    // A plain size still matches in every system (old links keep working).
    expect(names((await get<ItemSummary[]>('/api/items/?size=40')).body)).toEqual([
      'Кеды низкие',
      'Пиджак однобортный',
    ]);
  });

  it('groups sizes in SQL exactly as the contract does', async () => {
    const cases: [string, Category][] = [
      ['ONE SIZE', 'accessory'],
      ['one-size', 'top'],
      ['OS', 'footwear'],
      ['50 мл', 'fragrance'],
      ['100 ml', 'fragrance'],
      ['40', 'footwear'],
      ['38.5', 'footwear'],
      ['S', 'top'],
      ['xl', 'bottom'],
      ['3XL', 'top'],
      ['S/M', 'top'],
      ['48', 'top'],
      ['30/32', 'bottom'],
      ['W30 L32', 'bottom'],
      ['42-44', 'top'],
      ['90', 'accessory'],
      ['M', 'accessory'],
      ['Без размера', 'accessory'],
      ['универсальный', 'top'],
    ];
    const result = await t.db.execute<{ n: number; grp: string }>(sql`
      select c.n, ${sizeGroupSql} as grp
      from unnest(${sql.param(cases.map((c) => c[0]))}::text[], ${sql.param(cases.map((c) => c[1]))}::text[])
        with ordinality as c(size, category, n)
      cross join lateral (select c.size) v(size)
      cross join lateral (select c.category) i(category)
      order by c.n`);
    expect(result.rows.map((r) => r.grp)).toEqual(cases.map(([size, c]) => sizeGroupOf(size, c)));
  });
});
