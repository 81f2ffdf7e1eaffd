import {
  MEASUREMENT_LIMITS,
  isValidAvatarUrl,
  isValidBirthDate,
  isValidPhone,
  normalisePhone,
  type Measurement,
  type PhotoUploadResponse,
  type User,
  type profileUpdateSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, unauthorized } from '../../lib/app-error';
import { AVATAR_IMAGE, PHOTO_IMAGE, acceptImageUpload } from '../../lib/images';
import { keyFromPublicUrl, newStorageKey, publicUrlFor, type Storage } from '../../lib/storage';
import { toPublicUser } from '../users/users.mapper';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import {
  createProfileRepository,
  type ProfileChanges,
  type ProfileQueries,
  type UploadKind,
} from './profile.repository';

type Deps = { db: Db; storage: Storage; users: UsersService };

/** The body of PATCH /api/profile/ after the contract's schema (lists already split). */
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
/** Told about files that could not be removed from storage (the request still succeeds). */
export type CleanupWarning = (message: string, error: unknown) => void;

/**
 * Uploads that are the user's personal data and go with the account. Catalogue pictures
 * (`item_image`) stay: the items outlive the moderator who added them (owner set to null).
 */
export const PERSONAL_UPLOAD_KINDS = [
  'avatar',
  'photo',
  'tryon',
  'outfit_image',
] as const satisfies readonly UploadKind[];

const MEASUREMENTS = Object.keys(MEASUREMENT_LIMITS) as Measurement[];

const invalid = (
  code: 'INVALID_PHONE' | 'INVALID_BIRTH_DATE' | 'INVALID_AVATAR_URL',
  path: string,
  message: string,
) => new AppError(code, 400, message, { fields: [{ path, message }] });

/** An empty text field clears the value, like null. */
const textOrNull = (value: string | null) => (value === null || value === '' ? null : value);

/** Profile, avatar, try-on photo uploads and account deletion (000 §2 /profile, /settings). */
export function createProfileService({ db, storage, users }: Deps) {
  const repo = createProfileRepository(db);

  /** Removes files after their rows are gone; a failure leaves an orphan file, never a broken row. */
  async function removeFiles(keys: string[], warn?: CleanupWarning) {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        warn?.(`could not delete stored file ${keys[i]}`, result.reason);
    });
  }

  /** Our own avatar upload behind a URL, as a row of this user (null for external or foreign URLs). */
  async function ownAvatarUpload(r: ProfileQueries, userId: number, url: string | null) {
    const key = url ? keyFromPublicUrl(url) : null;
    return key ? ((await r.findUpload(userId, key, 'avatar')) ?? null) : null;
  }

  function toChanges(input: ProfileUpdateInput): ProfileChanges {
    const changes: ProfileChanges = {};
    if (input.first_name !== undefined) changes.firstName = textOrNull(input.first_name);
    if (input.last_name !== undefined) changes.lastName = textOrNull(input.last_name);

    if (input.phone_number !== undefined) {
      const phone = textOrNull(input.phone_number);
      const normalised = phone === null ? null : normalisePhone(phone);
      if (normalised !== null && !isValidPhone(normalised)) {
        throw invalid(
          'INVALID_PHONE',
          'phone_number',
          'The phone number must have 7 to 15 digits, with an optional leading +',
        );
      }
      changes.phoneNumber = normalised;
    }

    if (input.date_of_birth !== undefined) {
      const date = textOrNull(input.date_of_birth);
      if (date !== null && !isValidBirthDate(date)) {
        throw invalid(
          'INVALID_BIRTH_DATE',
          'date_of_birth',
          'The birth date must be a real date (YYYY-MM-DD), not in the future',
        );
      }
      changes.dateOfBirth = date;
    }

    if (input.avatar !== undefined) {
      const avatar = textOrNull(input.avatar);
      if (avatar !== null && !isValidAvatarUrl(avatar)) {
        throw invalid(
          'INVALID_AVATAR_URL',
          'avatar',
          'The avatar link must start with https://, http:// or /',
        );
      }
      changes.avatar = avatar;
    }

    for (const field of MEASUREMENTS) {
      const value = input[field];
      if (value === undefined) continue;
      if (value === null) {
        changes[field] = null;
        continue;
      }
      // numeric(5,1): keep one decimal, and refuse what would round down to zero.
      const rounded = Math.round(value * 10) / 10;
      if (rounded <= 0) {
        const message = 'Must be a positive number';
        throw new AppError('VALIDATION_FAILED', 400, 'The request is invalid', {
          fields: [{ path: field, message }],
        });
      }
      changes[field] = rounded.toFixed(1);
    }

    if (input.favorite_colors !== undefined) changes.favoriteColors = input.favorite_colors;
    if (input.favorite_brands !== undefined) changes.favoriteBrands = input.favorite_brands;
    return changes;
  }

  /** Stores an accepted image and records it; the file is removed again if recording fails. */
  async function storeUpload<T>(
    folder: 'avatars' | 'photos',
    kind: UploadKind,
    userId: number,
    image: Awaited<ReturnType<typeof acceptImageUpload>>,
    record: (r: ProfileQueries, key: string) => Promise<T>,
  ): Promise<{ key: string; result: T }> {
    const key = newStorageKey(folder, image.extension);
    await storage.put(key, image.data, image.mimeType);
    try {
      const result = await repo.transaction(async (r) => {
        await r.insertUpload({
          ownerId: userId,
          kind,
          storageKey: key,
          mimeType: image.mimeType,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
        });
        return record(r, key);
      });
      return { key, result };
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async function get(userId: number): Promise<User> {
    return toPublicUser(await users.getById(userId));
  }

  return {
    get,

    /** Changes only the fields sent; null (or an empty text) clears one; `{}` changes nothing. */
    async update(userId: number, input: ProfileUpdateInput, warn?: CleanupWarning): Promise<User> {
      const changes = toChanges(input);
      if (Object.keys(changes).length === 0) return get(userId);

      const { user, oldKey } = await repo.transaction(async (r) => {
        const current = await r.lockUser(userId);
        if (!current) throw unauthorized();
        // A new avatar link retires our uploaded avatar file, if that is what it replaces.
        let replaced = null;
        if (changes.avatar !== undefined && changes.avatar !== current.avatar) {
          replaced = await ownAvatarUpload(r, userId, current.avatar);
          if (replaced) await r.deleteUpload(replaced.id);
        }
        const updated = (await r.updateUser(userId, changes))!;
        return { user: updated, oldKey: replaced?.storageKey ?? null };
      });
      if (oldKey) await removeFiles([oldKey], warn);
      return toPublicUser(user);
    },

    /**
     * Deletes the account. Rows go by ON DELETE CASCADE (sessions, cart, favourites, history,
     * likes, outfits, reviews); the user's personal upload rows are deleted here and then their
     * files, which are only ever the server-made keys recorded in `uploads`.
     */
    async deleteAccount(userId: number, warn?: CleanupWarning): Promise<void> {
      const removed = await repo.transaction(async (r) => {
        const current = await r.lockUser(userId);
        if (!current) throw unauthorized();
        const rows = await r.deleteUploadsOf(userId, PERSONAL_UPLOAD_KINDS);
        await r.deleteUser(userId);
        return rows;
      });
      await removeFiles(
        removed.map((row) => row.storageKey),
        warn,
      );
    },

    /** Replaces the avatar with an uploaded image (512 px WebP); the previous upload is removed. */
    async setAvatar(userId: number, file: Buffer, warn?: CleanupWarning): Promise<User> {
      const image = await acceptImageUpload(file, AVATAR_IMAGE);
      const { result } = await storeUpload(
        'avatars',
        'avatar',
        userId,
        image,
        async (r, key): Promise<{ user: UserRow; oldKey: string | null }> => {
          const current = await r.lockUser(userId);
          if (!current) throw unauthorized();
          const previous = await ownAvatarUpload(r, userId, current.avatar);
          if (previous) await r.deleteUpload(previous.id);
          const user = (await r.updateUser(userId, { avatar: publicUrlFor(key) }))!;
          return { user, oldKey: previous?.storageKey ?? null };
        },
      );
      if (result.oldKey) await removeFiles([result.oldKey], warn);
      return toPublicUser(result.user);
    },

    /** Clears the avatar; the file is deleted only when it is this user's own upload. */
    async removeAvatar(userId: number, warn?: CleanupWarning): Promise<User> {
      const { user, oldKey } = await repo.transaction(async (r) => {
        const current = await r.lockUser(userId);
        if (!current) throw unauthorized();
        if (current.avatar === null) return { user: current, oldKey: null };
        const previous = await ownAvatarUpload(r, userId, current.avatar);
        if (previous) await r.deleteUpload(previous.id);
        const updated = (await r.updateUser(userId, { avatar: null }))!;
        return { user: updated, oldKey: previous?.storageKey ?? null };
      });
      if (oldKey) await removeFiles([oldKey], warn);
      return toPublicUser(user);
    },

    /** Stores the shopper's try-on photo (up to 2048 px WebP) and answers its URL. */
    async uploadPhoto(userId: number, file: Buffer): Promise<PhotoUploadResponse> {
      const image = await acceptImageUpload(file, PHOTO_IMAGE);
      const { key } = await storeUpload('photos', 'photo', userId, image, async () => undefined);
      return { photo_url: publicUrlFor(key) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
