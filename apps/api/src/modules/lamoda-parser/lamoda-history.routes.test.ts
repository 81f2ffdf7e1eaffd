import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, ImportHistoryPage, TaskCreated, TaskStatus } from '@shop/contract';
import { importTasks } from '../../db/schema';
import { asAdmin, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { startLamodaFixtureServer } from '../../test/lamoda-fixture-server';

let t: TestApp;
let lamoda: Awaited<ReturnType<typeof startLamodaFixtureServer>>;
let admin: Caller;

beforeAll(async () => {
  lamoda = await startLamodaFixtureServer();
  t = await buildTestApp({ ...lamoda.env, RATE_RUB: '5.6' });
  admin = await asAdmin(t);
});
afterAll(async () => {
  await t.close();
  await lamoda.close();
});

const get = <T>(url: string) => admin.inject({ method: 'GET', url }).then((r) => r.json() as T);

async function start(url: string, payload?: object): Promise<string> {
  const response = await admin.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TaskCreated).task_id;
}

async function runToEnd(id: string): Promise<TaskStatus> {
  await t.app.services.lamodaParser.run(id);
  return get<TaskStatus>(`/api/catalog/tasks/${id}/status`);
}

describe('the import’s history', () => {
  it('keeps finished tasks with their result, who started them and when', async () => {
    const done = await runToEnd(await start('/api/catalog/parse', { query: 'all', limit: 2 }));
    expect(done.state, JSON.stringify(done.failure)).toBe('SUCCESS');
    const queued = await start('/api/catalog/parse-simple?query=джинсы&limit=1');

    const history = await get<ImportHistoryPage>('/api/catalog/tasks/history');
    expect(history.page).toBe(1);
    expect(history.total).toBeGreaterThanOrEqual(2);
    const [newest, finished] = history.items;
    expect(newest).toMatchObject({ task_id: queued, state: 'PENDING', finished_at: null });
    expect(finished).toMatchObject({
      task_id: done.task_id,
      type: 'full',
      query: 'all',
      domain: 'kz',
      state: 'SUCCESS',
      status: done.meta.status,
      started_by: admin.user.email,
      total_found: done.result!.total_found,
      success_count: 2,
      imported: done.result!.imported,
    });
    expect(Date.parse(finished!.finished_at!)).toBeGreaterThanOrEqual(
      Date.parse(finished!.created_at),
    );
    // The active list forgets it; the history does not, however long after.
    const active = await get<{ task_id: string }[]>('/api/catalog/tasks');
    expect(active.map((task) => task.task_id)).not.toContain(done.task_id);
    expect((await get<ImportHistoryPage>('/api/catalog/tasks/history?page=2')).page).toBe(2);
    await admin.inject({ method: 'DELETE', url: `/api/catalog/tasks/${queued}` });
  });

  it('counts a re-import of unchanged items as unchanged, as the item list says', async () => {
    const first = await runToEnd(
      await start('/api/catalog/parse', { query: 'Lacoste Mango', limit: 2 }),
    );
    expect(first.state, JSON.stringify(first.failure)).toBe('SUCCESS');
    const again = await runToEnd(
      await start('/api/catalog/parse', { query: 'Lacoste Mango', limit: 2 }),
    );
    expect(again.state, JSON.stringify(again.failure)).toBe('SUCCESS');
    const outcomes = again.result!.changes.map((c) => c.outcome);
    expect(outcomes).toEqual(['unchanged', 'unchanged']);
    expect(again.result!.imported).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(again.meta.status).toEqual({
      code: 'done',
      found: again.result!.total_found,
      success: 2,
      imported: { created: 0, updated: 0, unchanged: 2 },
      skipped: [],
    });
  });

  it('says in the summary why products were skipped', async () => {
    const kz = await runToEnd(await start('/api/catalog/parse', { query: 'Levi', limit: 1 }));
    expect(kz.state, JSON.stringify(kz.failure)).toBe('SUCCESS');
    const ru = await runToEnd(
      await start('/api/catalog/parse', { query: 'Levi', limit: 1, domain: 'ru' }),
    );
    expect(ru.state, JSON.stringify(ru.failure)).toBe('SUCCESS');
    expect(ru.result!.imported).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(ru.meta.status).toMatchObject({
      code: 'done',
      skipped: [{ reason: { code: 'other_site', domain: 'lamoda.kz' }, count: 1 }],
    });
  });
});

describe('imports in the audit log', () => {
  it('lists who started an import, with what query, how it ended, and who cancelled one', async () => {
    const done = await runToEnd(
      await start('/api/catalog/parse', { query: 'all', limit: 1, publish: false }),
    );
    const cancelled = await start('/api/catalog/parse', { query: 'adidas', limit: 3 });
    await admin.inject({ method: 'DELETE', url: `/api/catalog/tasks/${cancelled}` });
    // A parse-only run changes nothing and is left to the tool's own history.
    await runToEnd(await start('/api/catalog/parse-simple?query=parse-only-run&limit=1'));

    const log = await get<AuditPage>('/api/admin/audit?entity_type=import&limit=100');
    const of = (task: string) => log.items.filter((e) => e.changes.task?.[1] === task);
    const [end, begin] = of(done.task_id);
    expect(begin).toMatchObject({
      action: 'import.start',
      entity_type: 'import',
      entity_id: null,
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      changes: {
        query: [null, 'all'],
        domain: [null, 'lamoda.kz'],
        limit: [null, 1],
        publish: [null, false],
      },
    });
    expect(end).toMatchObject({
      action: 'import.finish',
      actor_email: admin.user.email,
      changes: { result: [null, 'done'] },
    });
    // The counts that happened, and none that did not.
    const counted = Object.keys(end!.changes).filter((k) =>
      ['created', 'updated', 'unchanged', 'skipped'].includes(k),
    );
    expect(counted.length).toBeGreaterThan(0);
    for (const name of counted) expect(end!.changes[name]![1]).toBeGreaterThan(0);
    expect(of(cancelled).map((e) => e.action)).toEqual(['import.cancel', 'import.start']);
    expect(JSON.stringify(log.items)).not.toContain('parse-only-run');
  });

  it('notes the end of an import whose worker died, in the name of who started it', async () => {
    const id = await start('/api/catalog/parse', { query: 'stale-run', limit: 1 });
    await t.db
      .update(importTasks)
      .set({ state: 'PROGRESS', heartbeatAt: new Date(Date.now() - 3_600_000) })
      .where(eq(importTasks.id, id));
    expect(await t.app.services.lamodaParser.sweepStale()).toContain(id);
    const log = await get<AuditPage>('/api/admin/audit?action=import.finish&limit=100');
    const end = log.items.find((e) => e.changes.task?.[1] === id);
    expect(end).toMatchObject({
      actor_email: admin.user.email,
      changes: { query: [null, 'stale-run'], result: [null, 'worker_stopped'] },
    });
  });
});
