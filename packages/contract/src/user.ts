import { z } from 'zod';
import { LANGUAGES } from './constants';

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  phone_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  chest: z.number().nullable(),
  waist: z.number().nullable(),
  hips: z.number().nullable(),
  favorite_colors: z.array(z.string()),
  favorite_brands: z.array(z.string()),
  /** The interface language the account chose; null until it chooses one (decision 030). */
  language: z.enum(LANGUAGES).nullable(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  /** «Менеджер заказов»: works orders, returns, customers and the email outbox, nothing else. */
  is_manager: z.boolean(),
  is_active: z.boolean(),
  /** Whether the owner proved they read `email` (decision 045); unproven accounts cannot order. */
  email_verified: z.boolean(),
  /** A new address asked for in the settings, until its emailed link is followed. */
  pending_email: z.string().nullable(),
  /** False for an account made with Google only: changing the password asks for no current one. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
