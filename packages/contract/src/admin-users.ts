import { z } from 'zod';
import { pageOf } from './paging';
import { bulkIdsSchema } from './ids';
import { PASSWORD_MAX_LENGTH, SORT_ORDERS } from './constants';
import { emailSchema } from './email';
import { singleLineText } from './text';
import { userSchema } from './user';

/** A user as the admin area lists it, with what the admin may do to it. */
export const adminUserSchema = userSchema.extend({
  /** The viewer may change the account (admins; an orders manager only reads it as a customer). */
  can_edit: z.boolean(),
  /** False for the admin themselves and for the last active admin. */
  can_delete: z.boolean(),
  /**
   * The admin role may be taken away: an admin's, unless they are the last active admin. An admin
   * may give up their own admin role while another active admin remains.
   */
  can_remove_admin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A row of the admin users list: the user and the last time they used a session. */
export const listedUserSchema = adminUserSchema.extend({
  last_active_at: z.string().nullable(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;
/** A page of the admin users list and how many users match in all. */
export const adminUserListSchema = pageOf(listedUserSchema).extend({
  /** The viewer may make accounts and change ticked ones (admins). */
  can_create: z.boolean(),
});
export type AdminUserPage = z.infer<typeof adminUserListSchema>;

/** The columns the admin users list sorts by, on the server. */
export const ADMIN_USER_SORTS = ['email', 'name', 'created', 'last_active'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of an email, a name or a phone number. */
  q: singleLineText().max(200).optional(),
  /** Newest first unless asked otherwise. */
  sort: z.enum(ADMIN_USER_SORTS).default('created'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
/** GET /api/users/export: the list's search, every page. */
export const adminUserExportQuerySchema = adminUserListQuerySchema.omit({
  page: true,
  sort: true,
  order: true,
});

/** POST /api/users/bulk-active: (de)activates each of the ids it may, and says which it may not. */
export const adminUserBulkActiveSchema = z
  .object({
    ids: bulkIdsSchema,
    is_active: z.boolean(),
  })
  .strict();
export type AdminUserBulkActive = z.input<typeof adminUserBulkActiveSchema>;

const email = emailSchema;
const flags = {
  is_admin: z.boolean().optional(),
  is_moderator: z.boolean().optional(),
  is_manager: z.boolean().optional(),
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

/**
 * GET /api/users/{id}/customer: the account as a buyer. `total_spent` sums the orders not
 * cancelled; `orders_count` counts every order placed.
 */
export const customerSummarySchema = z.object({
  user: adminUserSchema,
  orders_count: z.number().int().nonnegative(),
  total_spent: z.number().nonnegative(),
  last_order_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
