import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error';
import { createLinkSigner } from './signed-links';

/**
 * Where stored files live, addressed by storage keys that the server makes (`newStorageKey`),
 * never by anything a client sent. Rows keep keys, not addresses, so the store can change: the
 * local disk, or an S3-compatible bucket (`s3-storage.ts`) shared by several API processes.
 *
 * A key under `private/` is personal (try-on photos and results): it has no lasting address and is
 * reached only through `signedUrl`, which expires.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The file's bytes; a key with no file behind it throws `MissingFileError`, in either store. */
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

/**
 * A key whose file is not in the store: never written, or gone since (a database restored without
 * its uploads, a bucket emptied). A reader that can do without the file (a garment of a drawing)
 * leaves it out; any other failure of the store stays a failure.
 */
export class MissingFileError extends Error {
  constructor(readonly key: string) {
    super(`No file in the store for ${key}`);
    this.name = 'MissingFileError';
  }
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

/** A stored file as a listing shows it. */
export type StoredFile = { key: string; bytes: number };

/**
 * A store the shop serves itself: the local disk or an S3-compatible bucket. Either way the shop
 * answers `/media/` (signed private addresses) and `/img/` (smaller copies), reading the bytes from
 * the store, so any API process answers an address another one made.
 */
export type ShopStorage = Storage & {
  readonly kind: 'local' | 's3';
  /** The key of a signed address when its signature is valid and unexpired, else null. */
  verifySigned(key: string, expires: string, signature: string, now?: number): string | null;
  /** The size of a stored file, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Every stored file (half-written ones left out), for backups and moving between stores. */
  list(): AsyncIterable<StoredFile>;
};

export type LocalStorage = ShopStorage & { readonly kind: 'local' };

export const isShopStorage = (storage: Storage): storage is ShopStorage =>
  'verifySigned' in storage && 'size' in storage;

/**
 * Where a stored file sits in a backup archive (and under DATA_DIR): public keys in `uploads/`,
 * private ones in `private-uploads/`, whichever store held them.
 */
export function archivePathOfKey(key: string): string {
  return isPrivateKey(key)
    ? `private-uploads/${key.slice(PRIVATE_FOLDER.length)}`
    : `uploads/${key}`;
}

/** The type of a stored file, by its key's extension (the shop writes nothing else). */
export const contentTypeOf = (key: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';

/** The storage key of an archive path (`archivePathOfKey` reversed), or null for anything else. */
export function keyOfArchivePath(file: string): string | null {
  const key = file.startsWith('private-uploads/')
    ? `${PRIVATE_FOLDER}${file.slice('private-uploads/'.length)}`
    : file.startsWith('uploads/')
      ? file.slice('uploads/'.length)
      : null;
  return key !== null && isStorageKey(key) ? key : null;
}

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

  async function* listFolder(dir: string, toKey: (relative: string) => string) {
    const entries = await fs
      .readdir(dir, { recursive: true, withFileTypes: true })
      .catch(() => [] as Dirent[]);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = toKey(path.relative(dir, file).split(path.sep).join('/'));
      // Half-written files (`*.tmp`) and anything the shop did not write are not stored files.
      if (!isStorageKey(key)) continue;
      const stat = await fs.stat(file).catch(() => null);
      if (stat) yield { key, bytes: stat.size };
    }
  }

  return {
    kind: 'local',
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
      return fs.readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new MissingFileError(key) : error;
      });
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
    async size(key) {
      const stat = await fs.stat(resolve(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async *list() {
      yield* listFolder(options.publicDir, (relative) => relative);
      yield* listFolder(options.privateDir, (relative) => `${PRIVATE_FOLDER}${relative}`);
    },
  };
}
