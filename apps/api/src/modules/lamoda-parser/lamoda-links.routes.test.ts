import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, TaskCreated, TaskStatus } from '@shop/contract';
import { importTasks } from '../../db/schema';
import { asAdmin, buildTestApp, type TestApp } from '../../test/app';
import { startLamodaFixtureServer } from '../../test/lamoda-fixture-server';

let t: TestApp;
let lamoda: Awaited<ReturnType<typeof startLamodaFixtureServer>>;
let admin: Record<string, string>;

beforeAll(async () => {
  // Three category pages of 4 products: a task of 10 reads pages 1, 2 and 3, in that order.
  lamoda = await startLamodaFixtureServer({ categoryCount: 12, categoryPageSize: 4 });
  t = await buildTestApp({ ...lamoda.env, RATE_RUB: '5.6', RATE_BYN: '160' });
  admin = (await asAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
  await lamoda.close();
});

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });

async function runToEnd(response: Awaited<ReturnType<typeof post>>): Promise<TaskStatus> {
  expect(response.statusCode, response.body).toBe(200);
  const id = (response.json() as TaskCreated).task_id;
  await t.app.services.lamodaParser.run(id);
  return (
    await t.app.inject({ method: 'GET', url: `/api/catalog/tasks/${id}/status`, headers: admin })
  ).json() as TaskStatus;
}

const taskRow = async (id: string) =>
  (await t.db.select().from(importTasks).where(eq(importTasks.id, id)))[0]!;

describe('a Lamoda category link in the import’s query', () => {
  it('reads the category’s pages in order on the link’s own domain, whatever domain was chosen', async () => {
    for (const [link, domain] of [
      ['https://www.lamoda.kz/c/17/shoes-women/', 'kz'],
      ['https://lamoda.ru/c/17/shoes-women?sitelink=topmenuW&l=3&page=2', 'ru'],
      ['http://www.lamoda.by/c/17/shoes-women/', 'by'],
    ] as const) {
      lamoda.reset();
      const done = await runToEnd(
        await post(
          '/api/catalog/parse-simple?' + new URLSearchParams({ query: link, limit: '10' }),
        ),
      );
      expect(done.state, `${link}: ${JSON.stringify(done.failure)}`).toBe('SUCCESS');
      const row = await taskRow(done.task_id);
      expect(row).toMatchObject({
        domain,
        query: `https://www.lamoda.${domain}/c/17/shoes-women/`,
        genderSection: 'women',
      });
      const pages = lamoda.requests.filter((r) => r.kind === 'category');
      expect(pages.map((r) => r.page)).toEqual([1, 2, 3]);
      expect(pages.every((r) => r.path === `/${domain}/c/17/shoes-women/`)).toBe(true);
      // Never searched as text.
      expect(lamoda.requests.filter((r) => r.kind === 'listing')).toEqual([]);
      expect(done.result!.success_count).toBe(10);
      expect(done.result!.total_found).toBe(12);
      expect(done.result!.products.every((p) => p.url?.includes('/p/rtlagn017'))).toBe(true);
    }
  });

  it('imports a category in full mode: its products become items', async () => {
    lamoda.reset();
    const done = await runToEnd(
      await post('/api/catalog/parse', {
        query: 'https://www.lamoda.kz/c/21/clothes-men/',
        limit: 5,
      }),
    );
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    expect(done.result!.imported).toMatchObject({ created: 5, updated: 0 });
    expect(done.result!.products.every((p) => p.item_id !== null)).toBe(true);
    expect(lamoda.requests.filter((r) => r.kind === 'category').map((r) => r.page)).toEqual([1, 2]);
  });

  it('reads one page of a category for «Парсинг по страницам»', async () => {
    lamoda.reset();
    const link = 'https://www.lamoda.by/c/17/shoes-women/';
    const done = await runToEnd(
      await post('/api/catalog/parse-simple?' + new URLSearchParams({ query: link, page: '2' })),
    );
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    expect(done.type).toBe('page');
    expect(lamoda.requests.filter((r) => r.kind === 'category').map((r) => r.page)).toEqual([2]);
    expect(done.result!.success_count).toBe(4);
  });

  it('reads a search link as its words on its domain', async () => {
    const search = 'https://www.lamoda.ru/catalogsearch/result/?q=all&page=1';
    const done = await runToEnd(
      await post('/api/catalog/parse-simple?' + new URLSearchParams({ query: search, limit: '2' })),
    );
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    expect(await taskRow(done.task_id)).toMatchObject({ domain: 'ru', query: 'all' });
  });

  it('refuses at once a link it does not know, naming what it accepts', async () => {
    const before = (await t.db.select().from(importTasks)).length;
    for (const link of [
      'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
      'https://www.lamoda.kz/b/2047/brand-nike/',
      'https://www.wildberries.kz/catalog/obuv/',
    ]) {
      for (const response of [
        await post('/api/catalog/parse', { query: link }),
        await post('/api/catalog/parse-simple?' + new URLSearchParams({ query: link })),
      ]) {
        expect(response.statusCode, link).toBe(400);
        const body = response.json() as ErrorEnvelope;
        expect(body.code).toBe('VALIDATION_FAILED');
        const field = body.details?.fields?.find((f) => f.path === 'query');
        expect(field?.message, link).toMatch(/^[А-ЯЁ][^A-Za-z]*[а-яё]/);
        expect(field?.message).toContain('https://www.lamoda.kz/c/17/shoes-women/');
        expect(field?.message).toContain('/catalogsearch/result/?q=');
      }
    }
    expect((await t.db.select().from(importTasks)).length).toBe(before);
  });

  it('answers a category that does not exist as a clear failure', async () => {
    const done = await runToEnd(
      await post(
        '/api/catalog/parse-simple?' +
          new URLSearchParams({ query: 'https://www.lamoda.kz/c/4040/shoes-none/' }),
      ),
    );
    expect(done.state).toBe('FAILURE');
    expect(done.failure).toMatchObject({
      code: 'lamoda_refused',
      detail: expect.stringContaining('страницу раздела 1'),
    });
  });
});
