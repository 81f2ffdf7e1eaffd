import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '@shop/contract';
import { createItem } from '../../db/factories';
import { buildTestApp, type TestApp } from '../../test/app';

describe('«Похожие товары» for the person the item is for', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const make = async (key: string, options: Parameters<typeof createItem>[1]) => {
      ids[key] = (await createItem(t.db, options)).item.id;
    };
    const jeans = {
      category: 'bottom',
      brand: "Levi's",
      style: 'Повседневный',
      color: 'синий',
    } as const;
    await make('mensJeans', { ...jeans, name: 'Джинсы мужские 501', gender: 'men' });
    await make('womensSkirt', { ...jeans, name: 'Юбка джинсовая', gender: 'women' });
    await make('mensChinos', { category: 'bottom', name: 'Чиносы', gender: 'men' });
    await make('unisexJeans', { ...jeans, name: 'Джинсы унисекс', gender: 'unisex' });
  });
  afterAll(() => t.close());

  const similarTo = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/items/${id}/similar` })
    ).json() as ItemSummary[];

  it('offers a men’s item men’s and unisex items, never women’s', async () => {
    const shown = (await similarTo(ids.mensJeans!)).map((item) => item.id);
    expect(shown).toContain(ids.mensChinos);
    expect(shown).toContain(ids.unisexJeans);
    expect(shown).not.toContain(ids.womensSkirt);
  });

  it('offers a unisex item anybody’s items', async () => {
    const shown = (await similarTo(ids.unisexJeans!)).map((item) => item.id);
    expect(shown).toEqual(expect.arrayContaining([ids.mensJeans, ids.womensSkirt]));
  });
});
