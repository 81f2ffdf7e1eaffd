import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskCreated, TaskStatus } from '@shop/contract';
import { importTasks } from '../../db/schema';
import { asAdmin, buildTestApp, type TestApp } from '../../test/app';
import { startLamodaFixtureServer } from '../../test/lamoda-fixture-server';

// A database of its own: the products here are new to the catalogue, so each saves its pictures.
let t: TestApp;
let lamoda: Awaited<ReturnType<typeof startLamodaFixtureServer>>;
let admin: Record<string, string>;

beforeAll(async () => {
  lamoda = await startLamodaFixtureServer({ benchCount: 30, pageSize: 10 });
  t = await buildTestApp({
    ...lamoda.env,
    IMPORT_PACING_MS: '0',
    IMPORT_MAX_BACKOFF_MS: '50',
  });
  admin = (await asAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
  await lamoda.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const status = async (id: string) =>
  (await call('GET', `/api/catalog/tasks/${id}/status`)).json() as TaskStatus;
async function start(payload: object): Promise<string> {
  const response = await call('POST', '/api/catalog/parse', payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TaskCreated).task_id;
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a running import', () => {
  it('keeps its progress on the task row product by product, at most about once a second', async () => {
    const id = await start({ query: 'bench', limit: 6 });
    const seen: TaskStatus[] = [];
    // Each product page takes a while, as Lamoda's do; meanwhile the status call is asked.
    lamoda.setOverride(async (_req, _res, info) => {
      if (info.kind === 'product') {
        seen.push(await status(id));
        await wait(450);
      }
      return false;
    });
    await t.app.services.lamodaParser.run(id);
    lamoda.setOverride(null);

    const parsed = seen.map((s) => s.meta.counts.parsed);
    expect(parsed).toEqual([...parsed].sort((a, b) => a - b));
    // The row followed the product pages as they were read, not only the page's end.
    expect(new Set(parsed.filter((n) => n > 0 && n < 6)).size).toBeGreaterThanOrEqual(2);
    const progress = seen.map((s) => s.meta.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeGreaterThan(progress[0]!);
    expect(seen.every((s) => s.state === 'PROGRESS')).toBe(true);
    expect(seen.at(-1)!.meta.status).toMatchObject({ code: 'reading_cards', limit: 6 });
    expect(seen.at(-1)!.meta.counts.found).toBe(6);

    const done = await status(id);
    expect(done.state).toBe('SUCCESS');
    expect(done.meta.progress).toBe(100);
    expect(done.meta.counts).toMatchObject({ found: 6, parsed: 6, saved: 6 });
    expect(done.meta.counts.pictures).toBeGreaterThanOrEqual(6);
  });

  it('stops between products when cancelled, keeping what it saved, and ends as cancelled', async () => {
    // The first six are in the catalogue already (their pictures too); the others are new.
    const id = await start({ query: 'bench', limit: 10 });
    const productPages = () => lamoda.requests.filter((r) => r.kind === 'product').length;
    const imagePaths = () => new Set(lamoda.requests.filter((r) => r.kind === 'image'));
    lamoda.reset();
    let cancelled = false;
    lamoda.setOverride(async (_req, _res, info) => {
      // The cancel lands while the first new product's pictures are fetched.
      if (info.kind === 'image' && !cancelled) {
        cancelled = true;
        expect((await call('DELETE', `/api/catalog/tasks/${id}`)).statusCode).toBe(200);
      }
      return false;
    });
    await t.app.services.lamodaParser.run(id);
    lamoda.setOverride(null);

    expect(cancelled).toBe(true);
    // Only the product in hand fetched its pictures: no later product began.
    expect(imagePaths().size).toBeLessThanOrEqual(5);
    const done = await status(id);
    expect(done.state).toBe('FAILURE');
    expect(done.meta.status).toEqual({ code: 'cancelled' });
    const saved = done.result!.success_count;
    // It stopped inside the page of ten, right after the product in hand.
    expect(productPages()).toBe(10);
    expect(saved).toBe(7);
    expect(done.failure).toEqual({ code: 'cancelled', saved: 7 });
    expect(done.meta.counts.saved).toBe(saved);
    const rows = await t.db.execute<{ variants: number }>(sql`
      select (select count(*)::int from item_variants v where v.item_id = i.id) as variants
      from items i where i.source = 'lamoda' and i.source_sku = any(${sql.param(done.result!.products.map((p) => p.sku))}::text[])`);
    expect(rows.rows).toHaveLength(saved);
    expect(rows.rows.every((r) => r.variants > 0)).toBe(true);
  });

  it('is still running, and said so, when it has run longer than five minutes', async () => {
    const id = await start({ query: 'bench', limit: 2 });
    let checked: TaskStatus | null = null;
    let swept: string[] = [];
    lamoda.setOverride(async (_req, _res, info) => {
      if (info.kind === 'product' && !checked) {
        // As if the worker had been at it for six minutes, with its heartbeat alive.
        await t.db
          .update(importTasks)
          .set({ startedAt: sql`now() - interval '6 minutes'` })
          .where(eq(importTasks.id, id));
        swept = await t.app.services.lamodaParser.sweepStale();
        checked = await status(id);
      }
      return false;
    });
    await t.app.services.lamodaParser.run(id);
    lamoda.setOverride(null);
    expect(swept).not.toContain(id);
    expect(checked!.state).toBe('PROGRESS');
    expect((await status(id)).state).toBe('SUCCESS');
  });
});
