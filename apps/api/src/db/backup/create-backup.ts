import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { archivePathOfKey, MissingFileError, type ShopStorage } from '../../lib/storage';
import { STORED_FILES_LOCK } from '../locks';
import { knownMigrations } from '../migrate';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  FILE_FOLDERS,
  MANIFEST_ENTRY,
  fileEntry,
  tableEntry,
  type BackupManifest,
  type FileFolder,
} from './manifest';

export type BackupOptions = {
  /** The database to copy: an address, or the shop's own pool (one connection is borrowed). */
  database: { url: string } | { pool: pg.Pool };
  /** DATA_DIR: the stored files are gathered in a folder of its own here while the backup runs. */
  dataDir: string;
  folders: Record<FileFolder, string>;
  /**
   * The bucket that holds the stored files when the shop keeps them in one (`folders` are then
   * not read): its objects are downloaded into the staging folder and archived like local files.
   */
  bucket?: ShopStorage;
  /** The archive to write (its folder is created); written under a temporary name, then renamed. */
  out: string;
  /**
   * Called once the database snapshot is taken, with its exported id, before the data is read
   * (tests read the very same snapshot through `SET TRANSACTION SNAPSHOT`).
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
};

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

const STAGING_PREFIX = '.backup-';

/**
 * Writes one archive with a consistent copy of the shop: every table of the `public` schema read
 * with COPY inside one REPEATABLE READ, READ ONLY transaction (one snapshot, no locks beyond
 * what a reader takes, so the shop keeps taking writes), and every stored file.
 *
 * Files and rows agree: the shop writes a file before the row that names it, and removes a file
 * only after the row is gone and only when no backup holds STORED_FILES_LOCK. The backup holds it
 * from before its snapshot until every stored file is hard-linked (or, from a bucket, downloaded)
 * into a staging folder, so each
 * file a row of the snapshot names is there to be linked. Files that appeared after the snapshot
 * may come along; they are harmless extras. A file that vanishes while it is gathered (its row
 * never committed) is skipped, never an error.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  await sweepStaleStaging(options.dataDir);
  const staging = path.join(
    options.dataDir,
    `${STAGING_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  await fsp.mkdir(path.join(staging, 'db'), { recursive: true, mode: 0o700 });
  let connection: { client: pg.ClientBase; done: () => Promise<void> } | undefined;
  try {
    connection = await connect(options.database);
    const { client } = connection;
    await client.query('select pg_advisory_lock_shared($1::bigint)', [STORED_FILES_LOCK]);
    await client.query('begin isolation level repeatable read read only');
    const snapshot = await client.query<{ id: string; at: Date; version: string }>(
      `select pg_export_snapshot() as id, now() as at, current_setting('server_version') as version`,
    );
    const { id, at, version } = snapshot.rows[0]!;
    await options.onSnapshot?.(id);
    const staged = options.bucket
      ? await downloadFiles(options.bucket, staging)
      : await gatherFiles(options.folders, staging);
    await client.query('select pg_advisory_unlock_shared($1::bigint)', [STORED_FILES_LOCK]);

    const schema = await schemaVersion(client);
    const tables = await tablesInLoadOrder(client);
    const sequences = await client.query<{ name: string; last_value: string }>(
      `select sequencename::text as name, last_value::text as last_value
         from pg_sequences where schemaname = 'public' and last_value is not null
        order by sequencename`,
    );
    const dumped: BackupManifest['tables'] = [];
    for (const table of tables) dumped.push(await dumpTable(client, table, staging));
    await client.query('commit');

    const files = await hashStagedFiles(staging, staged.sort());
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: at.toISOString(),
      schema,
      postgres_version: version,
      tables: dumped,
      sequences: sequences.rows,
      files,
    };
    const bytes = await writeArchive(options.out, staging, manifest);
    return { file: options.out, bytes, manifest };
  } finally {
    await connection?.done().catch(() => undefined);
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function connect(database: BackupOptions['database']) {
  if ('pool' in database) {
    const client = await database.pool.connect();
    return {
      client,
      done: async () => {
        // An aborted backup may leave its transaction open and its lock held: neither is reused.
        await client.query('rollback').catch(() => undefined);
        await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
        client.release();
      },
    };
  }
  const client = new pg.Client({
    connectionString: database.url,
    application_name: 'vesta-backup',
  });
  await client.connect();
  return { client, done: () => client.end() };
}

/** Staging folders left by a backup whose process is gone (killed mid-way). */
async function sweepStaleStaging(dataDir: string) {
  const entries = await fsp.readdir(dataDir).catch(() => [] as string[]);
  for (const name of entries) {
    const pid = Number(/^\.backup-(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Hard-links (or copies, across file systems) every stored file; answers their archive names. */
async function gatherFiles(folders: Record<FileFolder, string>, staging: string) {
  const staged: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const root = folders[folder];
    const entries = await fsp
      .readdir(root, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    for (const entry of entries) {
      // Half-written files (`*.tmp`) are not stored files yet.
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const source = path.join(entry.parentPath, entry.name);
      const relative = `${folder}/${path.relative(root, source).split(path.sep).join('/')}`;
      const target = path.join(staging, 'files', relative);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      if (await linkOrCopy(source, target)) staged.push(relative);
    }
  }
  return staged;
}

/**
 * Downloads every object of the bucket into the staging folder, under the archive names local
 * files have; answers those names. An object deleted meanwhile (its row never committed) is
 * skipped, as a vanished local file is.
 */
async function downloadFiles(bucket: ShopStorage, staging: string) {
  const staged: string[] = [];
  for await (const { key } of bucket.list()) {
    const data = await bucket.read(key).catch((error: unknown) => {
      if (error instanceof MissingFileError) return null;
      throw error;
    });
    if (!data) continue;
    const relative = archivePathOfKey(key);
    const target = path.join(staging, 'files', relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, data, { mode: 0o600 });
    staged.push(relative);
  }
  return staged;
}

/** False when the file vanished meanwhile (its row never committed): skipped, never an error. */
async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await fsp.link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  try {
    await fsp.copyFile(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function schemaVersion(client: pg.ClientBase): Promise<BackupManifest['schema']> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const applied = exists.rows[0]?.found
    ? await client.query<{ count: number; last: string | null }>(
        `select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )
    : null;
  const row = applied?.rows[0];
  if (!row?.last)
    throw new Error('This database holds no shop (no migrations applied): nothing to back up.');
  const last = Number(row.last);
  return {
    migrations: row.count,
    last: knownMigrations().find((m) => m.when === last)?.tag ?? null,
    last_created_at: last,
  };
}

type TableShape = { name: string; columns: string[]; parents: string[] };

/**
 * The shop's tables (schema `public`, not an extension's) with the columns a COPY carries (not
 * generated ones), ordered so that every table comes after the tables its foreign keys point at.
 */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableShape[]> {
  const result = await client.query<TableShape>(`
    select c.relname::text as name,
      array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns,
      array(select distinct r.relname::text from pg_constraint k join pg_class r on r.oid = k.confrelid
             where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and not exists (select 1 from pg_depend d
                       where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    order by c.relname`);
  const pending = new Map(result.rows.map((t) => [t.name, t]));
  const ordered: TableShape[] = [];
  while (pending.size) {
    const ready = [...pending.values()].filter((t) => t.parents.every((p) => !pending.has(p)));
    // A cycle of foreign keys (none in this schema): the rest in name order.
    const next = ready.length ? ready : [...pending.values()];
    for (const table of next) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}

async function dumpTable(
  client: pg.ClientBase,
  table: TableShape,
  staging: string,
): Promise<BackupManifest['tables'][number]> {
  const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
  const stream = client.query(
    copyTo(`copy public.${client.escapeIdentifier(table.name)} (${columns}) to stdout`),
  );
  const hash = createHash('sha256');
  let bytes = 0;
  const file = fs.createWriteStream(path.join(staging, tableEntry(table.name)), { mode: 0o600 });
  await pipeline(
    stream,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    file,
  );
  return {
    name: table.name,
    columns: table.columns,
    rows: stream.rowCount,
    bytes,
    sha256: hash.digest('hex'),
  };
}

async function hashStagedFiles(staging: string, files: string[]): Promise<BackupManifest['files']> {
  const hashed: BackupManifest['files'] = [];
  for (const file of files) {
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of fs.createReadStream(path.join(staging, 'files', file))) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    hashed.push({ path: file, bytes, sha256: hash.digest('hex') });
  }
  return hashed;
}

/** tar.gz: the manifest first, then the tables in load order, then the files. Mode 600. */
async function writeArchive(
  out: string,
  staging: string,
  manifest: BackupManifest,
): Promise<number> {
  await fsp.mkdir(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.tmp`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip({ level: 6 }),
    fs.createWriteStream(temporary, { mode: 0o600 }),
  );
  const mtime = new Date(manifest.created_at);
  const add = (name: string, size: number, body: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600, mtime }, (error) =>
        error ? reject(error) : resolve(),
      );
      if (typeof body !== 'string') return entry.end(body);
      const source = fs.createReadStream(body);
      source.on('error', reject);
      source.pipe(entry);
    });
  try {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    for (const table of manifest.tables)
      await add(tableEntry(table.name), table.bytes, path.join(staging, tableEntry(table.name)));
    for (const file of manifest.files)
      await add(fileEntry(file.path), file.bytes, path.join(staging, 'files', file.path));
    pack.finalize();
    await written;
    await fsp.rename(temporary, out);
    return (await fsp.stat(out)).size;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}
