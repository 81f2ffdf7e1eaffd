import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createItem } from '../../db/factories';
import { createTestDatabase } from '../../test/db';
import { createCatalogRepository } from './catalog.repository';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const repo = createCatalogRepository();
/** One closed day counted, in a transaction of its own as the catalogue's refresh runs it. */
const rollUp = () => db.transaction((tx) => repo.rollUpTrendingDay(tx));

/** `viewers` distinct viewers' events of an item, `daysAgo` days ago (as a view of then writes them). */
async function engaged(itemId: number, daysAgo: number, viewers: number, kind = 'item_view') {
  for (let v = 0; v < viewers; v++)
    await db.execute(sql`
      insert into engagement_events (kind, item_id, viewer, day, created_at)
      values (${kind}, ${itemId}, ${`guest:${itemId}-${daysAgo}-${v}`},
              current_date - ${daysAgo}::int, now() - make_interval(days => ${daysAgo}))`);
}

describe('trending with its closed days counted once (decision 108)', () => {
  it('ranks the same from the events and from the days counted, and counts each day once', async () => {
    const made: { id: number }[] = [];
    for (const name of ['Кеды A', 'Кеды B', 'Кеды C', 'Кеды D'])
      made.push((await createItem(db, { name })).item);
    const [a, b, c, d] = made;
    await engaged(a!.id, 5, 3); // 3
    await engaged(b!.id, 0, 2); // 2 today…
    await engaged(b!.id, 2, 1, 'cart_add'); // …and 2 for a cart add: 4
    // The same viewer and day in a later visit: not counted again.
    await db.execute(sql`
      insert into engagement_events (kind, item_id, viewer, day, created_at, visit)
      values ('cart_add', ${b!.id}, ${`guest:${b!.id}-2-0`}, current_date - 2, now() - interval '2 days', 47)`);
    await engaged(c!.id, 20, 9); // out of the window
    await engaged(d!.id, 13, 1); // the window's first day: 1
    const ranked = async () => (await repo.trendingIds(4, db)).slice(0, 3);

    const fromEvents = await ranked();
    expect(fromEvents).toEqual([b!.id, a!.id, d!.id]);

    const counted: string[] = [];
    for (let day = await rollUp(); day; day = await rollUp()) counted.push(day);
    // Every closed day of the window, oldest first, each once.
    expect(counted).toHaveLength(13);
    expect(new Set(counted).size).toBe(13);
    expect(counted).toEqual([...counted].sort());
    const scores = await db.execute<{ item_id: number; score: number }>(
      sql`select item_id, score from trending_days order by item_id`,
    );
    expect(scores.rows).toEqual([
      { item_id: a!.id, score: 3 },
      { item_id: b!.id, score: 2 },
      { item_id: d!.id, score: 1 },
    ]);
    expect(await ranked()).toEqual(fromEvents);

    // Today's events still count as they come.
    await engaged(d!.id, 0, 5);
    expect(await ranked()).toEqual([d!.id, b!.id, a!.id]);
  });

  it('forgets the days that left the window', async () => {
    await db.execute(sql`insert into trending_days_rolled (day) values (current_date - 30)`);
    await rollUp();
    const old = await db.execute(
      sql`select 1 from trending_days_rolled where day <= current_date - 14`,
    );
    expect(old.rows).toEqual([]);
  });
});
