import type { Db, DbOrTx, Tx } from '../../db/client';
import { storedFilesMayGo } from '../../db/locks';
import {
  acceptImageUpload,
  AVATAR_IMAGE,
  ITEM_IMAGE,
  PHOTO_IMAGE,
  type AcceptImageOptions,
} from '../../lib/images';
import { findFaceOffThread } from '../../lib/fitting/fitting-pool';
import { fetchPublicImage } from '../../lib/safe-fetch';
import { AppError } from '../../lib/app-error';
import {
  isPrivateKey,
  isStorageKey,
  keyFromPublicUrl,
  newStorageKey,
  UPLOADS_PREFIX,
  type Storage,
} from '../../lib/storage';
import { createMediaRepository, type UploadKind } from './media.repository';

export type { UploadKind } from './media.repository';

type KindRule = {
  folder: string;
  visibility: 'public' | 'private';
  /** How an uploaded picture of this kind is checked and re-encoded. */
  preset: AcceptImageOptions;
};

/**
 * Every kind of stored picture. Try-on photos and results and the cut-outs of own garments in the
 * wardrobe are personal: private, reached only through short-lived signed addresses. Catalogue
 * pictures and covers are public.
 */
const KINDS: Record<UploadKind, KindRule> = {
  avatar: { folder: 'avatars', visibility: 'public', preset: AVATAR_IMAGE },
  photo: { folder: 'photos', visibility: 'private', preset: PHOTO_IMAGE },
  item_image: { folder: 'items', visibility: 'public', preset: ITEM_IMAGE },
  tryon: { folder: 'tryon', visibility: 'private', preset: PHOTO_IMAGE },
  outfit_image: { folder: 'outfits', visibility: 'public', preset: ITEM_IMAGE },
  wardrobe: { folder: 'wardrobe', visibility: 'private', preset: PHOTO_IMAGE },
};

/**
 * Uploads that are the user's personal data and go with the account. Catalogue pictures stay: the
 * items outlive the moderator who added them.
 */
export const PERSONAL_UPLOAD_KINDS = [
  'avatar',
  'photo',
  'tryon',
  'outfit_image',
  'wardrobe',
] as const satisfies readonly UploadKind[];

/** Try-on photos and results nothing uses are removed after this many days. */
export const PERSONAL_RETENTION_DAYS = 30;

/** How long a signed address of a private picture stays valid. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** A key whose public address shows the store's base address (the key itself is never stored). */
const ADDRESS_PROBE = 'items/probe.webp';

/** How soon a deletion put off by a running backup is tried again. */
const DELETE_RETRY_MS = 500;

/** A picture whose file is stored but whose `uploads` row is not written yet. */
export type PreparedImage = {
  kind: UploadKind;
  key: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
};

/** Told about files that could not be removed from storage (the request still succeeds). */
export type CleanupWarning = (message: string, error: unknown) => void;

/**
 * The one way a picture is stored (avatars, try-on photos, item pictures, imports, covers):
 * recognised by its bytes, pixel-limited, re-encoded without metadata, kept by storage key and
 * recorded in `uploads`. The file is written before its row; a failed transaction removes it.
 */
export function createMediaService({
  db,
  storage,
  fetchImage = async (url) => (await fetchPublicImage(url)).data,
  quotaBytes = 200 * 1024 * 1024,
  findFace = findFaceOffThread,
}: {
  db: Db;
  storage: Storage;
  /** The most an account keeps in personal pictures (avatars, try-on pictures, own garments). */
  quotaBytes?: number;
  /** Fetches a picture given by link (any public address, checked against SSRF). */
  fetchImage?: (url: string) => Promise<Buffer>;
  /** Where the face is on a checked picture (an avatar is centred on it), or null. */
  findFace?: (picture: Buffer) => Promise<{ x: number; y: number } | null>;
}) {
  const repo = createMediaRepository();

  async function putPrepared(
    kind: UploadKind,
    data: Buffer,
    size: { width: number; height: number },
  ) {
    const rule = KINDS[kind];
    const key = newStorageKey(rule.folder, 'webp', rule.visibility);
    await storage.put(key, data, 'image/webp');
    return { kind, key, mimeType: 'image/webp', bytes: data.length, ...size };
  }

  async function deleteNow(keys: string[], warn?: CleanupWarning) {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        warn?.(`could not delete stored file ${keys[i]}`, result.reason);
    });
  }

  /**
   * Deletes files whose rows are gone. While a backup gathers files (its snapshot may still see
   * those rows), or while that cannot be asked (the database does not answer), the deletion is put
   * off and retried in the background; the caller does not wait.
   */
  async function deleteFiles(keys: string[], warn?: CleanupWarning) {
    if (keys.length === 0) return;
    if (await storedFilesMayGo(db).catch(() => false)) return deleteNow(keys, warn);
    const retry = setTimeout(() => void deleteFiles(keys, warn), DELETE_RETRY_MS);
    retry.unref();
  }

  const isPersonal = (kind: UploadKind) =>
    (PERSONAL_UPLOAD_KINDS as readonly string[]).includes(kind);
  /** Refuses a personal picture past the account's quota (the caller's lock on the owner orders this). */
  async function assertWithinQuota(ownerId: number, image: PreparedImage, ex: DbOrTx) {
    const used = await repo.bytesOf(ownerId, PERSONAL_UPLOAD_KINDS, ex);
    if (used + image.bytes > quotaBytes)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        'Your pictures take all the space you have: delete old photos first',
      );
  }

  const service = {
    /** Checks and re-encodes an uploaded picture, then stores its file (throws AppError 413/415). */
    async prepareImage(
      kind: UploadKind,
      bytes: Buffer,
      preset: AcceptImageOptions = KINDS[kind].preset,
    ): Promise<PreparedImage> {
      if (kind === 'avatar' && preset.square) {
        // The picture is checked whole first; the face is looked for on that, never on raw bytes.
        const whole = await acceptImageUpload(bytes, { ...preset, square: false, maxSide: 1024 });
        const focus = await findFace(whole.data).catch(() => null);
        const avatar = await acceptImageUpload(whole.data, { ...preset, focus });
        return putPrepared(kind, avatar.data, avatar);
      }
      const image = await acceptImageUpload(bytes, preset);
      return putPrepared(kind, image.data, image);
    },

    /** Fetches a picture given by link once, then checks and stores it like an upload. */
    async prepareFromLink(kind: UploadKind, url: string): Promise<PreparedImage> {
      return service.prepareImage(kind, await fetchImage(url));
    },

    /** Stores a WebP the server drew itself (demo pictures, outfit covers): nothing to distrust. */
    prepareGenerated(
      kind: UploadKind,
      webp: Buffer,
      size: { width: number; height: number },
    ): Promise<PreparedImage> {
      return putPrepared(kind, webp, size);
    },

    /** Writes the `uploads` rows of prepared pictures, inside the caller's transaction. */
    async record(images: PreparedImage[], ownerId: number | null, ex: DbOrTx) {
      await repo.insert(
        images.map((image) => ({
          ownerId,
          kind: image.kind,
          storageKey: image.key,
          mimeType: image.mimeType,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
        })),
        ex,
      );
    },

    /** Removes the files of pictures whose transaction failed. */
    async discard(images: PreparedImage[]) {
      await deleteFiles(images.map((image) => image.key));
    },

    /**
     * Stores one uploaded picture and runs `write` (the caller's own changes) in the transaction
     * that records it; if anything fails the file is removed again and nothing is kept. `write`
     * runs first: it locks the rows it changes (the owner's, for an avatar) before the upload row's
     * foreign key takes its share lock on the owner, so parallel uploads queue instead of deadlock.
     */
    async storeImage<T>(
      kind: UploadKind,
      ownerId: number | null,
      bytes: Buffer,
      write: (image: PreparedImage, tx: Tx) => Promise<T>,
      preset?: AcceptImageOptions,
    ): Promise<{ image: PreparedImage; result: T }> {
      return service.storePrepared(await service.prepareImage(kind, bytes, preset), ownerId, write);
    },

    /** `storeImage` for a picture already prepared (a link fetched and checked). */
    async storePrepared<T>(
      image: PreparedImage,
      ownerId: number | null,
      write: (image: PreparedImage, tx: Tx) => Promise<T>,
    ): Promise<{ image: PreparedImage; result: T }> {
      try {
        const result = await db.transaction(async (tx) => {
          const written = await write(image, tx);
          if (ownerId !== null && isPersonal(image.kind))
            await assertWithinQuota(ownerId, image, tx);
          await service.record([image], ownerId, tx);
          return written;
        });
        return { image, result };
      } catch (error) {
        await service.discard([image]);
        throw error;
      }
    },

    /** Removes uploads nothing uses any more (the daily clean-up job). Answers how many went. */
    async pruneUnused(warn?: CleanupWarning): Promise<number> {
      const keys = await repo.deleteUnused(PERSONAL_RETENTION_DAYS, db);
      await deleteFiles(keys, warn);
      return keys.length;
    },

    /** A stored picture's bytes (to draw from it: covers, try-on). */
    read: (key: string) => storage.read(key),

    /** The owner's own upload of this kind behind a key, or undefined. */
    findOwn: (ownerId: number, key: string, kind: UploadKind, ex: DbOrTx) =>
      repo.findOwn(ownerId, key, kind, ex),

    /** The owner's most recent upload of this kind, or undefined. */
    newestOwn: (ownerId: number, kind: UploadKind, ex: DbOrTx) => repo.newestOwn(ownerId, kind, ex),

    /**
     * Forgets the rows of these keys inside the caller's transaction and answers the keys whose
     * files should go once it commits (`deleteFiles`): a failure leaves an orphan file, never a
     * row without its file.
     */
    forget: (keys: string[], kind: UploadKind, ex: DbOrTx) => repo.deleteByKeys(keys, kind, ex),
    forgetOwnedBy: (ownerId: number, kinds: readonly UploadKind[], ex: DbOrTx) =>
      repo.deleteOwnedBy(ownerId, kinds, ex),
    deleteFiles,

    /**
     * The key behind one of this shop's lasting public addresses (`/uploads/…`, or the CDN's of
     * S3_PUBLIC_URL), or null: it says nothing about whose picture it is.
     */
    keyOfPublicAddress(address: string): string | null {
      const local = keyFromPublicUrl(address);
      if (local) return local;
      const base = storage.publicUrl(ADDRESS_PROBE).slice(0, -ADDRESS_PROBE.length);
      if (base === UPLOADS_PREFIX || !address.startsWith(base)) return null;
      const key = address.slice(base.length);
      return isStorageKey(key) && !isPrivateKey(key) ? key : null;
    },

    /**
     * The address of a stored picture: a key becomes its public address, or a signed one that
     * expires when it is private; an absolute http(s) address (a Google avatar) stays as it is.
     */
    url(ref: string | null): string | null {
      if (ref === null) return null;
      if (!isStorageKey(ref)) return ref;
      return isPrivateKey(ref)
        ? storage.signedUrl(ref, SIGNED_URL_TTL_SECONDS)
        : storage.publicUrl(ref);
    },
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;
/** Turns a stored reference (a key, or an outside address) into the address a client loads. */
export type MediaUrl = MediaService['url'];
