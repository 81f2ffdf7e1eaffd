import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { emailSchema } from './email';
import { singleLineText } from './text';
import { userSchema } from './user';

/** A user as the admin area lists it, with what the admin may do to it. */
export const adminUserSchema = userSchema.extend({
  /** False for the admin themselves and for the last active admin. */
  can_delete: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const adminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of an email, a name or a phone number. */
  q: singleLineText().max(200).optional(),
});
/** GET /api/users/export: the list's search, every page. */
export const adminUserExportQuerySchema = adminUserListQuerySchema.omit({ page: true });

const email = emailSchema;
const flags = {
  is_admin: z.boolean().optional(),
  is_moderator: z.boolean().optional(),
  is_active: z.boolean().optional(),
};

/** POST /api/users/: new users start active and without roles unless told otherwise. */
export const adminUserCreateSchema = z
  .object({ email, password: z.string().max(PASSWORD_MAX_LENGTH), ...flags })
  .strict();
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/** PATCH /api/users/{id}: only what is sent changes; an empty password leaves it unchanged. */
export const adminUserUpdateSchema = z
  .object({
    email: email.optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    ...flags,
  })
  .strict();
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
