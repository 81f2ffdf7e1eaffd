import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ItemSummary } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createItem } from '../../db/factories';
import { buildTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';

// Searches are ranked by the in-memory index (decision 110), brought up to date before each one
// (the tests search every time, as SEARCH_MAX_AGE_SECONDS=0 does).
const t = await buildTestApp();
afterAll(() => t.close());

const names = async (q: string, query = '') => {
  const reply = await t.app.inject({ url: `/api/items/?q=${encodeURIComponent(q)}${query}` });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as ItemSummary[]).map((item) => item.name);
};

describe('the search index (decision 110)', () => {
  it('ranks searches itself: a change no stamp tells it of is not seen', async () => {
    const { item } = await createItem(t.db, { name: 'Парка пуховая' });
    expect(await names('парка пуховая')).toEqual(['Парка пуховая']);
    // Renamed with the database's triggers off: PostgreSQL no longer matches the old words, the
    // index (which only reads stamped changes) still does, once it has loaded (the first search
    // waits a moment for it; the other tests of this file need it loaded).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update items set name = 'Анорак' where id = ${item.id}`);
    });
    await eventually(async () => (await names('парка пуховая'))[0] === 'Анорак');
    await t.db.execute(sql`update items set name = 'Парка пуховая' where id = ${item.id}`);
  });

  it('reads every change before the next search: a new name, a draft, a sale again', async () => {
    const { item } = await createItem(t.db, { name: 'Жилет стёганый' });
    expect(await names('жилет стёганый')).toEqual(['Жилет стёганый']);
    await t.db.execute(sql`update items set name = 'Жилет флисовый' where id = ${item.id}`);
    expect(await names('жилет стёганый')).toEqual([]);
    expect(await names('жилет флисовый')).toEqual(['Жилет флисовый']);
    await t.db.execute(sql`update items set status = 'draft' where id = ${item.id}`);
    expect(await names('жилет флисовый')).toEqual([]);
    await t.db.execute(sql`update items set status = 'active' where id = ${item.id}`);
    expect(await names('жилет флисовый')).toEqual(['Жилет флисовый']);
  });

  it('reads a change committed late by a transaction open while it was brought up to date', async () => {
    const { item } = await createItem(t.db, { name: 'Пончо шерстяное' });
    expect(await names('пончо шерстяное')).toEqual(['Пончо шерстяное']);
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update items set name = 'Пончо вязаное' where id = $1`, [item.id]);
      // A later transaction commits first.
      await createItem(t.db, { name: 'Пончо флисовое' });
      // The index is brought up to date while the change is not committed…
      expect(await names('пончо')).toEqual(['Пончо флисовое', 'Пончо шерстяное']);
      await other.query('commit');
    } finally {
      await other.end();
    }
    // …and reads it once it is, though its transaction began before.
    expect(await names('пончо вязаное')).toEqual(['Пончо вязаное']);
    expect(await names('пончо шерстяное')).toEqual([]);
  });

  it('forgets a deleted item and keeps the page full', async () => {
    const made = [];
    for (const name of ['Кимоно шёлковое', 'Кимоно льняное', 'Кимоно хлопковое'])
      made.push((await createItem(t.db, { name })).item);
    expect(await names('кимоно', '&limit=2')).toEqual(['Кимоно хлопковое', 'Кимоно льняное']);
    await t.db.execute(sql`delete from items where id = ${made[2]!.id}`);
    expect(await names('кимоно', '&limit=2')).toEqual(['Кимоно льняное', 'Кимоно шёлковое']);
  });

  it('applies a category, a gender and brands itself, and leaves the rest to PostgreSQL', async () => {
    await createItem(t.db, {
      name: 'Кеды текстильные',
      category: 'footwear',
      gender: 'women',
      brand: 'Ава',
    });
    await createItem(t.db, {
      name: 'Кеды кожаные',
      category: 'footwear',
      gender: 'men',
      brand: 'Бета',
    });
    expect(await names('кеды', '&gender=women')).toEqual(['Кеды текстильные']);
    expect(await names('кеды', '&brand=Бета')).toEqual(['Кеды кожаные']);
    expect(await names('кеды', '&category=top')).toEqual([]);
    expect(await names('кеды', '&price_max=1')).toEqual([]);
  });
});
