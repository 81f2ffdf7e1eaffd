import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar, { type ExtractEvents } from 'tar-stream';

/** One entry of an archive being read: its header and a stream of its bytes. */
type Entry = ExtractEvents['entry'][1];
import { freePort } from '../../lib/free-port';
import { EMBEDDED_DATABASE } from '../connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded';
import { applyMigrationsInTransaction, knownMigrations, MIGRATION_LOCK_ID } from '../migrate';
import {
  ARCHIVE_FORMAT,
  FILE_FOLDERS,
  MANIFEST_ENTRY,
  fileEntry,
  manifestSchema,
  tableEntry,
  type BackupManifest,
  type FileFolder,
} from './manifest';

/** A restore that was refused before anything was changed (a clear sentence for the owner). */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * The archive turned out damaged or cut short while it was loaded (it changed after the check that
 * precedes the load, which refuses such an archive): the restore was rolled back and the target
 * left as it was (a clear sentence for the owner).
 */
export class ArchiveDamagedError extends Error {
  override name = 'ArchiveDamagedError';
}

/** The restore was interrupted (Ctrl+C) and rolled back; the target was left as it was. */
export class RestoreInterruptedError extends Error {
  override name = 'RestoreInterruptedError';
}

export type RestoreOptions = {
  file: string;
  /** DATA_DIR: the stored files go here; with no `databaseUrl`, the embedded database too. */
  dataDir: string;
  folders: Record<FileFolder, string>;
  /** An external PostgreSQL database to restore into (it must hold no tables yet). */
  databaseUrl?: string;
  log?: (message: string) => void;
  /** Interrupts the restore (Ctrl+C): it is rolled back and the target left as it was. */
  signal?: AbortSignal;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** The migrations applied after the data was loaded (an archive of an older schema). */
  upgradedBy: number;
  rows: number;
  files: number;
};

const NOTHING_CHANGED = 'Nothing was changed.';

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
  const interrupted = () =>
    new RestoreInterruptedError(`The restore was interrupted. ${NOTHING_CHANGED}`);
  const checkInterrupted = () => {
    if (options.signal?.aborted) throw interrupted();
  };
  checkInterrupted();
  // Whoever waits for the archive hears of the interruption at once; the other steps check it.
  const readers: ArchiveReader[] = [];
  const onAbort = () => readers.forEach((r) => r.abort(interrupted()));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const open = () => {
    readers.push(openArchive(options.file));
    return readers.at(-1)!;
  };
  const reader = open();
  try {
    const manifest = await readManifest(reader);
    const migrations = knownMigrations();
    const archiveCount = checkSchema(manifest, migrations);
    const createdDataDir = await checkTargetIsEmpty(options);
    await verifyArchive(open(), manifest, log);

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
      checkInterrupted();
      await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
      const client = new pg.Client({ connectionString: url, application_name: 'vesta-restore' });
      await client.connect();
      let upgradedBy = 0;
      try {
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
          await loadEntries(reader, manifest, { client, staging });
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
          upgradedBy = await applyMigrationsInTransaction(client);
          checkInterrupted();
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
        committed = true;
        await client.query('analyze');
      } finally {
        await client.end().catch(() => undefined);
      }
      for (const folder of FILE_FOLDERS) {
        const staged = path.join(staging, folder);
        if (!fs.existsSync(staged)) continue;
        await fsp.mkdir(path.dirname(options.folders[folder]), { recursive: true });
        await fsp.rm(options.folders[folder], { recursive: true, force: true });
        await fsp.rename(staged, options.folders[folder]);
      }
      if (fs.existsSync(options.folders['private-uploads']))
        await fsp.chmod(options.folders['private-uploads'], 0o700);
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
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    for (const opened of readers) opened.close();
  }
}

type ArchiveReader = {
  next: () => Promise<Entry | null>;
  /**
   * What a failure while reading means for the owner: an archive cut short or damaged (an
   * ArchiveDamagedError that says where), or, when reading did not fail, the error as it is.
   */
  explain: (error: unknown) => unknown;
  /** Stops reading: whoever waits for an entry or its bytes gets `error`. */
  abort: (error: Error) => void;
  close: () => void;
};

function openArchive(file: string): ArchiveReader {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No archive at ${file}.`);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const extract = tar.extract();
  let position = 'before its first entry';
  extract.on('entry', (header: { name: string }, stream: Entry) => {
    position = `inside ${header.name}`;
    stream.once('end', () => (position = `after ${header.name}`));
  });
  let failure: Error | undefined;
  const describe = (error: Error) => {
    // zlib's "unexpected end of file", or a tar whose last entry or end blocks are missing.
    const cutShort =
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ||
      error.message === 'Unexpected end of data';
    // Its size now: a file cut while it was being read says so too.
    const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
    failure ??= new ArchiveDamagedError(
      cutShort
        ? `The archive is cut short (${size} bytes, ending ${position}): it was not written or copied completely. Restore a complete copy. ${NOTHING_CHANGED}`
        : `The archive is damaged: it cannot be read ${position} (${error.message}). ${NOTHING_CHANGED}`,
    );
    return failure;
  };
  // Every reading failure ends the extraction with the explained error, so that whoever waits for
  // an entry or its bytes hears of it at once.
  const fail = (error: Error) => extract.destroy(describe(error));
  source.on('error', fail);
  gunzip.on('error', fail);
  extract.on('error', (error: Error) => describe(error));
  source.pipe(gunzip).pipe(extract);
  const entries = extract[Symbol.asyncIterator]();
  const explain = (error: unknown) => failure ?? error;
  return {
    async next() {
      try {
        const step = await entries.next();
        return step.done ? null : step.value;
      } catch (error) {
        throw explain(error);
      }
    },
    explain,
    abort(error) {
      failure ??= error;
      extract.destroy(failure);
    },
    close() {
      source.destroy();
      gunzip.destroy();
      extract.destroy();
    },
  };
}

async function readManifest(reader: ArchiveReader): Promise<BackupManifest> {
  let entry: Entry | null;
  try {
    entry = await reader.next();
  } catch (error) {
    if (error instanceof RestoreInterruptedError) throw error;
    if (
      error instanceof ArchiveDamagedError &&
      error.message.startsWith('The archive is cut short')
    )
      throw new RestoreRefusedError(error.message);
    throw new RestoreRefusedError(
      `This file is not a shop backup (not a readable tar.gz: ${(error as Error).message}). ${NOTHING_CHANGED}`,
    );
  }
  if (!entry || entry.header.name !== MANIFEST_ENTRY)
    throw new RestoreRefusedError(
      `This file is not a shop backup (it does not start with ${MANIFEST_ENTRY}). ${NOTHING_CHANGED}`,
    );
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of entry) chunks.push(chunk as Buffer);
  } catch (error) {
    const explained = reader.explain(error);
    if (explained instanceof RestoreInterruptedError) throw explained;
    throw new RestoreRefusedError((explained as Error).message);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    json = null;
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format === ARCHIVE_FORMAT && typeof format.version === 'number' && format.version > 1)
    throw new RestoreRefusedError(
      `This archive has format version ${format.version}, made by a newer version of the shop. Upgrade the shop, then restore again. ${NOTHING_CHANGED}`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefusedError(
      `This file is not a shop backup (its manifest is not valid: ${parsed.error.issues[0]?.message}). ${NOTHING_CHANGED}`,
    );
  return parsed.data;
}

/** The number of this code's migrations that make the archive's schema; refuses a newer one. */
function checkSchema(
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
async function checkTargetIsEmpty(options: RestoreOptions): Promise<boolean> {
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

/** Reads the archive's data and files, checking each against the manifest. */
/**
 * Reads the whole archive once before the target is touched, checking it as the load will: an
 * archive cut short or damaged anywhere is refused in the time it takes to read it, and nothing
 * (not even an embedded database) is created for it. The load checks again as it goes, for a file
 * that changes meanwhile.
 */
async function verifyArchive(
  reader: ArchiveReader,
  manifest: BackupManifest,
  log: (message: string) => void,
) {
  log(`Checking the archive (${manifest.tables.length + manifest.files.length + 1} entries)…`);
  try {
    // The manifest, read already; its bytes must still be taken for the entries after it to come.
    const manifestEntry = await reader.next();
    if (manifestEntry) for await (const chunk of manifestEntry) void chunk;
    await loadEntries(reader, manifest, null);
  } catch (error) {
    if (error instanceof ArchiveDamagedError) throw new RestoreRefusedError(error.message);
    throw error;
  }
}

/** Reads the archive's data and files, checking each against the manifest; loads them unless `into` is null. */
async function loadEntries(
  reader: ArchiveReader,
  manifest: BackupManifest,
  into: { client: pg.Client; staging: string } | null,
) {
  const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
  const files = new Map(manifest.files.map((f) => [fileEntry(f.path), f]));
  const seen = new Set<string>();
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    const name = entry.header.name;
    if (seen.has(name))
      throw new ArchiveDamagedError(`The archive holds ${name} twice. ${NOTHING_CHANGED}`);
    seen.add(name);
    const table = tables.get(name);
    const file = files.get(name);
    if (table && !into) {
      await checkedCopy(reader, entry, null, table, name);
    } else if (table && into) {
      const { client } = into;
      const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const copy = client.query(
        copyFrom(`copy public.${client.escapeIdentifier(table.name)} (${columns}) from stdin`),
      );
      await checkedCopy(reader, entry, copy, table, name);
      if (copy.rowCount !== table.rows)
        throw new ArchiveDamagedError(
          `${name}: ${copy.rowCount} rows loaded, the manifest says ${table.rows}. ${NOTHING_CHANGED}`,
        );
    } else if (file && !into) {
      await checkedCopy(reader, entry, null, file, name);
    } else if (file && into) {
      const target = path.join(into.staging, ...file.path.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await checkedCopy(reader, entry, fs.createWriteStream(target), file, name);
    } else {
      throw new ArchiveDamagedError(
        `The archive holds ${name}, which its manifest does not list. ${NOTHING_CHANGED}`,
      );
    }
  }
  const missing = [...tables.keys(), ...files.keys()].filter((name) => !seen.has(name));
  if (missing.length)
    throw new ArchiveDamagedError(
      `The archive is incomplete: ${missing.length} entries are missing (${missing.slice(0, 3).join(', ')}…). ${NOTHING_CHANGED}`,
    );
}

/**
 * Streams one entry into `target` (or nowhere), then checks its size and SHA-256 against the manifest. A target
 * left open would hang the restore: a COPY that is never ended holds its connection, and the
 * rollback waits behind it forever. So a failure destroys it (a COPY then sends CopyFail).
 */
async function checkedCopy(
  reader: ArchiveReader,
  entry: Entry,
  target: Writable | null,
  expected: { bytes: number; sha256: string },
  name: string,
) {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const data of entry) {
      const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
      if (target && !target.write(chunk)) await once(target, 'drain');
    }
    if (target) {
      target.end();
      await finished(target);
    }
  } catch (error) {
    target?.on('error', () => undefined);
    target?.destroy(error as Error);
    throw reader.explain(error);
  }
  if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256)
    throw new ArchiveDamagedError(
      `${name} does not match the manifest (the archive is damaged). ${NOTHING_CHANGED}`,
    );
}

/** Removes what a failed restore wrote into a data folder that was empty (or missing) before. */
async function emptyFolder(dir: string, created: boolean) {
  if (created) return fsp.rm(dir, { recursive: true, force: true });
  for (const name of await fsp.readdir(dir).catch(() => [] as string[]))
    await fsp.rm(path.join(dir, name), { recursive: true, force: true });
}
