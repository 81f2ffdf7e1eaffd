import { eq, sql } from 'drizzle-orm';
import type { ItemSummary } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createItem } from '../../db/factories';
import { items } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/app';
import { watchAnnouncements } from '../../lib/announcements-watch';

// The shop as it runs: a search's page is kept (decision 077).
const t = await buildTestApp({ SEARCH_MAX_AGE_SECONDS: '60' });
afterAll(() => t.close());

const names = async (q: string) => {
  const reply = await t.app.inject({ url: `/api/items/?q=${encodeURIComponent(q)}` });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as ItemSummary[]).map((item) => item.name);
};

/** A change the catalogue does not announce, as if made behind the shop's back. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('a search kept while the catalogue is unchanged (decision 077)', () => {
  it('answers a repeated search from the kept page, with each card read afresh', async () => {
    const older = await createItem(t.db, { name: 'Тренч льняной' });
    await createItem(t.db, { name: 'Тренч хлопковый' });
    await eventually(async () => (await names('тренч')).length === 2);
    // The shop starts listening to the catalogue's announcements on its first search; until it
    // hears them it keeps nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await names('тренч')).toEqual(['Тренч хлопковый', 'Тренч льняной']);

    // Moved to the top of "newest first" and renamed, unannounced: the kept order stands, while
    // the card's new name shows at once.
    await unannounced(
      sql`update items set created_at = now() + interval '1 hour', name = 'Тренч льняной длинный'
          where id = ${older.item.id}`,
    );
    expect(await names('тренч')).toEqual(['Тренч хлопковый', 'Тренч льняной длинный']);
  });

  it('finds again once the catalogue announces a change, whichever machine made it', async () => {
    await createItem(t.db, { name: 'Бомбер замшевый' });
    await eventually(async () => (await names('бомбер')).length === 1);
    await createItem(t.db, { name: 'Бомбер стёганый' });
    await eventually(async () => (await names('бомбер')).length === 2);

    // Made a draft: announced, so the next searches no longer find it.
    await t.db.update(items).set({ status: 'draft' }).where(eq(items.name, 'Бомбер стёганый'));
    await eventually(async () => (await names('бомбер')).length === 1);
    expect(await names('бомбер')).toEqual(['Бомбер замшевый']);
  });

  it('announces what changes a search, and not a sale that leaves the item in stock', async () => {
    const watch = watchAnnouncements(t.config.DATABASE_URL!, 'catalog_items');
    try {
      await eventually(() => watch.version() !== null);
      const created = watch.version()!;
      const { item, variants } = await createItem(t.db, {
        name: 'Кардиган',
        variants: [{ size: 'M', color: 'серый', stock: 5 }],
      });
      // The new item is announced once (its rows and variants in one transaction).
      await eventually(() => watch.version()! > created);
      let before = watch.version()!;
      await t.db.execute(sql`update item_variants set stock = 4 where id = ${variants[0]!.id}`);
      await t.db.execute(sql`update items set favorites_count = 3 where id = ${item.id}`);
      // Something announced after the two: had they announced, the count would be past +1.
      await t.db.execute(sql`update items set name = 'Кардиган вязаный' where id = ${item.id}`);
      await eventually(() => watch.version()! > before);
      expect(watch.version()).toBe(before + 1);

      before = watch.version()!;
      await t.db.execute(sql`update item_variants set stock = 0 where id = ${variants[0]!.id}`);
      await eventually(() => watch.version()! > before);
    } finally {
      await watch.close();
    }
  });

  it("keeps an item's similar items while the catalogue is unchanged, each card read afresh", async () => {
    const similar = async (id: number) => {
      const reply = await t.app.inject({ url: `/api/items/${id}/similar` });
      return reply.statusCode === 200
        ? (reply.json() as ItemSummary[]).map((i) => i.name)
        : reply.statusCode;
    };
    const source = await createItem(t.db, { name: 'Шарф кашемировый', category: 'accessory' });
    await createItem(t.db, { name: 'Шарф шерстяной', category: 'accessory' });
    await eventually(async () => {
      const names = await similar(source.item.id);
      return Array.isArray(names) && names.includes('Шарф шерстяной');
    });
    // A draft, to be put on sale without an announcement once the answer is kept.
    const hidden = await createItem(t.db, {
      name: 'Шарф вязаный',
      category: 'accessory',
      status: 'draft',
    });
    // Waits until the answer is kept: an item added unannounced is no longer found.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await similar(source.item.id)).toContain('Шарф шерстяной');
    await unannounced(
      sql`update items set name = 'Шарф шерстяной длинный' where name = 'Шарф шерстяной'`,
    );
    await unannounced(sql`update items set status = 'active' where id = ${hidden.item.id}`);
    const kept = await similar(source.item.id);
    expect(kept).toContain('Шарф шерстяной длинный');
    expect(kept).not.toContain('Шарф вязаный');

    // Made a draft, announced: a guest no longer meets it, nor its similar items.
    await t.db.update(items).set({ status: 'draft' }).where(eq(items.id, source.item.id));
    await eventually(async () => (await similar(source.item.id)) === 404);
    await t.db.update(items).set({ status: 'active' }).where(eq(items.id, source.item.id));
    await eventually(async () => {
      const names = await similar(source.item.id);
      return Array.isArray(names) && names.includes('Шарф вязаный');
    });
  });

  it("keeps a filtered list's page the same way, and the unfiltered list not at all (decision 111)", async () => {
    const list = async (query: string) => {
      const reply = await t.app.inject({ url: `/api/items/?${query}` });
      expect(reply.statusCode).toBe(200);
      return (reply.json() as ItemSummary[]).map((item) => item.name);
    };
    const brand = 'Кеп-Бренд';
    await createItem(t.db, { name: 'Панама', brand });
    await createItem(t.db, { name: 'Бейсболка', brand });
    // A draft, to be put on sale without an announcement once the page is kept.
    const hidden = await createItem(t.db, { name: 'Берет', brand, status: 'draft' });
    await eventually(async () => (await list(`brand=${brand}`)).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await list(`brand=${brand}`)).toEqual(['Бейсболка', 'Панама']);
    // An item put on sale unannounced: the kept page stands; the unfiltered list sees it at once.
    await unannounced(
      sql`update items set status = 'active', created_at = now() + interval '1 day' where id = ${hidden.item.id}`,
    );
    expect(await list(`brand=${brand}`)).toEqual(['Бейсболка', 'Панама']);
    expect((await list('limit=1'))[0]).toBe('Берет');
    // Any announced change: read again.
    await t.db.update(items).set({ name: 'Панама льняная' }).where(eq(items.name, 'Панама'));
    await eventually(async () => (await list(`brand=${brand}`)).length === 3);
    expect(await list(`brand=${brand}`)).toEqual(['Берет', 'Бейсболка', 'Панама льняная']);
  });
});
