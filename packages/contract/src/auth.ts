import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { emailSchema } from './email';
import { userSchema } from './user';

/**
 * A simple address pattern (something@something.tld, no spaces), shared by the forms and the
 * server so both refuse the same addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** At least 8 characters, and not only spaces. */
export function isStrongEnoughPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.trim().length > 0;
}

/** Every address goes through the one email schema (email.ts): one written form, no look-alikes. */
const emailField = emailSchema;
const passwordField = z.string().max(PASSWORD_MAX_LENGTH);

/** Emails and passwords are checked by the service so it can answer INVALID_EMAIL / WEAK_PASSWORD. */
export const registerBodySchema = z.object({
  email: emailField,
  password: passwordField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/token is form-encoded (OAuth2 password grant style): username is the email. */
export const tokenFormSchema = z.object({
  username: emailField,
  password: passwordField,
  grant_type: z.literal('password').optional(),
});
export type TokenForm = z.infer<typeof tokenFormSchema>;

/** The secret of a link sent by email (address confirmation, password reset). */
const linkTokenField = z.string().min(1).max(200);

/** POST /api/auth/email/confirm: follows an address confirmation link. */
export const emailConfirmBodySchema = z.object({ token: linkTokenField });
export type EmailConfirmBody = z.infer<typeof emailConfirmBodySchema>;
export const emailConfirmResponseSchema = z.object({ email: z.string() });
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponseSchema>;

/** POST /api/auth/password/forgot: the same answer whether or not the address has an account. */
export const passwordForgotBodySchema = z.object({ email: emailField });
export type PasswordForgotBody = z.infer<typeof passwordForgotBodySchema>;

/** POST /api/auth/password/reset/check: whether a reset link still works (it is not used). */
export const passwordResetCheckBodySchema = z.object({ token: linkTokenField });
export type PasswordResetCheckBody = z.infer<typeof passwordResetCheckBodySchema>;

/** POST /api/auth/password/reset: a new password from a reset link; answers a new sign-in. */
export const passwordResetBodySchema = z.object({ token: linkTokenField, password: passwordField });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /api/profile/email: a new address, in effect once the link sent to it is followed. */
export const emailChangeBodySchema = z.object({
  email: emailField,
  /** Not asked of an account that has no password (Google only). */
  current_password: passwordField.optional(),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const refreshBodySchema = z.object({
  refresh_token: z.string().min(1).max(2048),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = z.object({
  refresh_token: z.string().min(1).max(2048).optional(),
});
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const googleLoginResponseSchema = z.object({
  auth_url: z.string(),
});
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

export const googleCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});
export type GoogleCallbackQuery = z.infer<typeof googleCallbackQuerySchema>;

/** Public, non-secret configuration the web app reads at start (which sign-in options exist). */
export const publicConfigSchema = z.object({
  google_enabled: z.boolean(),
  currency: z.string(),
  /**
   * What the item page says about delivery (decision 028): the prices an admin keeps in the
   * checkout settings, and how many pickup points are offered.
   */
  delivery: z.object({
    courier_price: z.number().nonnegative(),
    /** Items total from which courier delivery is free; null: never free. */
    free_above: z.number().nonnegative().nullable(),
    pickup_points: z.number().int().nonnegative(),
  }),
  /** Days a bought item may be returned in (RETURN_DAYS). */
  return_days: z.number().int().nonnegative(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
