import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { singleLineText } from './text';
import { userSchema } from './user';

/** Digits with an optional leading plus, PHONE_MIN_DIGITS to PHONE_MAX_DIGITS of them. */
export const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** The longest phone number as typed, formatting included. */
export const PHONE_MAX_LENGTH = 20;
/** First and last name. */
export const PROFILE_NAME_MAX_LENGTH = 100;
/** Favourite colours and brands: how many, and how long each. */
export const PROFILE_TAGS_MAX = 30;
export const PROFILE_TAG_MAX_LENGTH = 60;
export const AVATAR_URL_MAX_LENGTH = 2048;
/** The earliest birth date accepted (earlier ones are typos). */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * One stored form per number, E.164 (`+77011234567`), whatever was typed: spaces, dashes, dots and
 * brackets are dropped, and a Kazakh or Russian number written without its country code
 * (`7011234567`) or with the trunk prefix (`87011234567`) gets `+7`. Other numbers keep their
 * plus; what is not digits is left for PHONE_PATTERN to refuse.
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(compact)) return compact;
  if (compact.length === 10) return `+7${compact}`;
  if (compact.length === 11 && /^[78]/.test(compact)) return `+7${compact.slice(1)}`;
  return compact.length > 11 ? `+${compact}` : compact;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A calendar date (YYYY-MM-DD) that exists, is not in the future and not before 1900. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const todayUtc = today.toISOString().slice(0, 10);
  return value <= todayUtc && value >= BIRTH_DATE_MIN;
}

/**
 * An avatar link is absolute (http:// or https://) or starts with /. A path may not climb out
 * (`..`) or be protocol-relative (`//host`).
 */
export function isValidAvatarUrl(value: string): boolean {
  if (value.length > AVATAR_URL_MAX_LENGTH || /\s/.test(value)) return false;
  if (value.startsWith('/'))
    return !value.startsWith('//') && !value.split(/[/?#]/).includes('..') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Body measurements in cm and kg: positive, with sane upper bounds. */
export const MEASUREMENT_LIMITS = {
  height: 300,
  weight: 500,
  chest: 300,
  waist: 300,
  hips: 300,
} as const;
export type Measurement = keyof typeof MEASUREMENT_LIMITS;

const text = (max: number) => singleLineText().max(max);
const measurement = (max: number) => z.number().positive().max(max).nullable();
/** A list, or a comma-separated string (clients may send either). */
const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(singleLineText().max(PROFILE_TAG_MAX_LENGTH)).max(PROFILE_TAGS_MAX));

/**
 * PATCH /api/profile/: only the fields sent change. null clears a field. Phone, birth date and
 * avatar are checked by the service so each refusal has its own error code.
 */
export const profileUpdateSchema = z
  .object({
    first_name: text(PROFILE_NAME_MAX_LENGTH).nullable(),
    last_name: text(PROFILE_NAME_MAX_LENGTH).nullable(),
    phone_number: text(PHONE_MAX_LENGTH).nullable(),
    date_of_birth: text(10).nullable(),
    height: measurement(MEASUREMENT_LIMITS.height),
    weight: measurement(MEASUREMENT_LIMITS.weight),
    chest: measurement(MEASUREMENT_LIMITS.chest),
    waist: measurement(MEASUREMENT_LIMITS.waist),
    hips: measurement(MEASUREMENT_LIMITS.hips),
    favorite_colors: stringList,
    favorite_brands: stringList,
    avatar: text(AVATAR_URL_MAX_LENGTH).nullable(),
    /** The interface language; null forgets the choice (the browser's then applies). */
    language: z.enum(LANGUAGES).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = userSchema;

export const photoUploadResponseSchema = z.object({ photo_url: z.string() });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** GET /api/profile/photo: the newest try-on photo the shopper uploaded, null when there is none. */
export const savedPhotoResponseSchema = z.object({ photo_url: z.string().nullable() });
export type SavedPhotoResponse = z.infer<typeof savedPhotoResponseSchema>;

/** POST /api/profile/password: the current password proves it is the owner. */
export const passwordChangeSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_LENGTH),
  new_password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
