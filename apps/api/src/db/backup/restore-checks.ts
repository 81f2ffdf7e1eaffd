import fs from 'node:fs';
import fsp from 'node:fs/promises';
import pg from 'pg';
import type { ShopStorage } from '../../lib/storage';
import type { knownMigrations } from '../migrate';
import { FILE_FOLDERS, type BackupManifest, type FileFolder } from './manifest';
import { NOTHING_CHANGED, RestoreRefusedError } from './restore-errors';

/** The number of this code's migrations that make the archive's schema; refuses a newer one. */
export function checkSchema(
  manifest: BackupManifest,
  migrations: ReturnType<typeof knownMigrations>,
): number {
  const index = migrations.findIndex((m) => m.when === manifest.schema.last_created_at);
  const latest = migrations.at(-1)!;
  if (index === -1 || index + 1 !== manifest.schema.migrations) {
    const newer = manifest.schema.last_created_at > latest.when;
    const archived = `${manifest.schema.last ?? 'unknown to this version'}, ${manifest.schema.migrations} migrations`;
    throw new RestoreRefusedError(
      newer || manifest.schema.migrations > migrations.length
        ? `This archive was made by a newer version of the shop (schema ${archived}); this version knows ${migrations.length} migrations, up to ${latest.tag}. Upgrade the shop (git pull, npm install), then restore again. ${NOTHING_CHANGED}`
        : `This archive's schema (${archived}) is not one this version of the shop knows. ${NOTHING_CHANGED}`,
    );
  }
  return index + 1;
}

/** Refuses a target that holds anything; answers whether the data folder has to be created. */
export async function checkTargetIsEmpty(options: {
  dataDir: string;
  folders: Record<FileFolder, string>;
  bucket?: ShopStorage;
  databaseUrl?: string;
}): Promise<boolean> {
  if (options.bucket) {
    const first = await options.bucket.list()[Symbol.asyncIterator]().next();
    if (!first.done)
      throw new RestoreRefusedError(
        `The bucket already holds the shop's files. A restore goes only into an empty bucket: set S3_BUCKET to a new one, or empty this one first. ${NOTHING_CHANGED}`,
      );
  }
  const exists = fs.existsSync(options.dataDir);
  if (!options.databaseUrl) {
    if (exists && (await fsp.readdir(options.dataDir)).length > 0)
      throw new RestoreRefusedError(
        `DATA_DIR ${options.dataDir} is not empty. A restore goes only into an empty folder: set DATA_DIR to a new folder, or move this one away first. ${NOTHING_CHANGED}`,
      );
    return !exists;
  }
  for (const folder of FILE_FOLDERS) {
    const dir = options.folders[folder];
    if (fs.existsSync(dir) && (await fsp.readdir(dir)).length > 0)
      throw new RestoreRefusedError(
        `${dir} already holds files. A restore goes only into an empty DATA_DIR: set DATA_DIR to a new folder, or move this one away first. ${NOTHING_CHANGED}`,
      );
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ tables: number; migrations: boolean }>(
      `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
              to_regclass('drizzle.__drizzle_migrations') is not null as migrations`,
    );
    const { tables, migrations } = found.rows[0]!;
    if (tables > 0 || migrations) {
      const url = new URL(options.databaseUrl);
      throw new RestoreRefusedError(
        `The database ${url.hostname}:${url.port || 5432}${url.pathname} is not empty (${tables} tables). A restore goes only into an empty database: create a new one and point DATABASE_URL at it. ${NOTHING_CHANGED}`,
      );
    }
  } finally {
    await client.end();
  }
  return !exists;
}
