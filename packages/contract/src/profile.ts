import { z } from 'zod';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { userSchema } from './user';

/** 000 §5: digits with an optional leading plus, 7 to 15 digits. */
export const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** Spaces, dashes, dots and brackets people type in phone numbers are dropped; the digits count. */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s().-]/g, '');
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
  return value <= todayUtc && value >= '1900-01-01';
}

/**
 * 000 §5: an avatar link is absolute (http:// or https://) or starts with /. A path may not climb
 * out (`..`) or be protocol-relative (`//host`).
 */
export function isValidAvatarUrl(value: string): boolean {
  if (value.length > 2048 || /\s/.test(value)) return false;
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

const text = (max: number) => z.string().trim().max(max);
const measurement = (max: number) => z.number().positive().max(max).nullable();
/** A list, or the comma-separated string 000 §3 also allows. */
const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(60)).max(30));

/**
 * PATCH /api/profile/: only the fields sent change. null clears a field. Phone, birth date and
 * avatar are checked by the service so each refusal has its own error code.
 */
export const profileUpdateSchema = z
  .object({
    first_name: text(100).nullable(),
    last_name: text(100).nullable(),
    phone_number: text(20).nullable(),
    date_of_birth: text(10).nullable(),
    height: measurement(MEASUREMENT_LIMITS.height),
    weight: measurement(MEASUREMENT_LIMITS.weight),
    chest: measurement(MEASUREMENT_LIMITS.chest),
    waist: measurement(MEASUREMENT_LIMITS.waist),
    hips: measurement(MEASUREMENT_LIMITS.hips),
    favorite_colors: stringList,
    favorite_brands: stringList,
    avatar: text(2048).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = userSchema;

export const photoUploadResponseSchema = z.object({ photo_url: z.string() });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
