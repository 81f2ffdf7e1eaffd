import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  FavoriteToggleResponse,
  ItemDetail,
  ItemSummary,
} from '@shop/contract';
import { bearer, buildTestApp, registerUser } from '../../test/app';
import { createItem } from '../../db/factories';

const t = await buildTestApp();
afterAll(() => t.close());

describe('favourite items', () => {
  it('toggle on and off, show in the list, the ids and the item itself', async () => {
    const shopper = await registerUser(t.app);
    const auth = bearer(shopper.access_token);
    const { item: first } = await createItem(t.db, { name: 'Платье миди' });
    const { item: second } = await createItem(t.db, { name: 'Кеды низкие', category: 'footwear' });
    const toggle = (id: number) =>
      t.app
        .inject({ method: 'POST', url: `/api/items/${id}/favorite`, headers: auth })
        .then((r) => r.json() as FavoriteToggleResponse);

    expect(await toggle(first.id)).toEqual({ item_id: first.id, is_favorite: true });
    expect(await toggle(second.id)).toEqual({ item_id: second.id, is_favorite: true });
    const ids = await t.app.inject({
      method: 'GET',
      url: '/api/items/favorites/ids',
      headers: auth,
    });
    expect(ids.json()).toEqual([second.id, first.id]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/items/favorites?page=1', headers: auth })
    ).json() as ItemSummary[];
    expect(list.map((i) => [i.name, i.is_favorite])).toEqual([
      ['Кеды низкие', true],
      ['Платье миди', true],
    ]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/items/${first.id}`, headers: auth })
    ).json() as ItemDetail;
    expect(detail.is_favorite).toBe(true);

    expect(await toggle(first.id)).toEqual({ item_id: first.id, is_favorite: false });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/items/favorites/ids', headers: auth })
      ).json(),
    ).toEqual([second.id]);
    // Another user's favourites are their own.
    const other = await registerUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/items/favorites/ids',
          headers: bearer(other.access_token),
        })
      ).json(),
    ).toEqual([]);
  });

  it('are refused to guests and answer 404 for a missing item', async () => {
    const { item } = await createItem(t.db);
    const guest = await t.app.inject({ method: 'POST', url: `/api/items/${item.id}/favorite` });
    expect(guest.statusCode).toBe(401);
    expect((guest.json() as ErrorEnvelope).code).toBe('UNAUTHORIZED');
    expect((await t.app.inject({ method: 'GET', url: '/api/items/favorites' })).statusCode).toBe(
      401,
    );

    const shopper = await registerUser(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/items/999999/favorite',
      headers: bearer(shopper.access_token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are set and cleared on an archived item, never on a draft or a missing one', async () => {
    const headers = bearer((await registerUser(t.app)).access_token);
    const heart = (method: 'PUT' | 'DELETE', id: number) =>
      t.app.inject({ method, url: `/api/items/${id}/favorite`, headers });
    const { item: archived } = await createItem(t.db, { status: 'archived' });
    expect((await heart('PUT', archived.id)).json()).toEqual({
      item_id: archived.id,
      is_favorite: true,
    });
    expect((await heart('DELETE', archived.id)).json()).toMatchObject({ is_favorite: false });

    const { item: draft } = await createItem(t.db, { status: 'draft' });
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await heart(method, draft.id)).statusCode).toBe(404);
      expect((await heart(method, 999999)).statusCode).toBe(404);
    }
    const kept = await t.db.execute(
      sql`select count(*)::int as n from favorite_items where item_id = ${draft.id}`,
    );
    expect(kept.rows[0]).toEqual({ n: 0 });
  });
});
