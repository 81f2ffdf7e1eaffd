import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TaskCreated, TaskStatus } from '@shop/contract';
import { asAdmin, buildTestApp, type TestApp } from '../../test/app';
import { startLamodaFixtureServer } from '../../test/lamoda-fixture-server';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;
let lamoda: Awaited<ReturnType<typeof startLamodaFixtureServer>>;
let admin: Record<string, string>;

beforeAll(async () => {
  lamoda = await startLamodaFixtureServer();
  t = await buildTestApp({ ...lamoda.env, IMPORT_STALE_TASK_SECONDS: '2' });
  const session = await asAdmin(t);
  admin = session.headers;
});
afterAll(async () => {
  await t.close();
  await lamoda.close();
});

it('a worker process killed mid-import leaves whole items and a task that ends as FAILURE', async () => {
  // Page 2 of the results never comes: the worker is killed while it waits for it.
  let releasePage2 = () => undefined as void;
  const page2Asked = new Promise<void>((resolve) => {
    lamoda.setOverride(async (req) => {
      if (!req.url?.includes('page=2')) return false;
      resolve();
      await new Promise<void>((release) => (releasePage2 = release));
      return false;
    });
  });

  const response = await t.app.inject({
    method: 'POST',
    url: '/api/catalog/parse',
    headers: admin,
    payload: { query: 'overlap', limit: 25 },
  });
  const { task_id: id } = response.json() as TaskCreated;

  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...lamoda.env,
      DATABASE_URL: t.config.DATABASE_URL!,
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: t.config.JWT_SECRET!,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  await page2Asked;
  worker.kill('SIGKILL');
  await new Promise((resolve) => worker.once('exit', resolve));
  releasePage2();
  lamoda.setOverride(null);

  const before = (
    await t.app.inject({ method: 'GET', url: `/api/catalog/tasks/${id}/status`, headers: admin })
  ).json() as TaskStatus;
  expect(before.state).toBe('PROGRESS');

  // The sweep (a scheduled job) notices the silence and ends the task: once no heartbeat has come
  // for IMPORT_STALE_TASK_SECONDS (2 s). Run it as the schedule would, until it does, a bounded
  // number of times.
  let swept: string[] = [];
  for (let attempt = 0; attempt < 200 && !swept.includes(id); attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
    swept = await t.app.services.lamodaParser.sweepStale();
  }
  expect(swept).toContain(id);
  const after = (
    await t.app.inject({ method: 'GET', url: `/api/catalog/tasks/${id}/status`, headers: admin })
  ).json() as TaskStatus;
  expect(after.state).toBe('FAILURE');
  expect(after.failure).toEqual({ code: 'worker_stopped' });

  // Page 1's products were saved whole before the kill: each item has its variants and pictures.
  const saved = await t.db.execute<{ variants: number; pictures: number }>(sql`
    select (select count(*)::int from item_variants v where v.item_id = i.id) as variants,
           (select count(*)::int from item_images m where m.item_id = i.id) as pictures
    from items i where i.source = 'lamoda'`);
  expect(saved.rows.length).toBeGreaterThan(0);
  expect(saved.rows.every((r) => r.variants > 0 && r.pictures > 0)).toBe(true);
});
