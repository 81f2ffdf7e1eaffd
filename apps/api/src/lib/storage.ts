import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';
import { loadJwtSecret } from './secrets';
import { createLinkSigner, linkSigningKey } from './signed-links';

/**
 * Where stored files live, addressed by storage keys that the server makes (`newStorageKey`),
 * never by anything a client sent. Rows keep keys, not addresses, so the store can change (local
 * disk today; an S3-compatible bucket implements the same five methods: PutObject, DeleteObject,
 * GetObject, a public base URL, and presigned GET URLs).
 *
 * A key under `private/` is personal (try-on photos and results): it has no lasting address and is
 * reached only through `signedUrl`, which expires.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The lasting address of a public key. */
  publicUrl(key: string): string;
  /** A short-lived address of any key (private ones included). */
  signedUrl(key: string, ttlSeconds: number): string;
}

export const UPLOADS_PREFIX = '/uploads/';
/** Local private files are served here, only with a valid signature. */
export const PRIVATE_MEDIA_PREFIX = '/media/';
const PRIVATE_FOLDER = 'private/';

const KEY_PATTERN = /^(private\/)?[a-z0-9-]+\/[a-z0-9-]+\.(webp|png|jpg)$/;

export const isStorageKey = (value: string) => KEY_PATTERN.test(value);
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_FOLDER);

export function newStorageKey(
  folder: string,
  extension: 'webp' | 'png' | 'jpg',
  visibility: 'public' | 'private' = 'public',
): string {
  const name = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  return visibility === 'private' ? `${PRIVATE_FOLDER}${name}` : name;
}

/** The storage key behind one of our /uploads/ addresses, or null when the address is not ours. */
export function keyFromPublicUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) && !isPrivateKey(key) ? key : null;
}

/**
 * The storage key behind one of our addresses, public (/uploads/) or signed (/media/), or null.
 * It says nothing about whether the caller may use it: check the owner of the key.
 */
export function keyFromAddress(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://shop.invalid').pathname;
  } catch {
    return null;
  }
  if (pathname.startsWith(PRIVATE_MEDIA_PREFIX)) {
    const key = pathname.slice(PRIVATE_MEDIA_PREFIX.length);
    return isStorageKey(key) ? key : null;
  }
  return keyFromPublicUrl(pathname);
}

/** A full disk (or quota) becomes a clear 507 the shopper can read; other failures stay as they are. */
function storageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT'
    ? new AppError('INSUFFICIENT_STORAGE', 507, 'The server has no space left for files')
    : error;
}

/** Removes half-written files a crash or a full disk left behind (`*.tmp`), at start-up. */
export async function sweepTemporaryFiles(...dirs: string[]): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    for (const entry of entries) {
      if (!entry.endsWith('.tmp')) continue;
      await fs.rm(path.join(dir, entry), { force: true });
      removed += 1;
    }
  }
  return removed;
}

export type LocalStorage = Storage & {
  /** The key of a signed local address when its signature is valid and unexpired, else null. */
  verifySigned(key: string, expires: string, signature: string, now?: number): string | null;
};

export const isLocalStorage = (storage: Storage): storage is LocalStorage =>
  'verifySigned' in storage;

/**
 * Files on the local disk: public keys under `publicDir` (served at /uploads/), private keys under
 * `privateDir` (never served statically; /media/ answers them for a valid signature).
 */
export function createLocalStorage(options: {
  publicDir: string;
  privateDir: string;
  /** Signs private addresses; shared by every API process (derived from the JWT secret). */
  signingKey: Uint8Array;
}): LocalStorage {
  // Personal files are for their owner only: nobody else on the machine may list or read them.
  mkdirSync(options.privateDir, { recursive: true, mode: 0o700 });
  chmodSync(options.privateDir, 0o700);
  const resolve = (key: string) => {
    if (!isStorageKey(key))
      throw new Error(`Refusing a storage key that is not server-made: ${key}`);
    return isPrivateKey(key)
      ? path.join(options.privateDir, key.slice(PRIVATE_FOLDER.length))
      : path.join(options.publicDir, key);
  };
  const signer = createLinkSigner(options.signingKey);

  return {
    async put(key, data) {
      const file = resolve(key);
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(temp, data);
        await fs.rename(temp, file);
      } catch (error) {
        // A half-written file must not stay and keep a full disk full.
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw storageError(error);
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key) {
      return fs.readFile(resolve(key));
    },
    publicUrl(key) {
      if (isPrivateKey(key)) throw new Error(`A private key has no public address: ${key}`);
      return `${UPLOADS_PREFIX}${key}`;
    },
    signedUrl(key, ttlSeconds) {
      resolve(key);
      const query = new URLSearchParams(signer.sign(key, ttlSeconds));
      return `${PRIVATE_MEDIA_PREFIX}${key}?${query}`;
    },
    verifySigned(key, expires, signature, now = Date.now()) {
      return isStorageKey(key) && signer.verify(key, expires, signature, now) ? key : null;
    },
  };
}

/**
 * The shop's store for its settings: the local disk under DATA_DIR. Private addresses are signed
 * with a key derived from the JWT secret, so every API process accepts the others' addresses.
 */
export function createConfiguredStorage(config: AppConfig): LocalStorage {
  const jwtSecret = loadJwtSecret(config.JWT_SECRET, config.dataDir);
  return createLocalStorage({
    publicDir: config.uploadsDir,
    privateDir: config.privateUploadsDir,
    signingKey: linkSigningKey(jwtSecret, 'signed media addresses'),
  });
}
