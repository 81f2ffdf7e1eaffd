import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
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
