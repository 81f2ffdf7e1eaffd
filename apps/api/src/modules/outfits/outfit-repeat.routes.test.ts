import { afterAll, describe, expect, it } from 'vitest';
import type { Outfit } from '@shop/contract';
import { createItem } from '../../db/factories';
import { asUser, buildTestApp } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

describe('an outfit sent again', () => {
  it('is the outfit already made: a double click and a retry answer the first', async () => {
    const owner = await asUser(t);
    const top = (await createItem(t.db, { category: 'top', name: 'Рубашка' })).item;
    const bottom = (await createItem(t.db, { category: 'bottom', name: 'Брюки' })).item;
    const body = {
      name: 'Офисный образ',
      style: 'Деловой',
      description: 'На встречу',
      top_ids: [top.id],
      bottom_ids: [bottom.id],
    };
    const create = (payload: object) =>
      owner.inject({ method: 'POST', url: '/api/outfits/', payload });
    const [first, second] = await Promise.all([create(body), create(body)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    const id = (first!.json() as Outfit).id;
    expect((second!.json() as Outfit).id).toBe(id);
    expect(((await create(body)).json() as Outfit).id).toBe(id);

    // Other items, or the same name by someone else, make an outfit of their own.
    const changed = (await create({ ...body, bottom_ids: [] })).json() as Outfit;
    expect(changed.id).not.toBe(id);
    const other = await asUser(t);
    const theirs = await other.inject({ method: 'POST', url: '/api/outfits/', payload: body });
    expect((theirs.json() as Outfit).id).not.toBe(id);
  });
});
