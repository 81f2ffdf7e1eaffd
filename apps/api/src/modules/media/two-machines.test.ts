import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PhotoUploadResponse, User, VirtualTryonResponse } from '@shop/contract';
import { restoreBackup } from '../../db/backup/restore-backup';
import { createItem } from '../../db/factories';
import { renderGarmentImage } from '../../db/seed/garment-images';
import { uploads } from '../../db/schema';
import type { S3Settings } from '../../config/env';
import { createS3Storage } from '../../lib/s3-storage';
import {
  createLocalStorage,
  MissingFileError,
  newStorageKey,
  type ShopStorage,
} from '../../lib/storage';
import { moveStoredFiles } from '../../lib/storage-move';
import { asModerator, asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startFakeTryon } from '../../test/fake-tryon';
import { fullLengthPhoto } from '../../test/photos';
import { createBackupsService } from '../backups/backups.service';
import { createMediaService } from './media.service';

/**
 * One shop on two API machines: one PostgreSQL, one S3-compatible bucket (s3rver, in-process),
 * and two apps with DATA_DIRs of their own. Whatever one machine stored, the other serves.
 */
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

let s3: S3rver;
let settings: (bucket: string) => S3Settings;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let tryonService: Awaited<ReturnType<typeof startFakeTryon>>;
const emptyDatabases: string[] = [];

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempFolder('shop-s3rver-'),
    configureBuckets: ['shop', 'restored', 'moved'].map((name) => ({ name, configs: [] })),
  });
  const { port } = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  settings = (bucket) => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'shop',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Shared by every machine: the sessions and the signed picture addresses of one are the other's.
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  // The hosted try-on's stand-in: a try-on started on one machine may run on the other.
  tryonService = await startFakeTryon({ apiKey: 'two-machines' });
  Object.assign(env, {
    TRYON_PROVIDER: 'remote',
    TRYON_API_URL: tryonService.url,
    TRYON_API_KEY: 'two-machines',
    TRYON_POLL_MS: '10',
  });
  database = await createTestDatabase();
  // Each app gets a DATA_DIR of its own from the factory.
  a = await buildTestApp(env, { database });
  b = await buildTestApp(env, { database });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  await s3?.close();
  await tryonService?.close();
  const admin = new pg.Client({ connectionString: inject('testServerUrl') });
  await admin.connect();
  for (const name of emptyDatabases)
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const png = (width: number, height: number, background = '#a0522d') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function multipart(name: string, data: Buffer) {
  const boundary = `----vesta${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (caller: Caller, url: string, field: string, data: Buffer) => {
  const body = multipart(field, data);
  return caller.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
};

/** The same signed-in account on the other machine (its token is good there too). */
const on = (t: TestApp, caller: Caller): Caller => ({
  ...caller,
  inject: (request) =>
    t.app.inject({ ...request, headers: { ...request.headers, ...caller.headers } }),
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const keysIn = async (storage: ShopStorage) => {
  const found: Record<string, number> = {};
  for await (const file of storage.list()) found[file.key] = file.bytes;
  return found;
};
const bucket = (name: string) =>
  createS3Storage({ settings: settings(name), signingKey: randomBytes(32) });

describe('two API machines on one database and one bucket', () => {
  it('serves on one machine the avatar and the try-on photo uploaded through the other', async () => {
    const shopper = await asUser(a);
    const avatar = await upload(shopper, '/api/profile/avatar', 'file', await png(300, 300));
    expect(avatar.statusCode).toBe(200);
    const avatarUrl = (avatar.json() as User).avatar!;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]+\.webp$/);
    // Nothing is written to either machine's DATA_DIR: the picture is in the bucket.
    expect(fs.existsSync(path.join(a.config.uploadsDir, avatarUrl.slice('/uploads/'.length)))).toBe(
      false,
    );
    const served = await get(b, avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);

    const photo = await upload(shopper, '/api/profile/upload-photo', 'file', await png(400, 600));
    expect(photo.statusCode).toBe(200);
    const photoUrl = (photo.json() as PhotoUploadResponse).photo_url;
    expect(photoUrl).toMatch(/^\/media\/private\/photos\/[0-9a-f]+\.webp\?expires=/);
    const fromB = await get(b, photoUrl);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['cache-control']).toMatch(/^private/);
    // Machine B signs its own address of the same photo, which A answers; a forged one neither.
    const again = (
      await on(b, shopper).inject({ method: 'GET', url: '/api/profile/photo' })
    ).json();
    expect((await get(a, (again as { photo_url: string }).photo_url)).statusCode).toBe(200);
    const forged = photoUrl.replace(/signature=[\w-]+/, 'signature=forged');
    expect((await get(b, forged)).statusCode).toBe(403);
    // The private photo has no public address on either machine.
    const key = new URL(photoUrl, 'http://shop.test').pathname.slice('/media/'.length);
    for (const url of [`/uploads/${key}`, `/uploads/${key.replace('private/', '')}`])
      expect((await get(b, url)).statusCode).toBe(404);
  });

  it('tries on, on one machine, the photo and the garment stored through the other', async () => {
    const shopper = await asUser(a);
    const photo = await upload(
      shopper,
      '/api/profile/upload-photo',
      'file',
      await fullLengthPhoto(512),
    );
    expect(photo.statusCode).toBe(200);
    const photoUrl = (photo.json() as PhotoUploadResponse).photo_url;
    const garment = await a.app.services.media.prepareGenerated(
      'item_image',
      await renderGarmentImage({
        category: 'top',
        kind: 'tshirt',
        color: 'красный',
        seed: 5,
        view: 'front',
      }),
      { width: 800, height: 1000 },
    );
    await a.app.services.media.record([garment], null, a.db);
    const { item } = await createItem(a.db, { category: 'top', images: [garment.key] });

    // B starts the try-on and its worker runs it: it reads both pictures from the bucket.
    const started = await on(b, shopper).inject({
      method: 'POST',
      url: '/api/outfits/virtual-tryon',
      payload: { human_image_url: photoUrl, outfit_items: [{ id: item.id }] },
    });
    expect(started.statusCode).toBe(202);
    const { job_id: jobId } = started.json() as VirtualTryonResponse;
    await b.app.services.tryon.run(jobId);
    const done = (
      await on(b, shopper).inject({ method: 'GET', url: `/api/outfits/virtual-tryon/${jobId}` })
    ).json() as VirtualTryonResponse;
    expect(done).toMatchObject({ success: true, state: 'done' });
    expect(tryonService.requests.filter((r) => r.path === '/run')).toHaveLength(1);

    // The result is private, in the bucket, and A serves B's signed address of it.
    expect(done.result_image_url).toMatch(/^\/media\/private\//);
    const result = await get(a, done.result_image_url!);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/webp');
    expect((await sharp(result.rawPayload).metadata()).width).toBeGreaterThan(100);
  });

  it('serves picture sizes on the machine that never saw the upload; a deletion on one is a deletion on both', async () => {
    const moderator = await asModerator(a);
    const { item } = await createItem(a.db, { ownerId: moderator.user.id });
    const added = await upload(
      moderator,
      `/api/items/${item.id}/images`,
      'images',
      await png(1200, 1500, '#123456'),
    );
    expect(added.statusCode).toBe(200);
    const [image] = (added.json() as { images: { id: number; image_url: string }[] }).images;
    const key = image!.image_url.slice('/uploads/'.length);

    // B never saw the upload: it reads the original from the bucket and draws its own copy.
    const small = await get(b, `/img/320/${key}`);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect(fs.existsSync(path.join(b.config.dataDir, 'cache', 'pictures', '320', key))).toBe(true);
    // A makes and keeps a copy of its own.
    expect((await get(a, `/img/480/${key}`)).statusCode).toBe(200);

    const removed = await on(b, moderator).inject({
      method: 'DELETE',
      url: `/api/items/${item.id}/images/${image!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket('shop').size(key)).toBeNull();
    await expect(bucket('shop').read(key)).rejects.toBeInstanceOf(MissingFileError);
    // Gone everywhere, even from A, whose cached copy is never answered for a deleted picture.
    for (const t of [a, b]) {
      expect((await get(t, image!.image_url)).statusCode).toBe(404);
      expect((await get(t, `/img/480/${key}`)).statusCode).toBe(404);
    }
  });

  it('backs up the bucket with the database, and a restore puts every picture back into a bucket', async () => {
    const shopper = await asUser(b);
    await upload(shopper, '/api/profile/avatar', 'file', await png(200, 200, '#00ff00'));
    await upload(shopper, '/api/profile/upload-photo', 'file', await png(300, 400));
    const inBucket = await keysIn(bucket('shop'));
    const rows = await a.db.select({ key: uploads.storageKey }).from(uploads);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(inBucket[row.key], row.key).toBeGreaterThan(0);

    const archive = path.join(tempFolder('shop-two-backup-'), 'backup.tar.gz');
    const backups = createBackupsService({ config: a.config, db: a.db, storage: a.app.storage });
    const { manifest } = await backups.backUp(archive);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      Object.keys(inBucket)
        .map((key) =>
          key.startsWith('private/')
            ? `private-uploads/${key.slice('private/'.length)}`
            : `uploads/${key}`,
        )
        .sort(),
    );

    const target = bucket('restored');
    const admin = new pg.Client({ connectionString: inject('testServerUrl') });
    const name = `shop_restore_${randomBytes(5).toString('hex')}`;
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    emptyDatabases.push(name);
    const url = new URL(inject('testServerUrl'));
    url.pathname = `/${name}`;
    const dataDir = tempFolder('shop-two-restore-');
    const restored = await restoreBackup({
      file: archive,
      dataDir,
      folders: {
        uploads: path.join(dataDir, 'uploads'),
        'private-uploads': path.join(dataDir, 'private-uploads'),
      },
      databaseUrl: url.toString(),
      bucket: target,
    });
    expect(restored.files).toBe(Object.keys(inBucket).length);
    expect(await keysIn(target)).toEqual(inBucket);
    const avatarKey = (
      await a.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id))
    ).find((row) => row.kind === 'avatar')!.storageKey;
    expect(await target.read(avatarKey)).toEqual(await bucket('shop').read(avatarKey));
    // Nothing went to the folders: the bucket holds the files.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    // A bucket that holds files already is refused, and nothing is changed.
    await expect(
      restoreBackup({
        file: archive,
        dataDir: tempFolder('shop-two-refused-'),
        folders: { uploads: '/nonexistent/u', 'private-uploads': '/nonexistent/p' },
        databaseUrl: url.toString(),
        bucket: target,
      }),
    ).rejects.toThrow(/bucket already holds/);
  });

  it('gives public pictures the CDN’s address when S3_PUBLIC_URL is set, and knows it back as the shop’s own', () => {
    const behindCdn = createS3Storage({
      settings: { ...settings('shop'), publicUrl: 'https://cdn.example.kz/vesta/' },
      signingKey: randomBytes(32),
    });
    const media = createMediaService({ db: a.db, storage: behindCdn });
    const key = newStorageKey('avatars', 'webp');
    expect(media.url(key)).toBe(`https://cdn.example.kz/vesta/${key}`);
    expect(media.keyOfPublicAddress(`https://cdn.example.kz/vesta/${key}`)).toBe(key);
    expect(media.keyOfPublicAddress(`/uploads/${key}`)).toBe(key);
    // Private pictures never get a CDN address; other addresses are not the shop's.
    const personal = newStorageKey('photos', 'webp', 'private');
    expect(media.url(personal)).toMatch(/^\/media\/private\/photos\//);
    for (const address of [
      `https://cdn.example.kz/vesta/${personal}`,
      `https://cdn.example.kz/other/${key}`,
      `https://elsewhere.example/vesta/${key}`,
    ])
      expect(media.keyOfPublicAddress(address), address).toBeNull();
  });

  it('moves an existing shop’s files from DATA_DIR into a bucket, resuming where it stopped', async () => {
    const root = tempFolder('shop-two-move-');
    const local = createLocalStorage({
      publicDir: path.join(root, 'uploads'),
      privateDir: path.join(root, 'private-uploads'),
      signingKey: randomBytes(32),
    });
    const keys = [
      newStorageKey('items', 'webp'),
      newStorageKey('avatars', 'webp'),
      newStorageKey('photos', 'webp', 'private'),
    ];
    for (const [i, key] of keys.entries()) await local.put(key, randomBytes(100 + i), 'image/webp');
    // Left behind by a crash: never a stored file.
    fs.writeFileSync(path.join(root, 'uploads', 'items', 'half.webp.abcd.tmp'), 'x');
    const target = bucket('moved');
    // A move cut short after the first file.
    await target.put(keys[0]!, await local.read(keys[0]!), 'image/webp');

    const seen: number[] = [];
    const result = await moveStoredFiles({
      from: local,
      to: target,
      progress: ({ copied, skipped }) => seen.push(copied + skipped),
    });
    expect(result).toMatchObject({ copied: 2, skipped: 1 });
    expect(seen).toEqual([1, 2, 3]);
    expect(await keysIn(target)).toEqual(await keysIn(local));
    expect(await target.read(keys[2]!)).toEqual(await local.read(keys[2]!));
    // Private objects stay apart from public ones in the bucket.
    expect(Object.keys(await keysIn(target))).toHaveLength(3);

    // And back: into an empty DATA_DIR.
    const home = tempFolder('shop-two-back-');
    const back = createLocalStorage({
      publicDir: path.join(home, 'uploads'),
      privateDir: path.join(home, 'private-uploads'),
      signingKey: randomBytes(32),
    });
    expect(await moveStoredFiles({ from: target, to: back })).toMatchObject({ copied: 3 });
    expect(await moveStoredFiles({ from: target, to: back })).toMatchObject({
      copied: 0,
      skipped: 3,
    });
    expect(
      fs.existsSync(path.join(home, 'private-uploads', keys[2]!.slice('private/'.length))),
    ).toBe(true);
  });
});
