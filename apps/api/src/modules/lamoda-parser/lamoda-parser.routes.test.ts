import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrencyRate,
  ActiveTask,
  CatalogStats,
  ErrorEnvelope,
  TaskCreated,
  TaskResult,
  TaskStatus,
} from '@shop/contract';
import { auditLog, importTasks, itemImages, items, itemVariants, uploads } from '../../db/schema';
import { allJobHandlers } from '../../jobs/handlers';
import { asAdmin, asModerator, asUser, buildTestApp, type TestApp } from '../../test/app';
import { startLamodaFixtureServer } from '../../test/lamoda-fixture-server';

let t: TestApp;
let lamoda: Awaited<ReturnType<typeof startLamodaFixtureServer>>;
let admin: Record<string, string>;

beforeAll(async () => {
  lamoda = await startLamodaFixtureServer();
  t = await buildTestApp({
    ...lamoda.env,
    RATE_RUB: '5.6',
    IMPORT_PACING_MS: '0',
    IMPORT_MAX_BACKOFF_MS: '50',
  });
  admin = (await asAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
  await lamoda.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const status = async (id: string) =>
  (await call('GET', `/api/catalog/tasks/${id}/status`)).json() as TaskStatus;

async function start(url: string, payload?: object): Promise<string> {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TaskCreated).task_id;
}

/** Asks for a task's status until it has ended, a bounded number of times; answers the last one. */
async function waitForEnd(id: string, attempts = 400): Promise<TaskStatus> {
  let current = await status(id);
  for (
    let i = 1;
    i < attempts && (current.state === 'PENDING' || current.state === 'PROGRESS');
    i++
  ) {
    await new Promise((r) => setTimeout(r, 50));
    current = await status(id);
  }
  return current;
}

/** Runs a task the way a worker does (the job handler), then answers its final status. */
async function runToEnd(id: string): Promise<TaskStatus> {
  await t.app.services.lamodaParser.run(id);
  return status(id);
}

describe('who may use the import tool', () => {
  it('refuses guests and non-admins on every call', async () => {
    const shopper = await asUser(t);
    const moderator = await asModerator(t);
    for (const headers of [{}, shopper.headers, moderator.headers]) {
      for (const [method, url] of [
        ['POST', '/api/catalog/parse-simple?query=jeans'],
        ['POST', '/api/catalog/test-chain'],
        ['GET', '/api/catalog/tasks'],
        ['GET', '/api/catalog/stats'],
      ] as const) {
        const response = await call(method, url, undefined, headers);
        expect([401, 403], `${method} ${url}`).toContain(response.statusCode);
      }
    }
  });

  it('validates the query, the count and the domain', async () => {
    const blank = await call('POST', '/api/catalog/parse', { query: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((blank.json() as ErrorEnvelope).details?.fields?.[0]?.message).toBe(
      'Введите поисковый запрос',
    );
    expect(
      (await call('POST', '/api/catalog/parse', { query: 'джинсы', limit: 101 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/catalog/parse', { query: 'джинсы', domain: 'de' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/catalog/parse-simple?query=')).statusCode).toBe(400);
  });
});

describe('parse-only tasks', () => {
  it('go from PENDING through the real queue to SUCCESS with products and a quality score', async () => {
    const id = await start('/api/catalog/parse-simple?query=all&limit=4');
    expect((await status(id)).state).toBe('PENDING');
    await t.queue.work(allJobHandlers(t.app.services));
    const current = await waitForEnd(id);
    expect(current.state).toBe('SUCCESS');
    expect(current.meta.progress).toBe(100);
    const result = (await call('GET', `/api/catalog/tasks/${id}/result`)).json() as TaskResult;
    expect(result.products).toHaveLength(4);
    expect(result.success_count).toBe(4);
    expect(result.quality_score).toBeGreaterThan(0);
    expect(result.quality_score).toBeLessThanOrEqual(1);
    expect(result.products[0]).toMatchObject({ source_currency: 'KZT', item_id: null });
    // Parse only: nothing reached the catalogue.
    expect((await t.db.select().from(items).where(eq(items.source, 'lamoda'))).length).toBe(0);
  });

  it('convert ₽ prices into the store currency and keep the source price', async () => {
    const id = await start('/api/catalog/parse-simple?query=all&limit=2&domain=ru');
    const done = await runToEnd(id);
    expect(done.state).toBe('SUCCESS');
    const [product] = done.result!.products;
    expect(product!.source_currency).toBe('RUB');
    expect(product!.price).toBe(Math.round(product!.source_price * 5.6));
  });

  it('end as FAILURE with a Russian explanation when Lamoda blocks, never as «0 found»', async () => {
    for (const query of ['refusal', 'captcha', 'geo']) {
      const done = await runToEnd(await start(`/api/catalog/parse-simple?query=${query}`));
      expect(done.state, query).toBe('FAILURE');
      expect(done.failure, query).toMatchObject({
        code: 'lamoda_refused',
        detail: expect.stringMatching(/прокси|режим браузера/),
      });
      expect(JSON.stringify(done.failure), query).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
    }
    const nothing = await runToEnd(await start('/api/catalog/parse-simple?query=nothing'));
    expect(nothing.state).toBe('SUCCESS');
    expect(nothing.result!.total_found).toBe(0);
  });

  it('fail clearly when a currency rate is missing, and use the rate an admin sets then', async () => {
    const id = await start('/api/catalog/parse-simple?query=all&domain=by');
    const done = await runToEnd(id);
    expect(done.state).toBe('FAILURE');
    expect(done.failure).toEqual({ code: 'no_currency_rate', from: 'BYN', to: 'KZT' });

    const rates = (await call('GET', '/api/catalog/rates')).json() as CurrencyRate[];
    expect(rates.map((r) => [r.currency, r.rate, r.source])).toEqual([
      ['KZT', 1, 'same'],
      ['RUB', 5.6, 'setting'],
      ['BYN', null, 'none'],
    ]);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/catalog/rates',
      headers: admin,
      payload: { BYN: 160.5, RUB: 6 },
    });
    expect((set.json() as CurrencyRate[]).map((r) => [r.currency, r.rate, r.source])).toEqual([
      ['KZT', 1, 'same'],
      ['RUB', 6, 'admin'],
      ['BYN', 160.5, 'admin'],
    ]);
    const again = await runToEnd(await start('/api/catalog/parse-simple?query=all&domain=by'));
    expect(again.state).toBe('SUCCESS');
    const product = again.result!.products[0]!;
    expect(product.source_currency).toBe('BYN');
    expect(product.price).toBeCloseTo(product.source_price * 160.5, 0);
    // null goes back to the setting; bad values are refused.
    await t.app.inject({
      method: 'PUT',
      url: '/api/catalog/rates',
      headers: admin,
      payload: { RUB: null },
    });
    const back = (await call('GET', '/api/catalog/rates')).json() as CurrencyRate[];
    expect(back[1]).toMatchObject({ rate: 5.6, source: 'setting' });
    for (const payload of [{ BYN: 0 }, { BYN: -1 }, { USD: 5 }]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/catalog/rates',
        headers: admin,
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('run the system test on the built-in page and the parser test with its defaults', async () => {
    const chain = await runToEnd(await start('/api/catalog/test-chain'));
    expect(chain.state).toBe('SUCCESS');
    expect(chain.result!.products.length).toBeGreaterThan(0);
    const parser = await runToEnd(await start('/api/catalog/test-parser'));
    expect(parser.state).toBe('SUCCESS');
    expect(parser.result!.products.length).toBeLessThanOrEqual(5);
    const [row] = await t.db.select().from(importTasks).where(eq(importTasks.id, parser.task_id));
    expect(row).toMatchObject({ query: 'jeans', limit: 5, type: 'test-parser' });
  });
});

describe('full import', () => {
  it('writes items, pictures and variants, and a second import updates instead of duplicating', async () => {
    const first = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3 }));
    expect(first.state, JSON.stringify(first.failure)).toBe('SUCCESS');
    expect(first.result!.imported).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 0 });
    const skus = first.result!.products.map((p) => p.sku);
    const imported = await t.db.select().from(items).where(eq(items.source, 'lamoda'));
    expect(imported.map((i) => i.sourceSku).sort()).toEqual([...skus].sort());
    const item = imported[0]!;
    expect(item.sourceCurrency).toBe('KZT');
    expect(Number(item.price)).toBeGreaterThan(0);
    const pictures = await t.db.select().from(itemImages).where(eq(itemImages.itemId, item.id));
    expect(pictures.length).toBeGreaterThan(0);
    // Pictures are re-encoded copies stored by the shop, kept by storage key.
    for (const picture of pictures) {
      expect(picture.imageKey).toMatch(/^items\/[a-f0-9]+\.webp$/);
      expect(fs.existsSync(path.join(t.config.uploadsDir, picture.imageKey))).toBe(true);
      // One Lamoda product is one colour: its pictures show it (decision 028).
      expect(picture.color).toBe(item.color);
    }
    const variants = await t.db.select().from(itemVariants).where(eq(itemVariants.itemId, item.id));
    expect(variants.length).toBeGreaterThan(0);
    const uploadsBefore = (await t.db.select().from(uploads).where(eq(uploads.kind, 'item_image')))
      .length;
    const imageRequestsBefore = lamoda.requests.filter((r) => r.path.startsWith('/cdn/')).length;

    const second = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3 }));
    // The same products again change nothing: counted as the item list says («без изменений»).
    expect(second.result!.imported).toEqual({ created: 0, updated: 0, unchanged: 3, skipped: 0 });
    expect((await t.db.select().from(items).where(eq(items.source, 'lamoda'))).length).toBe(3);
    expect(
      (await t.db.select().from(itemImages).where(eq(itemImages.itemId, item.id))).length,
    ).toBe(pictures.length);
    // Known pictures are not downloaded or stored again.
    expect((await t.db.select().from(uploads).where(eq(uploads.kind, 'item_image'))).length).toBe(
      uploadsBefore,
    );
    expect(lamoda.requests.filter((r) => r.path.startsWith('/cdn/')).length).toBe(
      imageRequestsBefore,
    );
  });

  it('searches in Lamoda’s women’s or men’s section when asked, and files new items there', async () => {
    lamoda.reset();
    // New items: an item already in the catalogue is never narrowed (see the re-import tests).
    await t.db.delete(items).where(eq(items.source, 'lamoda'));
    const done = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 2, gender_section: 'men' }),
    );
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    const searches = lamoda.requests.filter((r) => r.path.includes('/catalogsearch/'));
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.url).toContain('gender_section=men');
    const skus = done.result!.products.map((p) => p.sku);
    expect(done.result!.imported).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    const saved = await t.db.select().from(items).where(eq(items.source, 'lamoda'));
    for (const item of saved.filter((i) => skus.includes(i.sourceSku ?? '')))
      expect(item.gender).toBe('men');
    const refused = await call('POST', '/api/catalog/parse', {
      query: 'all',
      gender_section: 'aliens',
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
  });

  it('creates new items active by default or as drafts without «Сразу публиковать», and a re-import keeps each status', async () => {
    const statuses = async () =>
      Object.fromEntries(
        (await t.db.select().from(items).where(eq(items.source, 'lamoda'))).map((i) => [
          i.sourceSku,
          i.status,
        ]),
      );
    await t.db.delete(items).where(eq(items.source, 'lamoda'));
    const drafts = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 2, publish: false }),
    );
    expect(drafts.result!.imported).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    const [firstSku, secondSku] = drafts.result!.products.map((p) => p.sku);
    expect(await statuses()).toEqual({ [firstSku!]: 'draft', [secondSku!]: 'draft' });

    // An owner publishes one of them; a re-import, with the flag or without, changes neither.
    const published = await t.db
      .update(items)
      .set({ status: 'active' })
      .where(and(eq(items.source, 'lamoda'), eq(items.sourceSku, firstSku!)))
      .returning();
    expect(published).toHaveLength(1);
    const withFlag = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 3, publish: true }),
    );
    expect(withFlag.result!.imported).toEqual({ created: 1, updated: 0, unchanged: 2, skipped: 0 });
    const thirdSku = withFlag
      .result!.products.map((p) => p.sku)
      .find((sku) => sku !== firstSku && sku !== secondSku)!;
    expect(await statuses()).toEqual({
      [firstSku!]: 'active',
      [secondSku!]: 'draft',
      [thirdSku]: 'active',
    });
    await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3, publish: false }));
    expect(await statuses()).toEqual({
      [firstSku!]: 'active',
      [secondSku!]: 'draft',
      [thirdSku]: 'active',
    });

    // Without the field, new items start active, as they always did.
    await t.db.delete(items).where(eq(items.source, 'lamoda'));
    await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 1 }));
    expect(Object.values(await statuses())).toEqual(['active']);
    const refused = await call('POST', '/api/catalog/parse', { query: 'all', publish: 'yes' });
    expect([refused.statusCode, (refused.json() as ErrorEnvelope).code]).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('skips bad pictures (too large, not an image) and says so', async () => {
    const done = await runToEnd(
      await start('/api/catalog/parse', { query: 'badimages', limit: 1 }),
    );
    expect(done.state).toBe('SUCCESS');
    expect(done.result!.enrichment.notes).toContainEqual(
      expect.objectContaining({ code: 'picture_skipped', detail: expect.any(String) }),
    );
    // The test server has no LLM: the rules' values stand, and the result says so.
    expect(done.result!.enrichment.notes).toContainEqual({ code: 'llm_off' });
    const [product] = done.result!.products;
    expect(product!.image_urls.length).toBeGreaterThan(0);
  });

  it('stops when cancelled, keeping the items it saved whole', async () => {
    const id = await start('/api/catalog/parse', { query: 'overlap', limit: 25 });
    let cancelledOnce = false;
    lamoda.setOverride(async (req) => {
      // Cancel as soon as the second result page is asked for; the page is served only once the
      // cancel has been taken, so a slow machine cannot let the import finish first.
      if (!cancelledOnce && req.url?.includes('page=2')) {
        cancelledOnce = true;
        expect((await call('DELETE', `/api/catalog/tasks/${id}`)).statusCode).toBe(200);
      }
      return false;
    });
    const done = await runToEnd(id);
    lamoda.setOverride(null);
    expect(done.state).toBe('FAILURE');
    const saved = done.result!.success_count;
    expect(done.failure).toEqual({ code: 'cancelled', saved });
    expect(saved).toBeLessThan(25);
    // Every saved item is complete: it has its variants.
    const rows = await t.db.execute<{ id: number; variants: number }>(sql`
      select i.id, (select count(*)::int from item_variants v where v.item_id = i.id) as variants
      from items i where i.source = 'lamoda' and i.source_sku = any(${sql.param(done.result!.products.map((p) => p.sku))}::text[])`);
    expect(rows.rows.every((r) => r.variants > 0)).toBe(true);
  });

  it('cancels a queued task at once', async () => {
    const id = await start('/api/catalog/parse', { query: 'all', limit: 1 });
    const cancelled = (await call('DELETE', `/api/catalog/tasks/${id}`)).json() as TaskStatus;
    expect(cancelled).toMatchObject({
      state: 'FAILURE',
      failure: { code: 'cancelled', saved: null },
    });
    await t.app.services.lamodaParser.run(id);
    expect((await status(id)).state).toBe('FAILURE');
  });
});

describe('tasks and stats', () => {
  it('list active tasks with name, worker and start time, and catalogue stats', async () => {
    const id = await start('/api/catalog/parse-simple?query=джинсы&limit=2');
    const active = (await call('GET', '/api/catalog/tasks')).json() as ActiveTask[];
    expect(active.find((a) => a.task_id === id)).toMatchObject({
      name: 'Только парсинг: джинсы',
      type: 'simple',
      query: 'джинсы',
      page: null,
      state: 'PENDING',
      worker: null,
    });
    const stats = (await call('GET', '/api/catalog/stats')).json() as CatalogStats;
    expect(stats.total_items).toBeGreaterThan(0);
    expect(stats.active_tasks).toBeGreaterThan(0);
    expect(stats.top_brands.length).toBeLessThanOrEqual(5);
    expect(stats.price_range.min).not.toBeNull();
    await call('DELETE', `/api/catalog/tasks/${id}`);
  });

  it('ends a task whose worker died instead of leaving it in PROGRESS', async () => {
    const id = await start('/api/catalog/parse', { query: 'all', limit: 1 });
    // A worker claimed it, then vanished: its heartbeat is three minutes old.
    await t.db
      .update(importTasks)
      .set({ state: 'PROGRESS', worker: 'gone:1', heartbeatAt: sql`now() - interval '3 minutes'` })
      .where(eq(importTasks.id, id));
    expect(await t.app.services.lamodaParser.sweepStale()).toContain(id);
    const swept = await status(id);
    expect(swept.state).toBe('FAILURE');
    expect(swept.failure).toEqual({ code: 'worker_stopped' });
    // A live task is left alone.
    const live = await start('/api/catalog/parse', { query: 'all', limit: 1 });
    await t.db
      .update(importTasks)
      .set({ state: 'PROGRESS', heartbeatAt: sql`now()` })
      .where(eq(importTasks.id, live));
    expect(await t.app.services.lamodaParser.sweepStale()).not.toContain(live);
    await t.db
      .update(importTasks)
      .set({ state: 'FAILURE' })
      .where(and(eq(importTasks.id, live)));
  });

  it('answers 404 for unknown tasks and results not ready', async () => {
    expect(
      (await call('GET', '/api/catalog/tasks/00000000-0000-4000-8000-000000000000/status'))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/catalog/tasks/not-a-uuid/status')).statusCode).toBe(400);
    const id = await start('/api/catalog/parse-simple?query=all&limit=1');
    expect((await call('GET', `/api/catalog/tasks/${id}/result`)).statusCode).toBe(404);
    await call('DELETE', `/api/catalog/tasks/${id}`);
  });
});

describe('a re-import and the owner’s edits', () => {
  const lamodaItem = async (sku: string) =>
    (
      await t.db
        .select()
        .from(items)
        .where(and(eq(items.source, 'lamoda'), eq(items.sourceSku, sku)))
    )[0]!;

  it('keeps a hand-edited name, description and price while the stock follows the source', async () => {
    const first = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 2 }));
    expect(first.state, JSON.stringify(first.failure)).toBe('SUCCESS');
    const sku = first.result!.products[0]!.sku;
    const before = await lamodaItem(sku);
    expect(before.sourceDomain).toBe('lamoda.kz');
    const edited = await call('PUT', `/api/items/${before.id}`, {
      name: 'Кеды от владельца',
      description: 'Описание от владельца',
      price: 12345,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await lamodaItem(sku)).editedFields.sort()).toEqual(['description', 'name', 'price']);
    // The source's stock moved on since: the re-import brings it back.
    await t.db.update(itemVariants).set({ stock: 0 }).where(eq(itemVariants.itemId, before.id));

    const again = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 2 }));
    expect(again.state, JSON.stringify(again.failure)).toBe('SUCCESS');
    const after = await lamodaItem(sku);
    expect(after).toMatchObject({
      name: 'Кеды от владельца',
      description: 'Описание от владельца',
      price: '12345.00',
    });
    // The price shown is the owner's: the sizes carry none of their own.
    expect(after.minPrice).toBe('12345.00');
    expect(after.inStock).toBe(true);
    const change = again.result!.changes.find((c) => c.sku === sku)!;
    expect(change.outcome).toBe('updated');
    expect(change.price).toBeUndefined();
    expect(change.fields ?? []).not.toContain('name');
    expect(change.stock?.from).toBe(0);
    expect(change.stock?.to).toBeGreaterThan(0);
  });

  it('keeps «Состав», the other attributes and the brand’s size labels; hand edits of them stay', async () => {
    const done = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3 }));
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    expect(done.result!.products.map((p) => p.sku)).toContain('MP002XW0F8UK');
    type Page = {
      composition: string | null;
      attributes: { title: string; value: string }[];
      variants: { id: number; sku: string; size: string | null; brand_size: string | null }[];
    };
    const page = async (id: number) => (await call('GET', `/api/items/${id}`)).json() as Page;
    // The fixture's Levi's page: «Состав» «Хлопок - 100%», sizes 44…50 labelled W28/L32…W34/L32.
    const jeans = await lamodaItem('MP002XW0F8UK');
    const shown = await page(jeans.id);
    expect(shown.composition).toBe('Хлопок - 100%');
    expect(shown.attributes).toEqual([
      { title: 'Посадка', value: 'Средняя' },
      { title: 'Сезон', value: 'Мульти' },
      { title: 'Страна производства', value: 'Бангладеш' },
    ]);
    expect(Object.fromEntries(shown.variants.map((v) => [v.size, v.brand_size]))).toEqual({
      '44': 'W28/L32',
      '46': 'W30/L32',
      '48': 'W32/L32',
      '50': 'W34/L32',
    });
    // The sneakers' page has no «Состав»: its materials stay attributes; sizes «38» are «5 UK».
    const shoes = await page((await lamodaItem('RTLAEY634001')).id);
    expect(shoes.composition).toBeNull();
    expect(shoes.attributes[0]).toEqual({ title: 'Материал верха', value: 'Натуральная кожа' });
    expect(shoes.variants.find((v) => v.size === '38')?.brand_size).toBe('5 UK');

    // The owner writes the composition and one label by hand: both are theirs from then on.
    const edited = await call('PUT', `/api/items/${jeans.id}`, {
      composition: 'Хлопок 99 %, эластан 1 %',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const saved = await call(
      'PUT',
      `/api/items/${jeans.id}/variants`,
      shown.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        size: v.size,
        brand_size: v.size === '46' ? 'M' : v.brand_size,
        stock: 1,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await lamodaItem('MP002XW0F8UK')).editedFields).toEqual(
      expect.arrayContaining(['brand_sizes', 'composition']),
    );
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'item'), eq(auditLog.entityId, jeans.id)));
    const m46 = shown.variants.find((v) => v.size === '46')!.sku;
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ composition: ['Хлопок - 100%', 'Хлопок 99 %, эластан 1 %'] }),
        expect.objectContaining({ [`brand_size.${m46}`]: ['W30/L32', 'M'] }),
      ]),
    );

    const again = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3 }));
    expect(again.state, JSON.stringify(again.failure)).toBe('SUCCESS');
    const after = await page(jeans.id);
    expect(after.composition).toBe('Хлопок 99 %, эластан 1 %');
    expect(after.variants.find((v) => v.size === '46')?.brand_size).toBe('M');
    expect(after.variants.find((v) => v.size === '44')?.brand_size).toBe('W28/L32');
  });

  it('keeps the crossed-out price from the page, shown only above the price', async () => {
    const done = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 3 }));
    let checked = 0;
    for (const product of done.result!.products) {
      const item = await lamodaItem(product.sku);
      if (item.editedFields.length || product.old_price === null) continue;
      expect(Number(item.compareAtPrice)).toBe(product.old_price);
      const card = (await call('GET', `/api/items/${item.id}`)).json() as {
        compare_at_price: number | null;
      };
      expect(card.compare_at_price).toBe(product.old_price);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('leaves an item of another Lamoda site alone and says where it came from', async () => {
    const kz = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 2 }));
    const sku = kz.result!.products[0]!.sku;
    const before = await lamodaItem(sku);
    const ru = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 2, domain: 'ru' }),
    );
    expect(ru.state, JSON.stringify(ru.failure)).toBe('SUCCESS');
    expect(ru.result!.changes.find((c) => c.sku === sku)).toMatchObject({
      outcome: 'skipped',
      reason: 'other_domain',
      source_domain: 'lamoda.kz',
    });
    expect(ru.result!.skipped).toContainEqual({
      sku,
      reason: { code: 'other_site', domain: 'lamoda.kz' },
    });
    expect(ru.meta.status).toMatchObject({
      code: 'done',
      skipped: expect.arrayContaining([
        expect.objectContaining({ reason: { code: 'other_site', domain: 'lamoda.kz' } }),
      ]),
    });
    const after = await lamodaItem(sku);
    expect(after).toMatchObject({
      price: before.price,
      sourceCurrency: 'KZT',
      sourceDomain: 'lamoda.kz',
    });
  });

  it('never narrows who an item is for: unisex stays unisex from the women’s section', async () => {
    const kz = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 2 }));
    const skus = kz.result!.products.map((p) => p.sku);
    for (const sku of skus)
      await t.db
        .update(items)
        .set({ gender: 'unisex' })
        .where(and(eq(items.source, 'lamoda'), eq(items.sourceSku, sku)));
    const women = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 2, gender_section: 'women' }),
    );
    expect(women.state, JSON.stringify(women.failure)).toBe('SUCCESS');
    for (const sku of skus) expect((await lamodaItem(sku)).gender).toBe('unisex');
  });

  it('lists imported and hand-made items apart, with the site an item came from', async () => {
    await call('POST', '/api/catalog/parse', { query: 'all', limit: 1 });
    const imported = (
      (await call('GET', '/api/items/manage?source=imported&limit=100')).json() as {
        items: { source: string; source_domain: string | null }[];
      }
    ).items;
    expect(imported.length).toBeGreaterThan(0);
    for (const row of imported) {
      expect(row.source).toBe('lamoda');
      expect(row.source_domain).toMatch(/^lamoda\./);
    }
    const manual = (
      (await call('GET', '/api/items/manage?source=manual&limit=100')).json() as {
        items: { source: string }[];
      }
    ).items;
    for (const row of manual) expect(row.source).toBe('manual');
    expect((await call('GET', '/api/items/manage?source=elsewhere')).statusCode).toBe(400);
  });
});
