import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../db/client';

const TEMPLATE_DATABASE = 'shop_test_template';

export type TestDatabase = DbHandle & { url: string };

/** A fresh database for one test file, cloned from the migrated template (fast: a file copy). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), { max: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup
        .query(`drop database if exists ${name} with (force)`)
        .finally(() => cleanup.end());
    },
  };
}
