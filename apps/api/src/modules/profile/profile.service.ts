import {
  MEASUREMENT_LIMITS,
  isValidAvatarUrl,
  isValidBirthDate,
  isValidPhone,
  normalisePhone,
  type Measurement,
  type PhotoUploadResponse,
  type SavedPhotoResponse,
  type User,
  type profileUpdateSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, unauthorized } from '../../lib/app-error';
import {
  PERSONAL_UPLOAD_KINDS,
  type CleanupWarning,
  type MediaService,
} from '../media/media.service';
import type { ProfileChanges, UsersService } from '../users/users.service';

type Deps = { db: Db; users: UsersService; media: MediaService };

/** The body of PATCH /api/profile/ after the contract's schema (lists already split). */
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
export type { CleanupWarning };

const MEASUREMENTS = Object.keys(MEASUREMENT_LIMITS) as Measurement[];

const invalid = (
  code: 'INVALID_PHONE' | 'INVALID_BIRTH_DATE' | 'INVALID_AVATAR_URL',
  path: string,
  message: string,
) => new AppError(code, 400, message, { fields: [{ path, message }] });

const notOwnAvatar = () =>
  invalid(
    'INVALID_AVATAR_URL',
    'avatar',
    'The avatar must be a picture you uploaded, or a link to one',
  );

/** An empty text field clears the value, like null. */
const textOrNull = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * Profile, avatar, try-on photo uploads and account deletion. The `users` rows are written by the
 * users module and the pictures by the media module, inside transactions opened here.
 */
export function createProfileService({ db, users, media }: Deps) {
  /** The user's own uploaded avatar behind a stored value (null for outside links or others' files). */
  async function ownAvatarKey(ex: DbOrTx, userId: number, avatar: string | null) {
    if (!avatar) return null;
    return (await media.findOwn(userId, avatar, 'avatar', ex))?.storageKey ?? null;
  }

  /**
   * Locks the user, applies the changes and retires the uploaded avatar they replace (row now,
   * file after commit). A new avatar key must be the user's own upload, unless it is `fresh`
   * (just stored in this transaction).
   */
  async function changeAvatar(tx: DbOrTx, userId: number, changes: ProfileChanges, fresh = false) {
    const current = await users.lock(userId, tx);
    if (!current) throw unauthorized();
    let retired: string | null = null;
    if (changes.avatar !== undefined && changes.avatar !== current.avatar) {
      if (changes.avatar !== null && !fresh && !(await ownAvatarKey(tx, userId, changes.avatar)))
        throw notOwnAvatar();
      retired = await ownAvatarKey(tx, userId, current.avatar);
      if (retired) await media.forget([retired], 'avatar', tx);
    }
    const user = (await users.updateProfile(userId, changes, tx))!;
    return { user, retired: retired ? [retired] : [] };
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
      // An avatar is always one of the shop's own pictures (never an outside address shown to
      // every visitor): our public address (/uploads/, or the bucket's CDN) is kept as its key (the
      // upload must be the user's own, checked in the transaction); another http(s) link is
      // fetched once and stored.
      const own = avatar === null ? null : media.keyOfPublicAddress(avatar);
      if (own) changes.avatar = own;
      else if (avatar === null || /^https?:\/\//i.test(avatar)) changes.avatar = avatar;
      else throw notOwnAvatar();
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
    if (input.language !== undefined) changes.language = input.language;
    return changes;
  }

  async function get(userId: number): Promise<User> {
    return users.present(await users.getById(userId));
  }

  return {
    get,

    /** Changes only the fields sent; null (or an empty text) clears one; `{}` changes nothing. */
    async update(userId: number, input: ProfileUpdateInput, warn?: CleanupWarning): Promise<User> {
      const changes = toChanges(input);
      if (Object.keys(changes).length === 0) return get(userId);
      if (typeof changes.avatar === 'string' && /^https?:\/\//i.test(changes.avatar)) {
        const image = await media
          .prepareFromLink('avatar', changes.avatar)
          .catch((error: unknown) => {
            throw error instanceof AppError && error.status < 500
              ? invalid(
                  'INVALID_AVATAR_URL',
                  'avatar',
                  `The avatar link cannot be used: ${error.message}`,
                )
              : error;
          });
        const { result } = await media.storePrepared(image, userId, (stored, tx) =>
          changeAvatar(tx, userId, { ...changes, avatar: stored.key }, true),
        );
        await media.deleteFiles(result.retired, warn);
        return users.present(result.user);
      }
      const { user, retired } = await db.transaction((tx) => changeAvatar(tx, userId, changes));
      await media.deleteFiles(retired, warn);
      return users.present(user);
    },

    /**
     * Deletes the account with its personal data: rows go by ON DELETE CASCADE (sessions, cart,
     * favourites, history, likes, outfits, reviews, the wardrobe and its wear log); the personal
     * uploads (the wardrobe's cut-outs too) are forgotten in the same transaction and their files
     * removed after it.
     */
    async deleteAccount(
      userId: number,
      warn?: CleanupWarning,
      /** A check inside the transaction, before the user's row is locked (admin deletions). */
      guard?: (tx: DbOrTx) => Promise<void>,
    ): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await guard?.(tx);
        if (!(await users.lock(userId, tx))) throw unauthorized();
        const keys = await media.forgetOwnedBy(userId, PERSONAL_UPLOAD_KINDS, tx);
        await users.delete(userId, tx);
        return keys;
      });
      await media.deleteFiles(removed, warn);
    },

    /** Replaces the avatar with an uploaded image (512 px WebP); the previous upload is removed. */
    async setAvatar(userId: number, file: Buffer, warn?: CleanupWarning): Promise<User> {
      const { result } = await media.storeImage('avatar', userId, file, (image, tx) =>
        changeAvatar(tx, userId, { avatar: image.key }, true),
      );
      await media.deleteFiles(result.retired, warn);
      return users.present(result.user);
    },

    /** Clears the avatar; the file is deleted only when it is this user's own upload. */
    async removeAvatar(userId: number, warn?: CleanupWarning): Promise<User> {
      const { user, retired } = await db.transaction((tx) =>
        changeAvatar(tx, userId, { avatar: null }),
      );
      await media.deleteFiles(retired, warn);
      return users.present(user);
    },

    /**
     * Stores the shopper's try-on photo (up to 2048 px WebP). It is private: the address answered
     * is signed and short-lived.
     */
    async uploadPhoto(userId: number, file: Buffer): Promise<PhotoUploadResponse> {
      const { image } = await media.storeImage('photo', userId, file, async () => undefined);
      return { photo_url: media.url(image.key)! };
    },

    /**
     * The try-on photo the shopper keeps ('Фото для примерки'): the newest one uploaded, from the
     * settings or the builder alike, as a fresh signed address; null when there is none left.
     */
    async savedPhoto(userId: number): Promise<SavedPhotoResponse> {
      const photo = await media.newestOwn(userId, 'photo', db);
      return { photo_url: photo ? media.url(photo.storageKey) : null };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
