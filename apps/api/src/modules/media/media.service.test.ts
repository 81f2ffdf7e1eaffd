import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { STORED_FILES_LOCK } from '../../db/locks';
import { uploads, users } from '../../db/schema';
import { asUser, buildTestApp } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
const fileOf = (key: string) =>
  key.startsWith('private/')
    ? path.join(t.config.privateUploadsDir, key.slice('private/'.length))
    : path.join(t.config.uploadsDir, key);

describe('the media module', () => {
  it('stores a picture by its kind, re-encoded, with its row written in the caller’s transaction', async () => {
    const { user } = await asUser(t);
    const { image, result } = await t.app.services.media.storeImage(
      'photo',
      user.id,
      await png(),
      async (stored) => stored.key,
    );
    expect(result).toBe(image.key);
    expect(image).toMatchObject({ kind: 'photo', mimeType: 'image/webp', width: 300, height: 200 });
    expect(image.key).toMatch(/^private\/photos\/[0-9a-f]{32}\.webp$/);
    expect((await sharp(fileOf(image.key)).metadata()).format).toBe('webp');
    const rows = await t.db.select().from(uploads).where(eq(uploads.storageKey, image.key));
    expect(rows).toMatchObject([{ ownerId: user.id, kind: 'photo' }]);
  });

  it('removes the file again when the caller’s write fails, and keeps no row', async () => {
    const { user } = await asUser(t);
    let key = '';
    await expect(
      t.app.services.media.storeImage('avatar', user.id, await png(), async (stored) => {
        key = stored.key;
        expect(fs.existsSync(fileOf(key))).toBe(true);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(fs.existsSync(fileOf(key))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
  });

  it('answers public addresses for public keys, signed ones for private keys, and keeps outside links', () => {
    const { url } = t.app.services.media;
    expect(url(null)).toBeNull();
    expect(url('items/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/uploads/items/0123456789abcdef0123456789abcdef.webp',
    );
    expect(url('private/tryon/0123456789abcdef0123456789abcdef.webp')).toMatch(
      /^\/media\/private\/tryon\/0123456789abcdef0123456789abcdef\.webp\?expires=\d+&signature=/,
    );
    expect(url('https://lh3.googleusercontent.com/a/photo.jpg')).toBe(
      'https://lh3.googleusercontent.com/a/photo.jpg',
    );
  });
});

describe('limits and clean-up of stored pictures', () => {
  it('refuses personal pictures past the account’s quota, keeping nothing', async () => {
    const small = await buildTestApp({ UPLOAD_QUOTA_MB: '0.004' }); // about 4 KB
    try {
      const { user } = await asUser(small);
      const noise = await sharp(
        Buffer.alloc(300 * 200 * 3, 0).map(() => Math.floor(Math.random() * 256)),
        {
          raw: { width: 300, height: 200, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      await expect(
        small.app.services.media.storeImage('photo', user.id, noise, async () => undefined),
      ).rejects.toMatchObject({ status: 413 });
      expect(await small.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('prunes uploads nothing uses, and keeps the ones in use', async () => {
    const { user } = await asUser(t);
    const store = async (kind: 'photo' | 'item_image' | 'avatar') =>
      (await t.app.services.media.storeImage(kind, user.id, await png(), async () => undefined))
        .image.key;
    const oldPhoto = await store('photo');
    const newPhoto = await store('photo');
    const strayPicture = await store('item_image');
    const avatar = await store('avatar');
    await t.db.update(users).set({ avatar }).where(eq(users.id, user.id));
    const age = (key: string, days: number) =>
      t.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(uploads.storageKey, key));
    await age(oldPhoto, 31);
    await age(strayPicture, 2);
    await age(avatar, 40);

    expect(await t.app.services.media.pruneUnused()).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).map(
      (u) => u.storageKey,
    );
    expect(left.sort()).toEqual([newPhoto, avatar].sort());
    expect(fs.existsSync(fileOf(oldPhoto))).toBe(false);
    expect(fs.existsSync(fileOf(strayPicture))).toBe(false);
    expect(fs.existsSync(fileOf(newPhoto))).toBe(true);
  });

  it('puts off deleting a file while a backup gathers files, and deletes it once it is done', async () => {
    const { user } = await asUser(t);
    const { image } = await t.app.services.media.storeImage(
      'photo',
      user.id,
      await png(),
      async () => undefined,
    );
    const backup = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await backup.connect();
    try {
      await backup.query('select pg_advisory_lock_shared($1::bigint)', [STORED_FILES_LOCK]);
      const keys = await t.db.transaction((tx) =>
        t.app.services.media.forget([image.key], 'photo', tx),
      );
      await t.app.services.media.deleteFiles(keys);
      expect(fs.existsSync(fileOf(image.key))).toBe(true);
      await backup.query('select pg_advisory_unlock_shared($1::bigint)', [STORED_FILES_LOCK]);
      await expect.poll(() => fs.existsSync(fileOf(image.key))).toBe(false);
    } finally {
      await backup.end();
    }
  });
});
