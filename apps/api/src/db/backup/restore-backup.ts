import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../lib/free-port';
import { contentTypeOf, keyOfArchivePath, type ShopStorage } from '../../lib/storage';
import { EMBEDDED_DATABASE } from '../connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded';
import {
  applyMigrationsInTransaction,
  knownMigrations,
  MIGRATION_LOCK_ID,
  type KnownMigration,
} from '../migrate';
import {
  loadEntries,
  openArchive,
  readManifest,
  verifyArchive,
  type ArchiveReader,
} from './archive-reader';
import { FILE_FOLDERS, type BackupManifest, type FileFolder } from './manifest';
import { checkSchema, checkTargetIsEmpty } from './restore-checks';
import { NOTHING_CHANGED, RestoreInterruptedError } from './restore-errors';

export {
  ArchiveDamagedError,
  RestoreInterruptedError,
  RestoreRefusedError,
} from './restore-errors';

export type RestoreOptions = {
  file: string;
  /** DATA_DIR: the stored files go here; with no `databaseUrl`, the embedded database too. */
  dataDir: string;
  folders: Record<FileFolder, string>;
  /**
   * The bucket the shop keeps its stored files in (it must hold none yet): the archive's files go
   * there instead of `folders`.
   */
  bucket?: ShopStorage;
  /** An external PostgreSQL database to restore into (it must hold no tables yet). */
  databaseUrl?: string;
  log?: (message: string) => void;
  /** Interrupts the restore (Ctrl+C): it is rolled back and the target left as it was. */
  signal?: AbortSignal;
  /**
   * Runs in the restore's transaction once the data is in and migrated, just before the commit:
   * what it writes (the restore's own audit entry) lands in the restored shop or not at all.
   */
  beforeCommit?: (client: pg.Client, manifest: BackupManifest) => Promise<void>;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** The migrations applied after the data was loaded (an archive of an older schema). */
  upgradedBy: number;
  rows: number;
  files: number;
};

/**
 * Restores an archive of `createBackup` into an empty target: migrations up to the archive's
 * schema version, the data (COPY FROM, user triggers off: derived tables come from the archive),
 * the sequences, then the migrations this code has beyond it — all in one transaction. Files
 * are checked against the manifest into a staging folder and moved into place after the commit.
 * It refuses (and changes nothing) when the target is not empty, the archive comes from a newer
 * schema, or the archive, read through once before the target is touched, is cut short or
 * damaged; any other failure (an interruption included) rolls the database back and removes what
 * it wrote.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const archive = interruptibleArchive(options.file, options.signal);
  const reader = archive.open();
  try {
    const manifest = await readManifest(reader);
    const migrations = knownMigrations();
    const archiveCount = checkSchema(manifest, migrations);
    const createdDataDir = await checkTargetIsEmpty(options);
    await verifyArchive(archive.open(), manifest, log);
    const { checkInterrupted } = archive;
    const run = { options, log, reader, manifest, migrations, archiveCount, checkInterrupted };
    return await restoreIntoTarget(run, createdDataDir);
  } finally {
    archive.close();
  }
}

/**
 * The archive's readers, each aborted by the restore's interruption: whoever waits for the archive
 * hears of it at once; the other steps ask `checkInterrupted`.
 */
function interruptibleArchive(file: string, signal: AbortSignal | undefined) {
  const interrupted = () =>
    new RestoreInterruptedError(`The restore was interrupted. ${NOTHING_CHANGED}`);
  const checkInterrupted = () => {
    if (signal?.aborted) throw interrupted();
  };
  checkInterrupted();
  const readers: ArchiveReader[] = [];
  const onAbort = () => readers.forEach((r) => r.abort(interrupted()));
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    checkInterrupted,
    open: () => {
      readers.push(openArchive(file));
      return readers.at(-1)!;
    },
    close: () => {
      signal?.removeEventListener('abort', onAbort);
      for (const opened of readers) opened.close();
    },
  };
}

/** What the restore knows once the archive was read through and the target found empty. */
type RestoreRun = {
  options: RestoreOptions;
  log: (message: string) => void;
  reader: ArchiveReader;
  manifest: BackupManifest;
  migrations: KnownMigration[];
  /** How many of this code's migrations the archive's schema had. */
  archiveCount: number;
  checkInterrupted: () => void;
};

async function restoreIntoTarget(run: RestoreRun, createdDataDir: boolean): Promise<RestoreResult> {
  const { options, log, manifest } = run;
  let server: EmbeddedPostgres | undefined;
  const staging = path.join(
    options.dataDir,
    `.restore-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  let committed = false;
  try {
    let url = options.databaseUrl;
    if (!url) {
      server = await startEmbeddedPostgres({
        dataDir: options.dataDir,
        port: await freePort(),
        database: EMBEDDED_DATABASE,
        log,
      });
      url = server.url;
    }
    run.checkInterrupted();
    await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
    const client = new pg.Client({ connectionString: url, application_name: 'vesta-restore' });
    await client.connect();
    let upgradedBy = 0;
    try {
      upgradedBy = await loadInOneTransaction(client, run, staging);
      committed = true;
      await client.query('analyze');
    } finally {
      await client.end().catch(() => undefined);
    }
    await placeStagedFiles(options, staging, manifest, log);
    return {
      manifest,
      upgradedBy,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: manifest.files.length,
    };
  } catch (error) {
    // The target was an empty (or missing) folder: leave it as it was.
    if (!committed) {
      await server?.stop();
      if (server || createdDataDir) await emptyFolder(options.dataDir, createdDataDir);
      server = undefined;
    }
    throw error;
  } finally {
    await server?.stop();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * The archive's schema, its data with user triggers off (derived tables come from the archive),
 * its sequences, then this code's newer migrations: committed together or rolled back together.
 * Returns how many migrations ran after the data.
 */
async function loadInOneTransaction(client: pg.Client, run: RestoreRun, staging: string) {
  const { manifest, migrations, archiveCount, log } = run;
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await applyMigrationsInTransaction(client, archiveCount);
    for (const table of manifest.tables)
      await client.query(
        `alter table public.${client.escapeIdentifier(table.name)} disable trigger user`,
      );
    log(
      `Loading ${manifest.tables.length} tables (${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows) and ${manifest.files.length} files…`,
    );
    await loadEntries(run.reader, manifest, { client, staging });
    for (const sequence of manifest.sequences)
      await client.query(`select setval(format('public.%I', $1::text)::regclass, $2, true)`, [
        sequence.name,
        sequence.last_value,
      ]);
    for (const table of manifest.tables)
      await client.query(
        `alter table public.${client.escapeIdentifier(table.name)} enable trigger user`,
      );
    if (archiveCount < migrations.length)
      log(`Migrating from ${manifest.schema.last} to ${migrations.at(-1)!.tag}…`);
    const upgradedBy = await applyMigrationsInTransaction(client);
    await run.options.beforeCommit?.(client, manifest);
    run.checkInterrupted();
    await client.query('commit');
    return upgradedBy;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** After the commit, the staged files go to the bucket or replace the local folders. */
async function placeStagedFiles(
  options: RestoreOptions,
  staging: string,
  manifest: BackupManifest,
  log: (message: string) => void,
) {
  if (options.bucket) await uploadStaged(options.bucket, staging, manifest, log);
  for (const folder of options.bucket ? [] : FILE_FOLDERS) {
    const staged = path.join(staging, folder);
    if (!fs.existsSync(staged)) continue;
    await fsp.mkdir(path.dirname(options.folders[folder]), { recursive: true });
    await fsp.rm(options.folders[folder], { recursive: true, force: true });
    await fsp.rename(staged, options.folders[folder]);
  }
  if (fs.existsSync(options.folders['private-uploads']))
    await fsp.chmod(options.folders['private-uploads'], 0o700);
}

/**
 * Puts the archive's files into the bucket once the data is committed, as local files are moved
 * into place then (the bucket was checked empty, so nothing of another shop is overwritten).
 */
async function uploadStaged(
  bucket: ShopStorage,
  staging: string,
  manifest: BackupManifest,
  log: (message: string) => void,
) {
  log(`Uploading ${manifest.files.length} files to the bucket…`);
  for (const file of manifest.files) {
    const key = keyOfArchivePath(file.path);
    // A file the shop could not have written (the manifest allows any name) is left out.
    if (!key) continue;
    const data = await fsp.readFile(path.join(staging, ...file.path.split('/')));
    await bucket.put(key, data, contentTypeOf(key));
  }
}

/** Removes what a failed restore wrote into a data folder that was empty (or missing) before. */
async function emptyFolder(dir: string, created: boolean) {
  if (created) return fsp.rm(dir, { recursive: true, force: true });
  for (const name of await fsp.readdir(dir).catch(() => [] as string[]))
    await fsp.rm(path.join(dir, name), { recursive: true, force: true });
}
