import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';
import { sql } from 'drizzle-orm';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: the advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK_ID = 724_311_905;

/** Applies pending migrations; several API processes starting at once take turns. */
export async function runMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migrate(tx as unknown as Db, { migrationsFolder: MIGRATIONS_DIR });
  });
}

/** One migration this code knows: its tag (file name) and the time drizzle records for it. */
export type KnownMigration = { idx: number; tag: string; when: number };

/** Every migration of this code, oldest first (drizzle's journal). */
export function knownMigrations(folder = MIGRATIONS_DIR): KnownMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: KnownMigration[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/**
 * Applies this code's migrations, the first `count` of them or all, on a client inside a
 * transaction the caller opened and will commit (drizzle's own migrator opens and commits a
 * transaction of its own, which would end the caller's). It keeps drizzle's record of them
 * (`drizzle.__drizzle_migrations`: each file's SHA-256 and journal time), so a later start sees
 * them as applied. A restore uses it to load the data at the archive's version, then upgrade.
 */
export async function applyMigrationsInTransaction(
  client: pg.ClientBase,
  count?: number,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(0, count);
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const last = await client.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const lastAt = last.rows[0] ? Number(last.rows[0].created_at) : -1;
  let applied = 0;
  for (const migration of migrations) {
    if (migration.folderMillis <= lastAt) continue;
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
    applied += 1;
  }
  return applied;
}

export { MIGRATION_LOCK_ID };
