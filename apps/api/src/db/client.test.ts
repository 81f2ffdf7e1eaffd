import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from './client';

describe('closing the database handle', () => {
  it('answers only when the server no longer sees any of its connections', async () => {
    // A server stopped right after close() must find none of them (else each reports its shutdown).
    const url = new URL(inject('testServerUrl'));
    url.searchParams.set('application_name', 'vesta-close-test');
    const handle = createDb(url.toString(), { max: 4 });
    await Promise.all([1, 2, 3, 4].map(() => handle.pool.query('select pg_sleep(0.05)')));
    const watcher = new pg.Client({ connectionString: inject('testServerUrl') });
    await watcher.connect();
    try {
      const count = async () =>
        (
          await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where application_name = 'vesta-close-test'`,
          )
        ).rows[0]!.n;
      expect(await count()).toBe(4);
      await handle.close();
      expect(await count()).toBe(0);
    } finally {
      await watcher.end();
    }
  });
});
