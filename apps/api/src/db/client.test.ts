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

describe('a connection lost while in use', () => {
  it('fails only the work on it: the process and the pool carry on', async () => {
    const handle = createDb(inject('testServerUrl'), { max: 2 });
    const admin = new pg.Client({ connectionString: inject('testServerUrl') });
    await admin.connect();
    try {
      // Held outside any query, as a transaction holds it between two statements.
      const held = await handle.pool.connect();
      const backend = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
        .pid;
      const ended = new Promise((resolve) => held.once('end', resolve));
      // What PostgreSQL sends every connection when it dies or is shut down under them.
      await admin.query('select pg_terminate_backend($1)', [backend]);
      await ended;
      await expect(held.query('select 1')).rejects.toThrow();
      held.release(true);
      expect((await handle.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
