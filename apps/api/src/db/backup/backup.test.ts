import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLocalStorage } from '../../lib/storage';
import { freePort } from '../../lib/free-port';
import { createMediaService, type PreparedImage } from '../../modules/media/media.service';
import { createDb } from '../client';
import { storedFilesMayGo } from '../locks';
import { startEmbeddedPostgres } from '../embedded';
import { createItem, createUser } from '../factories';
import { itemComments, items, itemVariants, users } from '../schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { applyMigrationsInTransaction, knownMigrations } from '../migrate';
import { createBackup } from './create-backup';
import { MANIFEST_ENTRY, type BackupManifest } from './manifest';
import {
  ArchiveDamagedError,
  RestoreInterruptedError,
  RestoreRefusedError,
  restoreBackup,
} from './restore-backup';
import { cutAt, tarEntries } from '../../test/archives';

const folders: string[] = [];
function tempFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}
const fileFolders = (dataDir: string) => ({
  uploads: path.join(dataDir, 'uploads'),
  'private-uploads': path.join(dataDir, 'private-uploads'),
});
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** An empty database (no tables) on the test server, dropped after the run. */
const emptyDatabases: string[] = [];
async function createEmptyDatabase(): Promise<string> {
  const serverUrl = inject('testServerUrl');
  const name = `shop_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  emptyDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table of schema public: its row count and a digest of all its rows, as text. */
async function tableDigests(client: pg.ClientBase): Promise<Record<string, string>> {
  const tables = await client.query<{ name: string }>(
    `select tablename::text as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest
         from public.${client.escapeIdentifier(name)} t`,
    );
    digests[name] = `${result.rows[0]!.n}:${result.rows[0]!.digest ?? ''}`;
  }
  return digests;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let source: TestDatabase;
beforeAll(async () => {
  source = await createTestDatabase();
});
afterAll(async () => {
  await source.close();
  const admin = new pg.Client({ connectionString: inject('testServerUrl') });
  await admin.connect();
  for (const name of emptyDatabases)
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('takes a consistent backup while 50 clients write, and restores it into a new DATA_DIR as the snapshot saw it', async () => {
    const sourceDir = tempFolder('shop-backup-source-');
    const storage = createLocalStorage({
      publicDir: fileFolders(sourceDir).uploads,
      privateDir: fileFolders(sourceDir)['private-uploads'],
      signingKey: randomBytes(32),
    });
    // The writers' pool: 50 connections at once, each writer in transactions of its own.
    const writersDb = createDb(source.url, { max: 50 });
    const media = createMediaService({ db: writersDb.db, storage });
    const written = new Map<string, string>(); // storage key → SHA-256 of its bytes
    const { user: alice } = await createUser(source.db, { firstName: 'Алиса' });
    const { user: boris } = await createUser(source.db, { firstName: 'Борис' });
    const catalogue = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const picture = await media.prepareGenerated('item_image', randomBytes(900 + n), {
          width: 8,
          height: 10,
        });
        written.set(picture.key, sha256(await storage.read(picture.key)));
        await media.record([picture], null, writersDb.db);
        return (await createItem(source.db, { name: `Платье ${n}`, images: [picture.key] })).item;
      }),
    );

    let commits = 0;
    const waiting: { at: number; resolve: () => void }[] = [];
    const committed = () => {
      commits += 1;
      for (const w of waiting.filter((w) => commits >= w.at)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    };
    const commitsReach = (at: number) =>
      new Promise<void>((resolve) =>
        commits >= at ? resolve() : waiting.push({ at: at, resolve }),
      );

    let stop = false;
    const writer = async (index: number) => {
      const owner = index % 2 ? alice : boris;
      const mine: PreparedImage[] = [];
      for (let round = 0; !stop; round += 1) {
        // A picture (the file first, then in one transaction its row, a review that moves the
        // item's rating, a variant that moves its price range, and the owner's row).
        const data = randomBytes(200 + ((index * 7 + round) % 300));
        const image = await media.prepareGenerated(index % 3 ? 'photo' : 'item_image', data, {
          width: 4,
          height: 5,
        });
        written.set(image.key, sha256(data));
        const item = catalogue[(index + round) % catalogue.length]!;
        await writersDb.db.transaction(async (tx) => {
          await media.record([image], owner.id, tx);
          await tx.insert(itemComments).values({
            itemId: item.id,
            userId: owner.id,
            rating: 1 + ((index + round) % 5),
            content: `Отзыв ${index}-${round}`,
          });
          await tx.insert(itemVariants).values({
            itemId: item.id,
            sku: `W-${index}-${round}-${randomBytes(3).toString('hex')}`,
            size: 'M',
            color: 'black',
            price: String(1000 + index * 10 + round),
            stock: round % 4,
          });
          await tx
            .update(users)
            .set({ lastName: `Раунд ${round}` })
            .where(sql`${users.id} = ${owner.id}`);
        });
        mine.push(image);
        committed();
        // Now and then a picture goes again: its row first, its file after the commit.
        if (round % 4 === 3) {
          const gone = mine.shift()!;
          const keys = await writersDb.db.transaction((tx) =>
            media.forget([gone.key], gone.kind, tx),
          );
          await media.deleteFiles(keys);
          committed();
        }
      }
    };
    const writers = Array.from({ length: 50 }, (_, i) => writer(i));

    await commitsReach(150);
    let atSnapshot: Record<string, string> = {};
    let snapshotKeys: string[] = [];
    let commitsAtSnapshot = 0;
    let deletedDuringBackup: string[] = [];
    const archive = path.join(tempFolder('shop-backup-out-'), 'shop.tar.gz');
    const backup = await createBackup({
      database: { url: source.url },
      dataDir: sourceDir,
      folders: fileFolders(sourceDir),
      out: archive,
      onSnapshot: async (snapshotId) => {
        commitsAtSnapshot = commits;
        await withClient(source.url, async (client) => {
          await client.query('begin isolation level repeatable read read only');
          await client.query(`set transaction snapshot '${snapshotId}'`);
          atSnapshot = await tableDigests(client);
          snapshotKeys = (
            await client.query<{ key: string }>(
              'select storage_key as key from uploads order by created_at desc',
            )
          ).rows.map((r) => r.key);
          await client.query('commit');
        });
        // The newest pictures the snapshot still sees (committed while the backup started) are
        // deleted before the backup gathers anything: the archive must hold them all the same
        // (their files go once the backup has them).
        expect(await storedFilesMayGo(writersDb.db)).toBe(false);
        deletedDuringBackup = snapshotKeys.filter((k) => k.startsWith('private/')).slice(0, 5);
        for (const key of deletedDuringBackup) {
          const keys = await writersDb.db.transaction((tx) => media.forget([key], 'photo', tx));
          await media.deleteFiles(keys);
        }
        // And the shop keeps writing before the data is read.
        await commitsReach(commitsAtSnapshot + 100);
      },
    });
    stop = true;
    await Promise.all(writers);
    expect(await storedFilesMayGo(writersDb.db)).toBe(true);
    await expect
      .poll(async () =>
        Promise.all(
          deletedDuringBackup.map((key) =>
            storage.read(key).then(
              () => true,
              () => false,
            ),
          ),
        ),
      )
      .toEqual(deletedDuringBackup.map(() => false));
    await writersDb.close();

    expect(commits).toBeGreaterThan(commitsAtSnapshot + 100);
    expect(await withClient(source.url, tableDigests)).not.toEqual(atSnapshot);
    expect(backup.bytes).toBe(fs.statSync(archive).size);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(snapshotKeys.length).toBeGreaterThan(100);

    const restoredDir = tempFolder('shop-restore-');
    const restored = await restoreBackup({
      file: archive,
      dataDir: restoredDir,
      folders: fileFolders(restoredDir),
    });
    expect(restored.upgradedBy).toBe(0);
    // No staging folder is left in either data folder.
    expect(fs.readdirSync(sourceDir).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(fs.readdirSync(restoredDir).filter((n) => n.startsWith('.'))).toEqual([]);

    const server = await startEmbeddedPostgres({
      dataDir: restoredDir,
      port: await freePort(),
      database: 'vesta',
    });
    try {
      await withClient(server.url, async (client) => {
        expect(await tableDigests(client)).toEqual(atSnapshot);
        // Sequences go on after the restored rows.
        const next = await client.query<{ id: number; max: number }>(
          `select nextval('item_comments_id_seq')::int as id, (select max(id) from item_comments)::int as max`,
        );
        expect(next.rows[0]!.id).toBeGreaterThan(next.rows[0]!.max);
      });
    } finally {
      await server.stop();
    }
    for (const key of snapshotKeys) {
      const file = key.startsWith('private/')
        ? path.join(restoredDir, 'private-uploads', key.slice('private/'.length))
        : path.join(restoredDir, 'uploads', key);
      expect(sha256(fs.readFileSync(file)), key).toBe(written.get(key));
    }
    expect(fs.statSync(path.join(restoredDir, 'private-uploads')).mode & 0o777).toBe(0o700);
  }, 90_000);

  it('restores an archive made at the previous schema version and migrates it', async () => {
    const migrations = knownMigrations();
    const oldUrl = await createEmptyDatabase();
    const old = createDb(oldUrl, { max: 1 });
    try {
      await withClient(oldUrl, async (client) => {
        await client.query('begin');
        await applyMigrationsInTransaction(client, migrations.length - 1);
        await client.query('commit');
      });
      // Rows written by the previous version (plain SQL: its tables, not today's).
      await old.db.execute(sql`
        insert into users (email, password_hash, first_name) values ('old@example.com', 'x', 'Старый')`);
      await old.db.execute(sql`
        insert into items (name, brand, category, price, color, size)
        values ('Пальто прошлой версии', 'VESTA', 'top', '25000.00', 'black', 'M')`);
    } finally {
      await old.close();
    }
    const dataDir = tempFolder('shop-backup-old-');
    const archive = path.join(dataDir, 'old.tar.gz');
    const backup = await createBackup({
      database: { url: oldUrl },
      dataDir,
      folders: fileFolders(dataDir),
      out: archive,
    });
    expect(backup.manifest.schema.migrations).toBe(migrations.length - 1);
    expect(backup.manifest.schema.last).toBe(migrations.at(-2)!.tag);

    const targetUrl = await createEmptyDatabase();
    const targetDir = tempFolder('shop-restore-old-');
    const restored = await restoreBackup({
      file: archive,
      dataDir: targetDir,
      folders: fileFolders(targetDir),
      databaseUrl: targetUrl,
    });
    expect(restored.upgradedBy).toBe(1);

    // The restored database has today's schema, exactly as a fresh migration builds it…
    const columns = `select table_name::text || '.' || column_name::text || ':' || data_type::text as c
                       from information_schema.columns where table_schema = 'public' order by 1`;
    const today = await withClient(source.url, (c) => c.query<{ c: string }>(columns));
    const migrated = await withClient(targetUrl, (c) => c.query<{ c: string }>(columns));
    expect(migrated.rows).toEqual(today.rows);
    // …and the old rows in it.
    await withClient(targetUrl, async (client) => {
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(migrations.length);
      const rows = await client.query(
        `select (select first_name from users where email = 'old@example.com') as user,
                (select name from items where brand = 'VESTA') as item`,
      );
      expect(rows.rows[0]).toEqual({ user: 'Старый', item: 'Пальто прошлой версии' });
    });
  });

  it('refuses a target that is not empty, and an archive of a newer schema, changing nothing', async () => {
    const dataDir = tempFolder('shop-backup-refuse-');
    const archive = path.join(dataDir, 'shop.tar.gz');
    const backup = await createBackup({
      database: { pool: source.pool },
      dataDir,
      folders: fileFolders(dataDir),
      out: archive,
    });

    // A data folder that holds something.
    const busy = tempFolder('shop-restore-busy-');
    fs.writeFileSync(path.join(busy, 'notes.txt'), 'мои заметки');
    await expect(
      restoreBackup({ file: archive, dataDir: busy, folders: fileFolders(busy) }),
    ).rejects.toThrow(
      new RestoreRefusedError(
        `DATA_DIR ${busy} is not empty. A restore goes only into an empty folder: set DATA_DIR to a new folder, or move this one away first. Nothing was changed.`,
      ),
    );
    expect(fs.readdirSync(busy)).toEqual(['notes.txt']);

    // A database that holds the shop already.
    const emptyDir = tempFolder('shop-restore-into-busy-db-');
    const before = await withClient(source.url, tableDigests);
    await expect(
      restoreBackup({
        file: archive,
        dataDir: emptyDir,
        folders: fileFolders(emptyDir),
        databaseUrl: source.url,
      }),
    ).rejects.toThrow(/is not empty \(\d+ tables\)\. A restore goes only into an empty database/);
    expect(await withClient(source.url, tableDigests)).toEqual(before);
    expect(fs.readdirSync(emptyDir)).toEqual([]);

    // An archive from a newer version of the shop.
    const latest = knownMigrations().at(-1)!;
    const newer: BackupManifest = {
      ...backup.manifest,
      schema: {
        migrations: backup.manifest.schema.migrations + 1,
        last: '9999_from_the_future',
        last_created_at: latest.when + 60_000,
      },
    };
    const newerArchive = path.join(dataDir, 'newer.tar.gz');
    await writeManifestOnly(newerArchive, newer);
    const targetUrl = await createEmptyDatabase();
    const targetDir = tempFolder('shop-restore-newer-');
    await expect(
      restoreBackup({
        file: newerArchive,
        dataDir: targetDir,
        folders: fileFolders(targetDir),
        databaseUrl: targetUrl,
      }),
    ).rejects.toThrow(
      `This archive was made by a newer version of the shop (schema 9999_from_the_future, ${newer.schema.migrations} migrations); this version knows ${knownMigrations().length} migrations, up to ${latest.tag}. Upgrade the shop (git pull, npm install), then restore again. Nothing was changed.`,
    );
    const tables = await withClient(targetUrl, (c) =>
      c.query(`select 1 from pg_tables where schemaname = 'public'`),
    );
    expect(tables.rowCount).toBe(0);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('refuses a damaged archive before it changes anything', async () => {
    const dataDir = tempFolder('shop-backup-damaged-');
    const archive = path.join(dataDir, 'shop.tar.gz');
    const backup = await createBackup({
      database: { pool: source.pool },
      dataDir,
      folders: fileFolders(dataDir),
      out: archive,
    });
    // The manifest promises a different users table than the archive holds.
    const damaged = path.join(dataDir, 'damaged.tar.gz');
    await rewriteManifest(archive, damaged, {
      ...backup.manifest,
      tables: backup.manifest.tables.map((t) =>
        t.name === 'users' ? { ...t, sha256: '0'.repeat(64) } : t,
      ),
    });
    const targetUrl = await createEmptyDatabase();
    const targetDir = tempFolder('shop-restore-damaged-');
    await expect(
      restoreBackup({
        file: damaged,
        dataDir: targetDir,
        folders: fileFolders(targetDir),
        databaseUrl: targetUrl,
      }),
    ).rejects.toThrow('db/users.copy does not match the manifest (the archive is damaged).');
    const tables = await withClient(targetUrl, (c) =>
      c.query(`select 1 from pg_tables where schemaname = 'public'`),
    );
    expect(tables.rowCount).toBe(0);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('fails within seconds on an archive cut short, wherever it was cut, changing nothing', async () => {
    const dataDir = tempFolder('shop-backup-cut-');
    const archive = path.join(dataDir, 'shop.tar.gz');
    // A table and a stored file of some size, so that a cut can fall inside either while it loads.
    const { item } = await createItem(source.db, { name: 'Платье с длинным описанием' });
    await source.db
      .update(items)
      .set({ description: randomBytes(200_000).toString('hex') })
      .where(eq(items.id, item.id));
    const storage = createLocalStorage({
      publicDir: fileFolders(dataDir).uploads,
      privateDir: fileFolders(dataDir)['private-uploads'],
      signingKey: randomBytes(32),
    });
    const media = createMediaService({ db: source.db, storage });
    const picture = await media.prepareGenerated('item_image', randomBytes(400_000), {
      width: 8,
      height: 10,
    });
    await media.record([picture], null, source.db);
    await createBackup({
      database: { pool: source.pool },
      dataDir,
      folders: fileFolders(dataDir),
      out: archive,
    });
    const whole = fs.readFileSync(archive);
    const entries = tarEntries(zlib.gunzipSync(whole));
    const itemsEntry = entries.find((e) => e.name === 'db/items.copy')!;
    const file = entries.find((e) => e.name.startsWith('files/'))!;
    const last = entries.at(-1)!;
    const cuts = {
      'inside the gzip header': 6,
      'inside the manifest': cutAt(whole, entries[0]!.data + 100),
      'inside a table': cutAt(whole, itemsEntry.data + itemsEntry.size / 2),
      'inside a stored file': cutAt(whole, file.data + file.size / 2),
      'after the last entry': cutAt(whole, last.data + last.size + 512),
      'before the gzip trailer': whole.length - 4,
    };
    const targetUrl = await createEmptyDatabase();
    for (const [where, length] of Object.entries(cuts)) {
      const cut = path.join(dataDir, `cut-${length}.tar.gz`);
      fs.writeFileSync(cut, whole.subarray(0, length));
      const targetDir = tempFolder('shop-restore-cut-');
      const started = performance.now();
      const failure = await Promise.race([
        restoreBackup({
          file: cut,
          dataDir: targetDir,
          folders: fileFolders(targetDir),
          databaseUrl: targetUrl,
        }).then(
          () => new Error('restored'),
          (err: unknown) => err as Error,
        ),
        new Promise<Error>((resolve) =>
          setTimeout(() => resolve(new Error('still running after 10 s')), 10_000),
        ),
      ]);
      const seconds = (performance.now() - started) / 1000;
      if (process.env.SHOW_CUTS)
        console.info(`${where}: ${seconds.toFixed(2)} s — ${failure.message}`);
      expect(seconds, where).toBeLessThan(10);
      expect(failure.message, where).toMatch(
        new RegExp(
          `^The archive is cut short \\(${length} bytes, ending (inside|after|before) .+\\): it was not written or copied completely\\. Restore a complete copy\\. Nothing was changed\\.$`,
        ),
      );
      // Refused before anything was created: the whole archive is read before the target is touched.
      expect(failure, where).toBeInstanceOf(RestoreRefusedError);
      const tables = await withClient(targetUrl, (c) =>
        c.query(`select 1 from pg_tables where schemaname = 'public'`),
      );
      expect(tables.rowCount, where).toBe(0);
      expect(fs.readdirSync(targetDir), where).toEqual([]);
    }

    // Cut while it loads (a copy still being written, a mount that went away): the rows being
    // copied stop, and the load is rolled back as quickly.
    const shrinking = path.join(dataDir, 'shrinking.tar.gz');
    fs.writeFileSync(shrinking, whole);
    const length = cutAt(whole, itemsEntry.data + itemsEntry.size / 2);
    const targetDir = tempFolder('shop-restore-shrinking-');
    const started = performance.now();
    const failure = await restoreBackup({
      file: shrinking,
      dataDir: targetDir,
      folders: fileFolders(targetDir),
      databaseUrl: targetUrl,
      log: (message) => message.startsWith('Loading') && fs.truncateSync(shrinking, length),
    }).then(
      () => new Error('restored'),
      (err: unknown) => err as Error,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(failure).toBeInstanceOf(ArchiveDamagedError);
    expect(failure.message).toBe(
      `The archive is cut short (${length} bytes, ending inside db/items.copy): it was not written or copied completely. Restore a complete copy. Nothing was changed.`,
    );
    const tables = await withClient(targetUrl, (c) =>
      c.query(`select 1 from pg_tables where schemaname = 'public'`),
    );
    expect(tables.rowCount).toBe(0);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });

  it('rolls an interrupted restore back (Ctrl+C), leaving the target as it was', async () => {
    const dataDir = tempFolder('shop-backup-interrupted-');
    const archive = path.join(dataDir, 'shop.tar.gz');
    await createBackup({
      database: { pool: source.pool },
      dataDir,
      folders: fileFolders(dataDir),
      out: archive,
    });
    const targetUrl = await createEmptyDatabase();
    const targetDir = tempFolder('shop-restore-interrupted-');
    const interrupt = new AbortController();
    await expect(
      restoreBackup({
        file: archive,
        dataDir: targetDir,
        folders: fileFolders(targetDir),
        databaseUrl: targetUrl,
        signal: interrupt.signal,
        // Interrupted as the rows start to load (the migrations to the archive's schema are in).
        log: (message) => message.startsWith('Loading') && interrupt.abort(),
      }),
    ).rejects.toThrow(
      new RestoreInterruptedError('The restore was interrupted. Nothing was changed.'),
    );
    const tables = await withClient(targetUrl, (c) =>
      c.query(`select 1 from pg_tables where schemaname = 'public'`),
    );
    expect(tables.rowCount).toBe(0);
    expect(fs.readdirSync(targetDir)).toEqual([]);
  });
});

async function writeManifestOnly(file: string, manifest: BackupManifest) {
  const pack = tar.pack();
  pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(manifest));
  pack.finalize();
  await fs.promises.writeFile(file, zlib.gzipSync(await streamToBuffer(pack)));
}

/** A copy of `from` whose manifest is replaced (every other entry as it was). */
async function rewriteManifest(from: string, to: string, manifest: BackupManifest) {
  const extract = tar.extract();
  const pack = tar.pack();
  fs.createReadStream(from).pipe(zlib.createGunzip()).pipe(extract);
  const out = streamToBuffer(pack);
  for await (const entry of extract) {
    const body = await streamToBuffer(entry);
    pack.entry(
      { name: entry.header.name },
      entry.header.name === MANIFEST_ENTRY ? JSON.stringify(manifest) : body,
    );
  }
  pack.finalize();
  await fs.promises.writeFile(to, zlib.gzipSync(await out));
}

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
