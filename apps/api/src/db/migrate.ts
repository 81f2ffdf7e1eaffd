import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
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
