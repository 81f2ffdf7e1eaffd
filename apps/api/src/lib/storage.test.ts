import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createLocalStorage,
  isPrivateKey,
  keyFromPublicUrl,
  MissingFileError,
  newStorageKey,
  sweepTemporaryFiles,
} from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const storage = createLocalStorage({
  publicDir: path.join(root, 'public'),
  privateDir: path.join(root, 'private'),
  signingKey: Buffer.from('a signing key for the tests'),
});

const signedParts = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return {
    key: parsed.pathname.replace(/^\/media\//, ''),
    expires: parsed.searchParams.get('expires')!,
    signature: parsed.searchParams.get('signature')!,
  };
};

describe('local storage', () => {
  it('keeps public files under the public folder with a lasting /uploads/ address', async () => {
    const key = newStorageKey('items', 'webp');
    await storage.put(key, Buffer.from('picture'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'public', key), 'utf8')).toBe('picture');
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    expect(keyFromPublicUrl(storage.publicUrl(key))).toBe(key);
  });

  it('says a file is missing apart from other failures, as the S3 store does', async () => {
    const key = newStorageKey('items', 'webp');
    await expect(storage.read(key)).rejects.toBeInstanceOf(MissingFileError);
    await storage.put(key, Buffer.from('picture'), 'image/webp');
    expect((await storage.read(key)).toString()).toBe('picture');
  });

  it('keeps private files outside it, reachable only by a signed address that expires', async () => {
    const key = newStorageKey('photos', 'webp', 'private');
    expect(isPrivateKey(key)).toBe(true);
    await storage.put(key, Buffer.from('me'), 'image/webp');
    expect(fs.existsSync(path.join(root, 'private', key.replace('private/', '')))).toBe(true);
    expect(fs.existsSync(path.join(root, 'public', key))).toBe(false);
    expect(() => storage.publicUrl(key)).toThrow(/no public address/);
    expect(keyFromPublicUrl(`/uploads/${key}`)).toBeNull();

    const { expires, signature } = signedParts(storage.signedUrl(key, 60));
    expect(storage.verifySigned(key, expires, signature)).toBe(key);
    // Another key, a later expiry, a forged signature or a passed time are all refused.
    const other = newStorageKey('photos', 'webp', 'private');
    expect(storage.verifySigned(other, expires, signature)).toBeNull();
    expect(storage.verifySigned(key, String(Number(expires) + 3600), signature)).toBeNull();
    expect(storage.verifySigned(key, expires, signature.replace(/.$/, 'x'))).toBeNull();
    expect(storage.verifySigned(key, expires, signature, (Number(expires) + 1) * 1000)).toBeNull();
  });

  it('refuses keys the server did not make', async () => {
    for (const key of ['../etc/passwd', 'items/../../x.webp', 'items/a.svg', '/abs/x.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /not server-made/,
      );
      expect(storage.verifySigned(key, '9999999999', 'x')).toBeNull();
    }
  });
});

describe('a full disk', () => {
  it('answers 507, leaves no half-written file, and leftovers are swept at start-up', async () => {
    const key = newStorageKey('photos', 'webp');
    const original = fs.promises.writeFile;
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data) => {
      await original(file, String(data).slice(0, 3)); // part of the file reached the disk
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    try {
      await expect(storage.put(key, Buffer.from('picture'), 'image/webp')).rejects.toMatchObject({
        code: 'INSUFFICIENT_STORAGE',
        status: 507,
      });
    } finally {
      spy.mockRestore();
    }
    const leftovers = (
      fs.readdirSync(path.join(root, 'public'), { recursive: true }) as string[]
    ).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);

    fs.mkdirSync(path.join(root, 'public', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'avatars', 'x.webp.abcd.tmp'), 'junk');
    fs.writeFileSync(path.join(root, 'public', 'avatars', 'kept.webp'), 'kept');
    expect(await sweepTemporaryFiles(path.join(root, 'public'), path.join(root, 'missing'))).toBe(
      1,
    );
    expect(fs.readdirSync(path.join(root, 'public', 'avatars'))).toEqual(['kept.webp']);
  });
});
