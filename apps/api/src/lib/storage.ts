import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Keys are always server-generated
 * (`newStorageKey`), never taken from a client, and are served under /uploads/.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  read(key: string): Promise<Buffer>;
}

export const UPLOADS_PREFIX = '/uploads/';

const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|png|jpg)$/;

export function newStorageKey(folder: string, extension: 'webp' | 'png' | 'jpg'): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function publicUrlFor(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}

/** The storage key behind a /uploads/ URL, or null when the URL is not one of ours. */
export function keyFromPublicUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return KEY_PATTERN.test(key) ? key : null;
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key))
      throw new Error(`Refusing a storage key that is not server-made: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key) {
      return fs.readFile(resolve(key));
    },
  };
}
