import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, PhotoUploadResponse, User } from '@shop/contract';
import {
  cartLines,
  favoriteItems,
  itemCommentLikes,
  itemComments,
  itemViews,
  outfits,
  sessions,
  uploads,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bearer, buildTestApp, registerUser, type TestApp } from '../../test/app';
import { createItem, createItemComment } from '../../db/factories';

let t: TestApp;
/** Pictures "on the internet": served by this stand-in, so nothing leaves the machine. */
const linkedPictures = new Map<string, () => Promise<Buffer>>([
  ['https://cdn.example.com/a.png', () => pngWithExif(200, 200)],
  ['https://cdn.example.com/new.png', () => pngWithExif(120, 90)],
]);
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      fetchImage: async (url) => {
        const picture = linkedPictures.get(url);
        if (!picture) throw new AppError('VALIDATION_FAILED', 400, 'not reachable in tests');
        return picture();
      },
    },
  );
});
afterAll(() => t.close());

type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body built by hand, as a browser would send it. */
function multipart(parts: Part[]) {
  const boundary = `----vesta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fileParts = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png') =>
  multipart([{ name: 'file', data, filename, contentType }]);

function upload(url: string, token: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const errorOf = (response: { json: () => unknown }) => response.json() as ErrorEnvelope;

/** A PNG carrying EXIF data that must not survive the upload. */
const pngWithExif = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'secret-owner' } })
    .toBuffer();

/** Every file under the uploads folder, relative to it. */
function storedFiles(): string[] {
  const root = t.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}
/** The storage key behind a public (/uploads/) or signed private (/media/) address. */
const keyOf = (url: string) => {
  const { pathname } = new URL(url, 'http://shop.test');
  return pathname.replace(/^\/(uploads|media)\//, '');
};
const fileOf = (url: string) => {
  const key = keyOf(url);
  return key.startsWith('private/')
    ? path.join(t.config.privateUploadsDir, key.slice('private/'.length))
    : path.join(t.config.uploadsDir, key);
};

async function signedIn() {
  const auth = await registerUser(t.app);
  return { token: auth.access_token, refresh: auth.refresh_token, user: auth.user };
}

const getProfile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
const patchProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile/', headers: bearer(token), payload });

describe('GET and PATCH /api/profile/', () => {
  it('round-trips Russian names, measurements and favourites', async () => {
    const { token, user } = await signedIn();
    const first = await getProfile(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: user.id, email: user.email, first_name: null });
    expect(first.json()).not.toHaveProperty('password_hash');

    const patched = await patchProfile(token, {
      first_name: '  Айгерим ',
      last_name: 'Садыкова',
      phone_number: '+7 (701) 123-45-67',
      date_of_birth: '1994-03-08',
      height: 168.5,
      weight: 55,
      chest: 86,
      waist: 64.25,
      hips: 92,
      favorite_colors: ['чёрный', ' бежевый ', ''],
      favorite_brands: 'Zarina, Mango ,, Befree',
    });
    expect(patched.statusCode).toBe(200);
    const expected = {
      first_name: 'Айгерим',
      last_name: 'Садыкова',
      phone_number: '+77011234567',
      date_of_birth: '1994-03-08',
      height: 168.5,
      weight: 55,
      chest: 86,
      waist: 64.3,
      hips: 92,
      favorite_colors: ['чёрный', 'бежевый'],
      favorite_brands: ['Zarina', 'Mango', 'Befree'],
    };
    expect(patched.json()).toMatchObject(expected);
    expect((await getProfile(token)).json()).toMatchObject(expected);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.height).toBe('168.5');
    expect(row!.waist).toBe('64.3');

    // Colours as a comma string; only sent fields change; null clears.
    const again = await patchProfile(token, {
      favorite_colors: 'красный,синий',
      height: null,
      last_name: null,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      ...expected,
      favorite_colors: ['красный', 'синий'],
      height: null,
      last_name: null,
    });

    // An empty body changes nothing and answers the user; so does the path without the slash.
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: {},
    });
    expect(empty.statusCode).toBe(200);
    expect((empty.json() as User).first_name).toBe('Айгерим');
  });

  it('refuses bad values with their own codes and changes nothing', async () => {
    const { token } = await signedIn();
    await patchProfile(token, { first_name: 'Ольга', phone_number: '+77011234567' });

    const cases: [Record<string, unknown>, string][] = [
      [{ phone_number: 'abc' }, 'INVALID_PHONE'],
      [{ phone_number: '123456' }, 'INVALID_PHONE'],
      [{ phone_number: '+1234567890123456' }, 'INVALID_PHONE'],
      [{ date_of_birth: '2999-01-01' }, 'INVALID_BIRTH_DATE'],
      [{ date_of_birth: '2001-02-30' }, 'INVALID_BIRTH_DATE'],
      [{ avatar: 'javascript:alert(1)' }, 'INVALID_AVATAR_URL'],
      [{ avatar: '/uploads/../../etc/passwd' }, 'INVALID_AVATAR_URL'],
      [{ avatar: '//evil.example/x.png' }, 'INVALID_AVATAR_URL'],
      [{ height: -170 }, 'VALIDATION_FAILED'],
      [{ weight: 0 }, 'VALIDATION_FAILED'],
      [{ chest: 0.01 }, 'VALIDATION_FAILED'],
      [{ hips: 10_000 }, 'VALIDATION_FAILED'],
      [{ height: '170' }, 'VALIDATION_FAILED'],
      [{ is_admin: true }, 'VALIDATION_FAILED'],
      [{ email: 'new@example.com' }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const response = await patchProfile(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).code, JSON.stringify(payload)).toBe(code);
    }
    const after = (await getProfile(token)).json() as User;
    expect(after).toMatchObject({
      first_name: 'Ольга',
      phone_number: '+77011234567',
      is_admin: false,
      avatar: null,
      height: null,
    });
  });

  it('stores a linked avatar as the shop’s own picture, refuses other addresses, clears with null', async () => {
    const { token, user } = await signedIn();
    const linked = await patchProfile(token, {
      avatar: 'https://cdn.example.com/a.png',
      first_name: 'Ая',
    });
    expect(linked.statusCode).toBe(200);
    const avatar = (linked.json() as User).avatar!;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((linked.json() as User).first_name).toBe('Ая');
    const meta = await sharp(fileOf(avatar)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 200, undefined]);
    expect(
      (await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).map((u) => u.kind),
    ).toEqual(['avatar']);
    for (const bad of ['/maneken.png', 'https://unreachable.example/x.png']) {
      const refused = await patchProfile(token, { avatar: bad });
      expect([refused.statusCode, errorOf(refused).code], bad).toEqual([400, 'INVALID_AVATAR_URL']);
    }
    const cleared = await patchProfile(token, { avatar: null, phone_number: '' });
    expect(cleared.json()).toMatchObject({ avatar: null, phone_number: null });
    expect(fs.existsSync(fileOf(avatar))).toBe(false);
  });
});

describe('guests', () => {
  it('get 401 on every profile route', async () => {
    const png = await pngWithExif(20, 20);
    const requests = [
      { method: 'GET' as const, url: '/api/profile/' },
      { method: 'PATCH' as const, url: '/api/profile/', payload: { first_name: 'Гость' } },
      { method: 'DELETE' as const, url: '/api/profile/' },
      { method: 'POST' as const, url: '/api/profile/avatar', ...fileParts(png) },
      { method: 'DELETE' as const, url: '/api/profile/avatar' },
      { method: 'POST' as const, url: '/api/profile/upload-photo', ...fileParts(png) },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
      const withBadToken = await t.app.inject({
        ...request,
        headers: { ...('headers' in request ? request.headers : {}), ...bearer('nonsense') },
      });
      expect(withBadToken.statusCode, request.url).toBe(401);
    }
    expect(storedFiles()).not.toContainEqual(expect.stringMatching(/^(avatars|photos)\//));
  });
});

describe('POST and DELETE /api/profile/avatar', () => {
  it('stores a re-encoded WebP avatar, served with nosniff and without metadata', async () => {
    const { token, user } = await signedIn();
    const response = await upload('/api/profile/avatar', token, fileParts(await pngWithExif()));
    expect(response.statusCode).toBe(200);
    const body = response.json() as User;
    expect(body.id).toBe(user.id);
    expect(body.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await getProfile(token)).json()).toMatchObject({ avatar: body.avatar });

    const served = await t.app.inject({ method: 'GET', url: body.avatar! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, body.avatar!.replace('/uploads/', '')));
    expect(row).toMatchObject({
      ownerId: user.id,
      kind: 'avatar',
      mimeType: 'image/webp',
      width: 512,
      height: 512,
      bytes: served.rawPayload.length,
    });
  });

  it('deletes the previous uploaded avatar when replaced, and the file when removed', async () => {
    const { token, user } = await signedIn();
    const first = (
      await upload('/api/profile/avatar', token, fileParts(await pngWithExif(300, 300)))
    ).json() as User;
    expect(fs.existsSync(fileOf(first.avatar!))).toBe(true);

    const second = await upload(
      '/api/profile/avatar',
      token,
      fileParts(
        await sharp(await pngWithExif(200, 300))
          .jpeg()
          .toBuffer(),
        'me.jpg',
        'image/jpeg',
      ),
    );
    expect(second.statusCode).toBe(200);
    const secondUrl = (second.json() as User).avatar!;
    expect(secondUrl).not.toBe(first.avatar);
    expect(fs.existsSync(fileOf(first.avatar!))).toBe(false);
    expect(fs.existsSync(fileOf(secondUrl))).toBe(true);
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows.map((r) => `/uploads/${r.storageKey}`)).toEqual([secondUrl]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as User).avatar).toBeNull();
    expect(fs.existsSync(fileOf(secondUrl))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);

    // Removing again is harmless.
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('never lets one user take another’s avatar, nor delete their file', async () => {
    const owner = await signedIn();
    const theirs = (
      await upload('/api/profile/avatar', owner.token, fileParts(await pngWithExif(64, 64)))
    ).json() as User;

    const other = await signedIn();
    const taken = await patchProfile(other.token, { avatar: theirs.avatar });
    expect([taken.statusCode, errorOf(taken).code]).toEqual([400, 'INVALID_AVATAR_URL']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: bearer(other.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(theirs.avatar!))).toBe(true);
    expect((await getProfile(owner.token)).json()).toMatchObject({ avatar: theirs.avatar });
    // One's own upload address may be sent back unchanged.
    expect((await patchProfile(owner.token, { avatar: theirs.avatar })).statusCode).toBe(200);
  });

  it('deletes the uploaded avatar file when PATCH replaces it with a link', async () => {
    const { token } = await signedIn();
    const uploaded = (
      await upload('/api/profile/avatar', token, fileParts(await pngWithExif(64, 64)))
    ).json() as User;
    const patched = await patchProfile(token, { avatar: 'https://cdn.example.com/new.png' });
    const stored = (patched.json() as User).avatar!;
    expect(stored).toMatch(/^\/uploads\/avatars\//);
    expect(stored).not.toBe(uploaded.avatar);
    expect(fs.existsSync(fileOf(uploaded.avatar!))).toBe(false);
    expect(fs.existsSync(fileOf(stored))).toBe(true);
  });

  it('refuses a 12 MB file with 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const { token, user } = await signedIn();
    const before = storedFiles();
    const big = Buffer.concat([await pngWithExif(10, 10), randomBytes(12 * 1024 * 1024)]);
    const response = await upload('/api/profile/avatar', token, fileParts(big));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(errorOf(response).message).toContain('10 MB');
    expect(storedFiles()).toEqual(before);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
    expect((await getProfile(token)).json()).toMatchObject({ avatar: null });
  });

  it('recognises files by their bytes: HTML named photo.jpg is refused', async () => {
    const { token } = await signedIn();
    const before = storedFiles();
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    for (const url of ['/api/profile/avatar', '/api/profile/upload-photo']) {
      const response = await upload(url, token, fileParts(html, 'photo.jpg', 'image/jpeg'));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('INVALID_FILE_TYPE');
    }
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a PNG named photo.exe and stores it as WebP under a server-made name', async () => {
    const { token } = await signedIn();
    const response = await upload(
      '/api/profile/avatar',
      token,
      fileParts(await pngWithExif(120, 90), 'photo.exe', 'application/x-msdownload'),
    );
    expect(response.statusCode).toBe(200);
    expect((response.json() as User).avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => /exe|photo/i.test(name))).toEqual([]);
    expect(files.every((name) => name.endsWith('.webp'))).toBe(true);
  });

  it('answers 415 to a body that is not multipart and 400 to a missing or misnamed file', async () => {
    const { token } = await signedIn();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: bearer(token),
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: bearer(token),
    });
    expect(nothing.statusCode).toBe(415);

    const png = await pngWithExif(40, 40);
    const misnamed = await upload(
      '/api/profile/avatar',
      token,
      multipart([{ name: 'avatar', data: png, filename: 'a.png', contentType: 'image/png' }]),
    );
    expect(misnamed.statusCode).toBe(400);
    expect(errorOf(misnamed).code).toBe('VALIDATION_FAILED');
    expect(errorOf(misnamed).message).toContain('"file"');

    const textOnly = await upload(
      '/api/profile/avatar',
      token,
      multipart([{ name: 'file', data: 'not a file' }]),
    );
    expect(textOnly.statusCode).toBe(400);
    expect(errorOf(textOnly).code).toBe('VALIDATION_FAILED');

    const two = await upload(
      '/api/profile/avatar',
      token,
      multipart([
        { name: 'file', data: png, filename: 'a.png', contentType: 'image/png' },
        { name: 'file', data: png, filename: 'b.png', contentType: 'image/png' },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(errorOf(two)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(two).message).toMatch(/one file/i);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
    expect((await getProfile(token)).json()).toMatchObject({ avatar: null });
  });
});

describe('POST /api/profile/upload-photo', () => {
  it('stores the try-on photo privately and answers a short-lived signed address', async () => {
    const { token, user } = await signedIn();
    const response = await upload(
      '/api/profile/upload-photo',
      token,
      fileParts(await pngWithExif(3000, 1500), 'me.png'),
    );
    expect(response.statusCode).toBe(200);
    const { photo_url } = response.json() as PhotoUploadResponse;
    expect(photo_url).toMatch(
      /^\/media\/private\/photos\/[0-9a-f]{32}\.webp\?expires=\d+&signature=[\w-]+$/,
    );

    const served = await t.app.inject({ method: 'GET', url: photo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
    expect(meta.exif).toBeUndefined();

    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows).toMatchObject([{ kind: 'photo', storageKey: keyOf(photo_url) }]);
    // No lasting public address: not under /uploads/, and not without its signature.
    const key = keyOf(photo_url);
    expect(fs.existsSync(fileOf(photo_url))).toBe(true);
    expect(fs.existsSync(path.join(t.config.uploadsDir, key.replace('private/', '')))).toBe(false);
    for (const url of [
      `/uploads/${key.replace('private/', '')}`,
      `/media/${key}`,
      photo_url.replace(/signature=[\w-]+/, 'signature=forged'),
      t.app.storage.signedUrl(key, -60),
      photo_url.replace('photos', 'avatars'),
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect([403, 404, 400], url).toContain(refused.statusCode);
      expect(refused.headers['content-type']).toMatch(/json/);
    }
    // The avatar is not touched.
    expect((await getProfile(token)).json()).toMatchObject({ avatar: null });
  });
});

describe('GET /api/profile/photo', () => {
  const savedPhoto = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/photo', headers: bearer(token) });

  it('answers the newest photo the shopper uploaded, only to that shopper', async () => {
    const { token } = await signedIn();
    const none = await savedPhoto(token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ photo_url: null });

    const first = (
      await upload('/api/profile/upload-photo', token, fileParts(await pngWithExif(200, 300)))
    ).json() as PhotoUploadResponse;
    const second = (
      await upload('/api/profile/upload-photo', token, fileParts(await pngWithExif(210, 300)))
    ).json() as PhotoUploadResponse;
    expect(keyOf(first.photo_url)).not.toBe(keyOf(second.photo_url));
    const { photo_url } = (await savedPhoto(token)).json() as { photo_url: string };
    expect(keyOf(photo_url)).toBe(keyOf(second.photo_url));
    expect((await t.app.inject({ method: 'GET', url: photo_url })).statusCode).toBe(200);

    // Another shopper has none of theirs; a guest is refused.
    const other = await signedIn();
    expect((await savedPhoto(other.token)).json()).toEqual({ photo_url: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/photo' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/', () => {
  async function seedPersonalData(token: string, userId: number, otherCommentId: number) {
    const avatar = (
      await upload('/api/profile/avatar', token, fileParts(await pngWithExif(100, 100)))
    ).json() as User;
    const photo = (
      await upload('/api/profile/upload-photo', token, fileParts(await pngWithExif(100, 100)))
    ).json() as PhotoUploadResponse;
    const { item, variants } = await createItem(t.db);
    await t.db.insert(cartLines).values({ userId, variantId: variants[0]!.id, quantity: 2 });
    await t.db.insert(favoriteItems).values({ userId, itemId: item.id });
    await t.db.insert(itemViews).values({ userId, itemId: item.id });
    const comment = await createItemComment(t.db, { itemId: item.id, userId });
    await t.db.insert(itemCommentLikes).values({ commentId: otherCommentId, userId });
    const [outfit] = await t.db
      .insert(outfits)
      .values({ name: 'Офисный образ', style: 'Деловой', ownerId: userId })
      .returning();
    return { avatar: avatar.avatar!, photo: photo.photo_url, item, comment, outfit: outfit! };
  }

  it('removes the account, its sessions, files, uploads and personal rows, and nothing else', async () => {
    const doomed = await signedIn();
    const keeper = await signedIn();
    const { item: keeperItem } = await createItem(t.db);
    const keeperComment = await createItemComment(t.db, {
      itemId: keeperItem.id,
      userId: keeper.user.id,
    });
    const doomedComment = await createItemComment(t.db, {
      itemId: keeperItem.id,
      userId: doomed.user.id,
    });

    const mine = await seedPersonalData(doomed.token, doomed.user.id, keeperComment.id);
    const theirs = await seedPersonalData(keeper.token, keeper.user.id, doomedComment.id);
    // A catalogue picture the doomed user uploaded as a moderator stays with the catalogue.
    const itemImageKey = `items/${randomBytes(16).toString('hex')}.webp`;
    await t.app.storage.put(
      itemImageKey,
      await sharp(await pngWithExif(10, 10))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await t.db.insert(uploads).values({
      ownerId: doomed.user.id,
      kind: 'item_image',
      storageKey: itemImageKey,
      mimeType: 'image/webp',
      bytes: 10,
      width: 10,
      height: 10,
    });

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/',
      headers: bearer(doomed.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    // The user and everything personal is gone.
    const id = doomed.user.id;
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, id))).toEqual([]);
    expect(await t.db.select().from(favoriteItems).where(eq(favoriteItems.userId, id))).toEqual([]);
    expect(await t.db.select().from(itemViews).where(eq(itemViews.userId, id))).toEqual([]);
    expect(await t.db.select().from(itemComments).where(eq(itemComments.userId, id))).toEqual([]);
    expect(
      await t.db.select().from(itemCommentLikes).where(eq(itemCommentLikes.userId, id)),
    ).toEqual([]);
    expect(await t.db.select().from(outfits).where(eq(outfits.ownerId, id))).toEqual([]);
    expect(fs.existsSync(fileOf(mine.avatar))).toBe(false);
    expect(fs.existsSync(fileOf(mine.photo))).toBe(false);
    const leftUploads = await t.db.select().from(uploads);
    expect(leftUploads.map((u) => u.storageKey)).not.toContain(keyOf(mine.avatar));
    expect(leftUploads.map((u) => u.storageKey)).not.toContain(keyOf(mine.photo));
    // The catalogue picture stays, no longer owned.
    expect(leftUploads.find((u) => u.storageKey === itemImageKey)).toMatchObject({
      ownerId: null,
    });
    expect(fs.existsSync(path.join(t.config.uploadsDir, itemImageKey))).toBe(true);

    // The old tokens are refused.
    expect((await getProfile(doomed.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: doomed.refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    // The other user keeps everything (except the like they gave to a deleted review).
    const kid = keeper.user.id;
    expect((await getProfile(keeper.token)).json()).toMatchObject({ avatar: theirs.avatar });
    expect(fs.existsSync(fileOf(theirs.avatar))).toBe(true);
    expect(fs.existsSync(fileOf(theirs.photo))).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, kid))).toHaveLength(2);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, kid))).toHaveLength(1);
    expect(
      await t.db.select().from(favoriteItems).where(eq(favoriteItems.userId, kid)),
    ).toHaveLength(1);
    expect(await t.db.select().from(itemViews).where(eq(itemViews.userId, kid))).toHaveLength(1);
    expect(await t.db.select().from(itemComments).where(eq(itemComments.userId, kid))).toHaveLength(
      2,
    );
    expect(await t.db.select().from(outfits).where(eq(outfits.ownerId, kid))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, kid))).toHaveLength(1);
    const keeperLikes = await t.db
      .select()
      .from(itemCommentLikes)
      .where(eq(itemCommentLikes.commentId, keeperComment.id));
    expect(keeperLikes).toEqual([]); // the like came from the deleted user
  });
});

describe('parallel avatar uploads', () => {
  it('all succeed, the last one wins, and no file or row of the others is left', async () => {
    const { token, user } = await signedIn();
    const responses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        upload('/api/profile/avatar', token, fileParts(await pngWithExif(64 + i, 64 + i))),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const final = (await getProfile(token)).json() as User;
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows.map((r) => r.storageKey)).toEqual([keyOf(final.avatar!)]);
    expect(fs.existsSync(fileOf(final.avatar!))).toBe(true);
    const others = responses
      .map((r) => (r.json() as User).avatar!)
      .filter((url) => url !== final.avatar);
    for (const url of others) expect(fs.existsSync(fileOf(url))).toBe(false);
  });
});
