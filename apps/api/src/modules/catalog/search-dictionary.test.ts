import { sql } from 'drizzle-orm';
import type { ItemSummary } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createItem } from '../../db/factories';
import { eventually } from '../../test/eventually';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCatalogService } from './catalog.service';
import type { CatalogRepository } from './catalog.repository';
import { watchAnnouncements, type AnnouncementWatch } from '../../lib/announcements-watch';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await createItem(t.db, { name: 'Джинсы прямые', category: 'bottom' });
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string) => {
  const reply = await t.app.inject({ url: `/api/items/?q=${encodeURIComponent(q)}` });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as ItemSummary[]).map((item) => item.name);
};

describe('the search dictionary kept between searches (decision 039)', () => {
  it('a word new to the catalogue is found by the next searches, though it was looked up before', async () => {
    expect(await search('пуховик')).toEqual([]);
    expect(await search('пуховик')).toEqual([]);
    await createItem(t.db, { name: 'Пуховик зимний', category: 'top' });
    await eventually(async () => (await search('пуховик')).includes('Пуховик зимний'));
    expect(await search('джинсы')).toEqual(['Джинсы прямые']);
  });

  it('keeps a very long "word" of a description out of the dictionary, and the item saves', async () => {
    // A pasted code: one run of letters and digits far longer than an index row may hold.
    const code = 'x5e4' + 'ab12'.repeat(50_000);
    await createItem(t.db, { name: 'Парка штормовая', description: `Артикул поставщика ${code}` });
    const long = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_terms where length(term) > 64`,
    );
    expect(long.rows[0]!.n).toBe(0);
    await eventually(async () => (await search('поставщика')).includes('Парка штормовая'));
  });

  it('announces a change of the dictionary once, and nothing for a statement that changed nothing', async () => {
    const watch = watchAnnouncements(t.config.DATABASE_URL!, 'search_dictionary');
    try {
      await eventually(() => watch.version() !== null);
      const before = watch.version()!;
      // The same words again: no row inserted, no announcement.
      await t.db.execute(
        sql`insert into search_terms (term, lexeme) values ('джинсы', 'джинс') on conflict do nothing`,
      );
      await t.db.execute(
        sql`insert into search_terms (term, lexeme) values ('анорак', 'анорак') on conflict do nothing`,
      );
      await eventually(() => watch.version() !== before);
      expect(watch.version()).toBe(before + 1);
    } finally {
      await watch.close();
    }
    expect(watch.version()).toBeNull();
  });

  it('reads the words once while the dictionary is unchanged, again once it changed, always while unheard', async () => {
    let version: number | null = 1;
    const dictionary: AnnouncementWatch = { version: () => version, close: async () => undefined };
    const searchLexemes = vi.fn(async (_words: string[]) => ({
      stems: new Map(),
      near: [],
      known: new Set<string>(),
    }));
    const repo = {
      searchLexemes,
      searchNeighbours: async () => [],
      knownLexemes: async () => new Set<string>(),
      list: async () => [],
    } as unknown as CatalogRepository;
    const catalog = createCatalogService({
      db: t.db,
      repo,
      history: {} as never,
      mediaUrl: (key) => key,
      dictionary,
    });
    const list = (q: string) =>
      catalog.list({ filters: { q }, page: 1, limit: 20, viewerId: null });
    // The synonym lists' stems are read once per process, with the first search.
    await list('юбка');
    searchLexemes.mockClear();

    await list('свитер');
    await list('свитер');
    expect(searchLexemes).toHaveBeenCalledTimes(1);
    version = 2;
    await list('свитер');
    await list('свитер');
    expect(searchLexemes).toHaveBeenCalledTimes(2);
    version = null;
    await list('свитер');
    await list('свитер');
    expect(searchLexemes).toHaveBeenCalledTimes(4);
    // A number is looked up in the items themselves: never kept.
    version = 3;
    searchLexemes.mockClear();
    await list('42');
    await list('42');
    expect(searchLexemes).toHaveBeenCalledTimes(2);
  });
});
