import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Storage key of an uploaded avatar, or an outside https address (a Google picture). */
    avatar: text('avatar'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    height: numeric('height', { precision: 5, scale: 1 }),
    weight: numeric('weight', { precision: 5, scale: 1 }),
    chest: numeric('chest', { precision: 5, scale: 1 }),
    waist: numeric('waist', { precision: 5, scale: 1 }),
    hips: numeric('hips', { precision: 5, scale: 1 }),
    favoriteColors: text('favorite_colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    favoriteBrands: text('favorite_brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The interface language the account chose (ru, en); null until it chooses one. */
    language: text('language'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isModerator: boolean('is_moderator').notNull().default(false),
    /** «Менеджер заказов»: orders, returns, customers and the outbox, nothing else of the admin area. */
    isManager: boolean('is_manager').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the owner of `email` proved they read it (a link from us, Google's verified address, or
     * an operator's word); null until then (decision 045).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for in the settings, waiting for its link to be followed. */
    pendingEmail: text('pending_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    check('users_language_known', sql`${t.language} is null or ${t.language} in ('ru', 'en')`),
  ],
);
