import {
  isValidAvatarUrl,
  isValidBirthDate,
  isValidPhone,
  MEASUREMENT_LIMITS,
  normalisePhone,
  PROFILE_NAME_MAX_LENGTH,
  profileUpdateSchema,
  type Measurement,
  type ProfileUpdate,
  type User,
} from '@shop/contract';
import {
  schemaResolver,
  type FormIssue,
  type FormSchema,
  type IssueText,
  type SchemaRules,
  withChecks,
} from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The settings form: values as the inputs hold them, the rules with their exact Russian messages
 * (the limits are the contract's, so the form and the API refuse the same values), and the
 * update that sends only what is filled in and changed.
 */

export const MEASUREMENTS = Object.keys(MEASUREMENT_LIMITS) as Measurement[];

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  date_of_birth: string;
  height: number | string;
  weight: number | string;
  chest: number | string;
  waist: number | string;
  hips: number | string;
  favorite_colors: string[];
  favorite_brands: string[];
  avatar: string;
}

export function profileToFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone_number: user.phone_number ?? '',
    date_of_birth: user.date_of_birth?.slice(0, 10) ?? '',
    height: user.height ?? '',
    weight: user.weight ?? '',
    chest: user.chest ?? '',
    waist: user.waist ?? '',
    hips: user.hips ?? '',
    favorite_colors: [...user.favorite_colors],
    favorite_brands: [...user.favorite_brands],
    avatar: avatarLinkValue(user.avatar),
  };
}

/**
 * What the 'Ссылка на аватар' field shows: a link the user gave. A picture on our own site (an
 * uploaded avatar, «/uploads/avatars/…») is shown as the picture above the field, not as its path.
 */
export function avatarLinkValue(avatar: string | null): string {
  return avatar && !avatar.startsWith('/') ? avatar : '';
}

/** The tags fields: text typed but not yet turned into a tag (no Enter or comma yet). */
export type PendingTags = Record<'favorite_colors' | 'favorite_brands', string>;

/** Tags with the unfinished text added, split at the fields' separators, without repeats. */
export function withPendingTag(tags: readonly string[], pending: string, max: number): string[] {
  const result = [...tags];
  for (const part of pending.split(/[,;]/)) {
    const tag = part.trim();
    if (tag && !result.includes(tag) && result.length < max) result.push(tag);
  }
  return result;
}

/** A number input's value as a number, or null when it is empty or not a number. */
export function measurementValue(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

function cleanTags(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter(Boolean);
}

/** Today as YYYY-MM-DD in the user's own calendar (the date input's `max`). */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The PATCH body as typed, for the contract's schema to check: every field, empty ones as null.
 * A measurement that is not a number goes as 0, which the schema refuses as not positive, as the
 * form says of it.
 */
function profileInput(values: ProfileFormValues): ProfileUpdate {
  const orNull = (value: string) => value.trim() || null;
  const body: ProfileUpdate = {
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: orNull(normalisePhone(values.phone_number)),
    date_of_birth: orNull(values.date_of_birth),
    favorite_colors: values.favorite_colors,
    favorite_brands: values.favorite_brands,
    avatar: orNull(values.avatar),
  };
  for (const field of MEASUREMENTS) {
    const raw = values[field];
    body[field] =
      typeof raw === 'string' && raw.trim() === '' ? null : (measurementValue(raw) ?? 0);
  }
  return body;
}

/** What the profile's service checks beyond the schema: the phone, the birth date, the avatar. */
function serviceIssues(body: ProfileUpdate, now: Date): FormIssue[] {
  const t = i18n.t;
  const issues: FormIssue[] = [];
  const refuse = (field: keyof ProfileFormValues, message: string) =>
    issues.push({ code: 'custom', path: [field], message });
  // '+7 (701) 123-45-67' is checked as '+77011234567', exactly as the API will.
  if (body.phone_number && !isValidPhone(body.phone_number)) {
    refuse('phone_number', t('settings.validation.phone'));
  }
  const birth = body.date_of_birth;
  if (birth) {
    // The user's own today: a date that is today where they are is not in the future.
    const today = localToday(now);
    if (/^\d{4}-\d{2}-\d{2}$/.test(birth) && birth > today) {
      refuse('date_of_birth', t('settings.validation.birthDateFuture'));
    } else if (!isValidBirthDate(birth, new Date(`${today}T12:00:00Z`))) {
      refuse('date_of_birth', t('settings.validation.birthDateInvalid'));
    }
  }
  if (body.avatar && !isValidAvatarUrl(body.avatar)) {
    refuse('avatar', t('settings.validation.avatarUrl'));
  }
  return issues;
}

/** The contract's profile update and what its service checks, so the form refuses what the API would. */
function profileSchema(now: Date): FormSchema {
  return withChecks<ProfileUpdate>(profileUpdateSchema, (body) => serviceIssues(body, now));
}

/** The form's texts for the contract's rules, in the user's language. */
const profileIssueText: IssueText<keyof ProfileFormValues> = (field, issue) => {
  const t = i18n.t;
  const max = Number(issue.maximum);
  if (issue.code === 'custom') return undefined;
  switch (field) {
    case 'first_name':
    case 'last_name':
      return issue.code === 'too_big' ? t('settings.validation.tooLong', { max }) : undefined;
    case 'phone_number':
      return t('settings.validation.phone');
    case 'date_of_birth':
      return t('settings.validation.birthDateInvalid');
    case 'avatar':
      return t('settings.validation.avatarUrl');
    case 'favorite_colors':
    case 'favorite_brands':
      if (issue.code !== 'too_big') return undefined;
      return issue.path.length > 1
        ? t('settings.validation.tagTooLong', { max })
        : t('settings.validation.tooManyTags', { max });
    default:
      return issue.code === 'too_big'
        ? t('settings.validation.tooLarge', { max })
        : t('settings.validation.positive');
  }
};

/** The form's rules: the contract's profile update, as of `now` for the birth date. */
export function profileRules(now?: Date): SchemaRules<ProfileFormValues> {
  return {
    schema: () => profileSchema(now ?? new Date()),
    input: profileInput,
    issueText: profileIssueText,
  };
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The profile rules with their messages; empty fields are fine (they are not sent). */
export function validateProfileForm(
  values: ProfileFormValues,
  now: Date = new Date(),
): ProfileFormErrors {
  return schemaResolver(profileRules(now))(values);
}

/**
 * What to say under a field the server refused without a code of its own (a validation
 * failure), where the only rule it can have broken is clear.
 */
export function serverFieldTexts(): ProfileFormErrors {
  const t = i18n.t;
  const tooLong = t('settings.validation.tooLong', { max: PROFILE_NAME_MAX_LENGTH });
  return {
    first_name: tooLong,
    last_name: tooLong,
    phone_number: t('settings.validation.phone'),
    date_of_birth: t('settings.validation.birthDateInvalid'),
    avatar: t('settings.validation.avatarUrl'),
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * The PATCH body: every filled-in field that differs from the profile. Empty fields are left out,
 * so an empty body means "nothing to save".
 */
export function buildProfileUpdate(values: ProfileFormValues, profile: User): ProfileUpdate {
  const update: ProfileUpdate = {};

  for (const field of ['first_name', 'last_name'] as const) {
    const value = values[field].trim();
    if (value && value !== (profile[field] ?? '')) update[field] = value;
  }

  const phone = normalisePhone(values.phone_number);
  if (phone && phone !== (profile.phone_number ?? '')) update.phone_number = phone;

  const birth = values.date_of_birth.trim();
  if (birth && birth !== (profile.date_of_birth?.slice(0, 10) ?? '')) update.date_of_birth = birth;

  for (const field of MEASUREMENTS) {
    const n = measurementValue(values[field]);
    if (n !== null && n !== profile[field]) update[field] = n;
  }

  for (const field of ['favorite_colors', 'favorite_brands'] as const) {
    const tags = cleanTags(values[field]);
    if (tags.length > 0 && !sameList(tags, profile[field])) update[field] = tags;
  }

  const avatar = values.avatar.trim();
  if (avatar && avatar !== (profile.avatar ?? '')) update.avatar = avatar;

  return update;
}
